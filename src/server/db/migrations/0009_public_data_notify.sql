-- Settings, languages, currencies and translations are cached in every server process (the page shell):
-- any write to them, from the API, a script or psql, tells those processes to drop their copies.
CREATE OR REPLACE FUNCTION notify_public_data_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_data_changed', json_build_object('table', TG_TABLE_NAME)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();--> statement-breakpoint
CREATE TRIGGER languages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();--> statement-breakpoint
CREATE TRIGGER currencies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();--> statement-breakpoint
CREATE TRIGGER translations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
