CREATE TABLE "coverage_schemes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coverage_schemes_kind_check" CHECK ("coverage_schemes"."kind" in ('amo', 'military', 'insurer', 'mutual'))
);
--> statement-breakpoint
CREATE TABLE "practice_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"image" text NOT NULL,
	"alt_fr" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_ar" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_photos_position_check" CHECK ("practice_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "relatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"relationship" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relatives_relationship_check" CHECK ("relatives"."relationship" in ('child', 'parent', 'spouse', 'other'))
);
--> statement-breakpoint
DROP INDEX "practice_patients_account";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "conventionne" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "coverage" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "coverage_other" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "tiers_payant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "payment_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "accepts_new_patients" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "access_floor" smallint;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "access_lift" boolean;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "access_parking" boolean;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "access_step_free" boolean;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "access_note_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "access_note_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "access_note_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "price_min" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "price_max" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "opens_evening" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "opens_saturday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "relative_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "relative_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "relative_consent_text" text;--> statement-breakpoint
ALTER TABLE "practice_patients" ADD COLUMN "relative_id" integer;--> statement-breakpoint
ALTER TABLE "practice_photos" ADD CONSTRAINT "practice_photos_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatives" ADD CONSTRAINT "relatives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_photos_doctor" ON "practice_photos" USING btree ("doctor_id","position");--> statement-breakpoint
CREATE INDEX "relatives_user" ON "relatives" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_relative_id_relatives_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."relatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_patients" ADD CONSTRAINT "practice_patients_relative_id_relatives_id_fk" FOREIGN KEY ("relative_id") REFERENCES "public"."relatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_patients_relative" ON "practice_patients" USING btree ("doctor_id","relative_id") WHERE "practice_patients"."relative_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_patients_account" ON "practice_patients" USING btree ("doctor_id","user_id") WHERE "practice_patients"."user_id" is not null and "practice_patients"."relative_id" is null;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_access_floor_check" CHECK ("doctors"."access_floor" between -2 and 60);--> statement-breakpoint
-- Written by hand (decision 075): an account and each of its relatives are different people, so the
-- patient's no-overlap rule is per person, not per account.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_patient_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap" EXCLUDE USING gist
  ("patient_id" WITH =, (coalesce("relative_id", 0)) WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" in ('pending', 'confirmed', 'completed', 'no_show'));--> statement-breakpoint
CREATE INDEX "appointments_relative" ON "appointments" USING btree ("relative_id") WHERE "relative_id" is not null;--> statement-breakpoint
-- Written by hand (decision 074): what search and the result cards read of the visit types and the
-- weekly hours, kept on the doctor row by statement triggers (a bulk load costs one update per
-- doctor, not per row): the active visit types' lowest and highest price, and whether the week's
-- hours reach past 18:00 or open on Saturday.
CREATE OR REPLACE FUNCTION refresh_doctor_practice_facts(doctor_ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE doctors d
     SET price_min = f.price_min, price_max = f.price_max,
         opens_evening = f.opens_evening, opens_saturday = f.opens_saturday
    FROM (
      SELECT x.id,
             (SELECT min(v.price_mad) FROM visit_types v WHERE v.doctor_id = x.id AND v.archived_at IS NULL) AS price_min,
             (SELECT max(v.price_mad) FROM visit_types v WHERE v.doctor_id = x.id AND v.archived_at IS NULL) AS price_max,
             coalesce((SELECT bool_or(h.ends_at > time '18:00') FROM weekly_hours h WHERE h.doctor_id = x.id), false) AS opens_evening,
             coalesce((SELECT bool_or(h.weekday = 6) FROM weekly_hours h WHERE h.doctor_id = x.id), false) AS opens_saturday
        FROM unnest(doctor_ids) AS x(id)
    ) f
   WHERE d.id = f.id
     AND (d.price_min IS DISTINCT FROM f.price_min OR d.price_max IS DISTINCT FROM f.price_max
          OR d.opens_evening IS DISTINCT FROM f.opens_evening OR d.opens_saturday IS DISTINCT FROM f.opens_saturday)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION practice_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT doctor_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT doctor_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT doctor_id) INTO ids FROM (SELECT doctor_id FROM new_rows UNION SELECT doctor_id FROM old_rows) c;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM refresh_doctor_practice_facts(ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_types_facts_inserted AFTER INSERT ON visit_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_facts_changed();--> statement-breakpoint
CREATE TRIGGER visit_types_facts_updated AFTER UPDATE ON visit_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_facts_changed();--> statement-breakpoint
CREATE TRIGGER visit_types_facts_deleted AFTER DELETE ON visit_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_facts_changed();--> statement-breakpoint
CREATE TRIGGER weekly_hours_facts_inserted AFTER INSERT ON weekly_hours REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_facts_changed();--> statement-breakpoint
CREATE TRIGGER weekly_hours_facts_updated AFTER UPDATE ON weekly_hours REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_facts_changed();--> statement-breakpoint
CREATE TRIGGER weekly_hours_facts_deleted AFTER DELETE ON weekly_hours REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION practice_facts_changed();--> statement-breakpoint
SELECT refresh_doctor_practice_facts(array(SELECT DISTINCT doctor_id FROM visit_types UNION SELECT DISTINCT doctor_id FROM weekly_hours));
--> statement-breakpoint
-- The doctor change announcement (migration 0014) compares the statement's old and new rows. Its
-- transition tables carry no statistics, so the planner joined them in a nested loop: quadratic in
-- the rows a statement updates (3,000 doctors: 31 s; the practice facts above update thousands at
-- once). A hash join makes it linear (30,000 doctors: 4 s).
ALTER FUNCTION notify_doctor_changes() SET enable_nestloop = off;
