DROP INDEX "products_sold_count_idx";--> statement-breakpoint
CREATE INDEX "products_sold_count_id_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST,"id");