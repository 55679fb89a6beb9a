ALTER TABLE "deliveryman_applications" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "deliveryman_applications" ADD COLUMN "licence_expiry" date;--> statement-breakpoint
ALTER TABLE "deliveryman_applications" ADD COLUMN "working_area" text;--> statement-breakpoint
ALTER TABLE "deliveryman_applications" ADD COLUMN "availability" jsonb;