CREATE TABLE "agenda_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agenda_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_blocks_range_check" CHECK ("agenda_blocks"."starts_at" < "agenda_blocks"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "agenda_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agenda_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"appointment_id" integer,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_changes_role_check" CHECK ("agenda_changes"."actor_role" in ('doctor', 'assistant', 'patient', 'system'))
);
--> statement-breakpoint
CREATE TABLE "doctor_assistants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_assistants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"invited_by" integer,
	"token_hash" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "doctor_assistants_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "doctor_delays" (
	"doctor_id" integer NOT NULL,
	"on_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_delays_doctor_id_on_date_pk" PRIMARY KEY("doctor_id","on_date"),
	CONSTRAINT "doctor_delays_minutes_check" CHECK ("doctor_delays"."minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "freed_times" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "freed_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_patients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_patients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"user_id" integer,
	"name" text,
	"phone" text,
	"email" text,
	"locale" text DEFAULT 'fr' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_patients_known_check" CHECK ("practice_patients"."user_id" is not null or ("practice_patients"."name" is not null and "practice_patients"."phone" is not null)),
	CONSTRAINT "practice_patients_locale_check" CHECK ("practice_patients"."locale" in ('fr', 'en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"visit_type_id" integer,
	"before" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_offered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"visit_type_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "practice_patient_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_by" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agenda_blocks" ADD CONSTRAINT "agenda_blocks_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_blocks" ADD CONSTRAINT "agenda_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_changes" ADD CONSTRAINT "agenda_changes_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_changes" ADD CONSTRAINT "agenda_changes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_changes" ADD CONSTRAINT "agenda_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assistants" ADD CONSTRAINT "doctor_assistants_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assistants" ADD CONSTRAINT "doctor_assistants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assistants" ADD CONSTRAINT "doctor_assistants_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_delays" ADD CONSTRAINT "doctor_delays_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_delays" ADD CONSTRAINT "doctor_delays_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freed_times" ADD CONSTRAINT "freed_times_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_patients" ADD CONSTRAINT "practice_patients_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_patients" ADD CONSTRAINT "practice_patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_patients" ADD CONSTRAINT "practice_patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_blocks_doctor_start" ON "agenda_blocks" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "agenda_changes_appointment" ON "agenda_changes" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "agenda_changes_doctor_at" ON "agenda_changes" USING btree ("doctor_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_assistants_email" ON "doctor_assistants" USING btree ("doctor_id",lower("email"));--> statement-breakpoint
CREATE INDEX "doctor_assistants_user" ON "doctor_assistants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "freed_times_pending" ON "freed_times" USING btree ("created_at") WHERE "freed_times"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_patients_account" ON "practice_patients" USING btree ("doctor_id","user_id") WHERE "practice_patients"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "practice_patients_doctor" ON "practice_patients" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting" ON "waitlist_entries" USING btree ("doctor_id","created_at") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_patient" ON "waitlist_entries" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_open" ON "waitlist_entries" USING btree ("doctor_id","patient_id") WHERE "waitlist_entries"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_once" ON "waitlist_offers" USING btree ("entry_id","starts_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Written by hand (decision 066). Every appointment booked so far was booked online by an account:
-- each (doctor, account) pair becomes a patient of that practice, and its appointments name it.
INSERT INTO "practice_patients" ("doctor_id", "user_id", "locale", "created_at")
  SELECT a.doctor_id, a.patient_id, u.locale, min(a.created_at)
    FROM "appointments" a JOIN "users" u ON u.id = a.patient_id
   GROUP BY a.doctor_id, a.patient_id, u.locale;--> statement-breakpoint
UPDATE "appointments" a SET "practice_patient_id" = p.id, "booked_by" = a.patient_id
  FROM "practice_patients" p WHERE p.doctor_id = a.doctor_id AND p.user_id = a.patient_id;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "practice_patient_id" SET NOT NULL;--> statement-breakpoint
-- Declared here rather than in the Drizzle schema, whose practice_patients table refers to
-- appointments' module (an import cycle otherwise).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_practice_patient_id_fk" FOREIGN KEY ("practice_patient_id") REFERENCES "public"."practice_patients"("id") ON DELETE cascade;--> statement-breakpoint
CREATE INDEX "appointments_practice_patient" ON "appointments" USING btree ("practice_patient_id", "starts_at");--> statement-breakpoint
-- doctor_slots (migration 0021) with blocked time: a slot that overlaps a block is no slot at all,
-- whether or not free slots only were asked. Same arguments, same rows otherwise.
CREATE OR REPLACE FUNCTION doctor_slots(
  for_doctor integer, first_day date, day_count integer, minutes integer, at_instant timestamptz, free_only boolean
) RETURNS TABLE (local_date date, local_time time, starts_at timestamptz)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  notice integer;
  horizon integer;
  busy tstzmultirange := '{}';
  blocked tstzmultirange := '{}';
  step interval := make_interval(mins => minutes);
  period tstzrange := tstzrange(
    morocco_instant(first_day::timestamp) - interval '1 day',
    morocco_instant((first_day + day_count)::timestamp) + interval '1 day');
BEGIN
  SELECT b.min_notice_minutes, b.horizon_days INTO notice, horizon FROM booking_settings b WHERE b.doctor_id = for_doctor;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF free_only THEN
    SELECT coalesce(range_agg(tstzrange(a.starts_at, a.ends_at)), '{}'::tstzmultirange) INTO busy
      FROM appointments a
     WHERE a.doctor_id = for_doctor
       AND a.status IN ('pending', 'confirmed', 'completed', 'no_show')
       AND tstzrange(a.starts_at, a.ends_at) && period;
  END IF;
  SELECT coalesce(range_agg(tstzrange(k.starts_at, k.ends_at)), '{}'::tstzmultirange) INTO blocked
    FROM agenda_blocks k
   WHERE k.doctor_id = for_doctor AND k.starts_at < upper(period) AND k.ends_at > lower(period);
  RETURN QUERY
  WITH day_list AS (
    SELECT (first_day + offset_days) AS day FROM generate_series(0, day_count - 1) AS offset_days
  ), hours AS (
    SELECT d.day, o.starts_at AS opens, o.ends_at AS closes
      FROM day_list d JOIN schedule_overrides o ON o.doctor_id = for_doctor AND o.on_date = d.day
     WHERE o.starts_at IS NOT NULL
    UNION ALL
    SELECT d.day, w.starts_at, w.ends_at
      FROM day_list d JOIN weekly_hours w ON w.doctor_id = for_doctor AND w.weekday = extract(isodow FROM d.day)
     WHERE NOT EXISTS (SELECT 1 FROM schedule_overrides o WHERE o.doctor_id = for_doctor AND o.on_date = d.day)
  ), grid AS (
    SELECT h.day, clock, morocco_instant(clock) AS instant
      FROM hours h, generate_series(h.day + h.opens, h.day + h.closes - step, step) AS clock
     WHERE NOT EXISTS (SELECT 1 FROM absences a WHERE a.doctor_id = for_doctor AND h.day BETWEEN a.starts_on AND a.ends_on)
  )
  SELECT g.day, g.clock::time, g.instant
    FROM grid g
   WHERE g.instant >= at_instant + make_interval(mins => notice)
     AND g.instant < at_instant + make_interval(days => horizon)
     AND NOT (busy && tstzrange(g.instant, g.instant + step))
     AND NOT (blocked && tstzrange(g.instant, g.instant + step))
   ORDER BY g.instant;
END
$$;
