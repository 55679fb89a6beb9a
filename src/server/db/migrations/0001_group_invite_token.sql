ALTER TABLE "carts" ADD COLUMN "invite_token" text;--> statement-breakpoint
-- Group carts that were already open keep working through the share link: each gets a random join token
-- (122 random bits from gen_random_uuid; new tokens are made by the server as 128-bit base64url).
UPDATE "carts" SET "invite_token" = replace(gen_random_uuid()::text, '-', '') WHERE "group" AND "invite_token" IS NULL;
