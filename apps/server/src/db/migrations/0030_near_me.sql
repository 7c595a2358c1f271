-- Near me (decision 079): distances on the earth for the index of doctors around a point; the
-- quarters of the largest cities; each practice's quarter and point, with its source.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE TABLE "quarters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quarters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"slug" text NOT NULL,
	"label_fr" text NOT NULL,
	"label_en" text NOT NULL,
	"label_ar" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"synonyms" text[] DEFAULT '{}' NOT NULL,
	"search_terms" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL,
	CONSTRAINT "quarters_city_slug" UNIQUE("city_id","slug")
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "quarter_id" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "location_source" text;--> statement-breakpoint
ALTER TABLE "quarters" ADD CONSTRAINT "quarters_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_quarter_id_quarters_id_fk" FOREIGN KEY ("quarter_id") REFERENCES "public"."quarters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctors_earth" ON "doctors" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "doctors_quarter" ON "doctors" USING btree ("quarter_id");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_location_source_check" CHECK ("doctors"."location_source" in ('doctor', 'moderator', 'quarter', 'city'));
--> statement-breakpoint
-- Every doctor with a city starts at its centre; the trigger below keeps it there until a pin.
UPDATE "doctors" d SET "latitude" = c."latitude", "longitude" = c."longitude", "location_source" = 'city'
  FROM "cities" c WHERE c."id" = d."city_id";
--> statement-breakpoint
-- A point without a pin is its quarter's centre, else its city's; a quarter of another city is
-- dropped; a pin stays where it was placed unless the practice moves to another city and no new pin
-- comes with the move (decision 079).
CREATE FUNCTION doctors_place_point() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.quarter_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM quarters q WHERE q.id = NEW.quarter_id AND q.city_id = NEW.city_id
  ) THEN
    NEW.quarter_id := NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.city_id IS DISTINCT FROM OLD.city_id
     AND NEW.latitude IS NOT DISTINCT FROM OLD.latitude AND NEW.longitude IS NOT DISTINCT FROM OLD.longitude THEN
    NEW.location_source := NULL;
  END IF;
  IF NEW.location_source IN ('doctor', 'moderator') AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW.quarter_id IS NOT NULL THEN
    SELECT q.latitude, q.longitude, 'quarter' INTO NEW.latitude, NEW.longitude, NEW.location_source
      FROM quarters q WHERE q.id = NEW.quarter_id;
  ELSIF NEW.city_id IS NOT NULL THEN
    SELECT c.latitude, c.longitude, 'city' INTO NEW.latitude, NEW.longitude, NEW.location_source
      FROM cities c WHERE c.id = NEW.city_id;
  ELSE
    NEW.latitude := NULL;
    NEW.longitude := NULL;
    NEW.location_source := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_place_point BEFORE INSERT OR UPDATE OF city_id, quarter_id, latitude, longitude, location_source
  ON doctors FOR EACH ROW EXECUTE FUNCTION doctors_place_point();
