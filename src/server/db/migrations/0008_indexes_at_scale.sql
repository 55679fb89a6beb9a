-- Indexes for catalogues at scale (issue 20 item 6; plans in docs/adr/0016-indexes-at-scale.md).
-- Zone prefilter: a GiST index on each delivery zone's bounding box, so "which zones hold this point" reads the few
-- boxes around the point instead of a range over one btree column (built-in geometry: PGlite and any PostgreSQL).
CREATE INDEX IF NOT EXISTS "shop_delivery_zones_box_gist_idx" ON "shop_delivery_zones" USING gist (box(point("min_lng", "min_lat"), point("max_lng", "max_lat")));--> statement-breakpoint
-- Title search (`ilike '%text%'`): trigram GIN indexes. pg_trgm ships with PostgreSQL (trusted since 13) and with
-- PGlite (loaded by openDatabase); where it cannot be created the search still works, by scanning as before.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "product_translations_title_trgm_idx" ON "product_translations" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "shop_translations_title_trgm_idx" ON "shop_translations" USING gin ("title" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%), title search runs without trigram indexes', SQLERRM;
END
$$;
