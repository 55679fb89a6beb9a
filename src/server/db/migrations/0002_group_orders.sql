CREATE TABLE "group_cart_exits" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_cart_exits_reason_check" CHECK ("group_cart_exits"."reason" in ('kicked', 'closed', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "group_password_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_details" ADD COLUMN "participant" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "participants" jsonb;--> statement-breakpoint
CREATE INDEX "group_cart_exits_cart_id_idx" ON "group_cart_exits" USING btree ("cart_id");