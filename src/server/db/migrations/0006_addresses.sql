CREATE TABLE "geo_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "geo_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"house" text,
	"label" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "geo_places_kind_check" CHECK ("geo_places"."kind" in ('address', 'place'))
);
--> statement-breakpoint
CREATE INDEX "geo_places_name_idx" ON "geo_places" USING btree ("name");--> statement-breakpoint
CREATE INDEX "geo_places_lat_lng_idx" ON "geo_places" USING btree ("latitude","longitude");