CREATE TABLE "extra_value_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_value_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"extra_value_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extra_value_translations" ADD CONSTRAINT "extra_value_translations_extra_value_id_extra_values_id_fk" FOREIGN KEY ("extra_value_id") REFERENCES "public"."extra_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_value_translations_extra_value_id_locale_idx" ON "extra_value_translations" USING btree ("extra_value_id","locale");