-- The in-memory creator search index reloads when this version moves.
INSERT INTO "creator_catalogue_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_creator_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER creators_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON creators
  FOR EACH STATEMENT EXECUTE FUNCTION bump_creator_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER creator_channels_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON creator_channels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_creator_catalogue_version();
