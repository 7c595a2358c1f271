CREATE TABLE "absences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "absences_range_check" CHECK ("absences"."starts_on" <= "absences"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"hours_before" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"visit_type_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"rescheduled_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_rescheduledFrom_unique" UNIQUE("rescheduled_from"),
	CONSTRAINT "appointments_range_check" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'declined', 'cancelled_by_patient', 'cancelled_by_doctor', 'completed', 'no_show'))
);
--> statement-breakpoint
CREATE TABLE "booking_keys" (
	"patient_id" integer NOT NULL,
	"key" text NOT NULL,
	"appointment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_keys_patient_id_key_pk" PRIMARY KEY("patient_id","key")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"doctor_id" integer PRIMARY KEY NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"calendar_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_calendarToken_unique" UNIQUE("calendar_token"),
	CONSTRAINT "booking_settings_notice_check" CHECK ("booking_settings"."min_notice_minutes" between 0 and 20160),
	CONSTRAINT "booking_settings_horizon_check" CHECK ("booking_settings"."horizon_days" between 1 and 365),
	CONSTRAINT "booking_settings_cutoff_check" CHECK ("booking_settings"."cancel_cutoff_minutes" between 0 and 20160)
);
--> statement-breakpoint
CREATE TABLE "doctor_next_slots" (
	"doctor_id" integer PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone,
	"slots" timestamp with time zone[] NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"on_date" date NOT NULL,
	"starts_at" time,
	"ends_at" time,
	CONSTRAINT "schedule_overrides_range_check" CHECK (("schedule_overrides"."starts_at" is null and "schedule_overrides"."ends_at" is null) or ("schedule_overrides"."starts_at" < "schedule_overrides"."ends_at"))
);
--> statement-breakpoint
CREATE TABLE "visit_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"label" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_mad" integer,
	"audience" text DEFAULT 'all' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_types_duration_check" CHECK ("visit_types"."duration_minutes" between 5 and 180),
	CONSTRAINT "visit_types_price_check" CHECK ("visit_types"."price_mad" between 0 and 100000),
	CONSTRAINT "visit_types_audience_check" CHECK ("visit_types"."audience" in ('all', 'new', 'returning'))
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weekly_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "weekly_hours_weekday_check" CHECK ("weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "weekly_hours_range_check" CHECK ("weekly_hours"."starts_at" < "weekly_hours"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_visit_type_id_visit_types_id_fk" FOREIGN KEY ("visit_type_id") REFERENCES "public"."visit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_keys" ADD CONSTRAINT "booking_keys_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_keys" ADD CONSTRAINT "booking_keys_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_next_slots" ADD CONSTRAINT "doctor_next_slots_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_overrides" ADD CONSTRAINT "schedule_overrides_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absences_doctor" ON "absences" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_once" ON "appointment_reminders" USING btree ("appointment_id","hours_before");--> statement-breakpoint
CREATE INDEX "appointment_reminders_due" ON "appointment_reminders" USING btree ("due_at") WHERE "appointment_reminders"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_doctor_start" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_start" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "doctor_next_slots_next" ON "doctor_next_slots" USING btree ("next_at");--> statement-breakpoint
CREATE INDEX "schedule_overrides_doctor" ON "schedule_overrides" USING btree ("doctor_id","on_date");--> statement-breakpoint
CREATE INDEX "visit_types_doctor" ON "visit_types" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "weekly_hours_doctor" ON "weekly_hours" USING btree ("doctor_id","weekday");--> statement-breakpoint
-- Written by hand (Drizzle cannot declare EXCLUDE; decision 042). btree_gist lets one GiST index
-- hold the doctor or patient id (=) beside the time range (&&). PGlite ships it as a contrib
-- extension; PostgreSQL marks it trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- Morocco's clock. Morocco is UTC+0 for good since 2026-09-20 01:00 UTC (tzdb 2026c); a server
-- whose time zone data is older (Debian's PostgreSQL uses the system's) would still add an hour, so
-- from that instant the rule is written here, and before it the database's data, which knows the
-- past rules (UTC+1, UTC+0 during Ramadan), decides. The local hour 01:00-02:00 of that night
-- happened twice; it is read as the later one.
CREATE OR REPLACE FUNCTION morocco_local(at_instant timestamptz) RETURNS timestamp
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN CASE WHEN at_instant >= timestamptz '2026-09-20 01:00:00+00'
    THEN at_instant AT TIME ZONE 'UTC' ELSE at_instant AT TIME ZONE 'Africa/Casablanca' END;--> statement-breakpoint
CREATE OR REPLACE FUNCTION morocco_instant(clock_time timestamp) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE
  RETURN CASE WHEN clock_time >= timestamp '2026-09-20 01:00:00'
    THEN clock_time AT TIME ZONE 'UTC' ELSE clock_time AT TIME ZONE 'Africa/Casablanca' END;--> statement-breakpoint
-- An appointment holds its slot unless it was declined or cancelled.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_no_overlap" EXCLUDE USING gist
  ("doctor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" in ('pending', 'confirmed', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap" EXCLUDE USING gist
  ("patient_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" in ('pending', 'confirmed', 'completed', 'no_show'));
--> statement-breakpoint
-- A doctor's slots (decision 042): every start on the grid of each opening range (weekly hours, or
-- the date's override; none during an absence), stepped by the visit's duration, as instants and as
-- clock times on Morocco's clock, between the minimum notice and the horizon as of `at_instant`.
-- With `free_only`, slots overlapping an appointment that holds its time are left out.
CREATE OR REPLACE FUNCTION doctor_slots(
  for_doctor integer, first_day date, day_count integer, minutes integer, at_instant timestamptz, free_only boolean
) RETURNS TABLE (local_date date, local_time time, starts_at timestamptz)
  LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  WITH rules AS (
    SELECT min_notice_minutes, horizon_days FROM booking_settings WHERE doctor_id = for_doctor
  ), day_list AS (
    SELECT (first_day + offset_days) AS day FROM generate_series(0, day_count - 1) AS offset_days
  ), hours AS (
    SELECT d.day, o.starts_at, o.ends_at
      FROM day_list d JOIN schedule_overrides o ON o.doctor_id = for_doctor AND o.on_date = d.day
     WHERE o.starts_at IS NOT NULL
    UNION ALL
    SELECT d.day, w.starts_at, w.ends_at
      FROM day_list d JOIN weekly_hours w ON w.doctor_id = for_doctor AND w.weekday = extract(isodow FROM d.day)
     WHERE NOT EXISTS (SELECT 1 FROM schedule_overrides o WHERE o.doctor_id = for_doctor AND o.on_date = d.day)
  ), grid AS (
    SELECT h.day, clock
      FROM hours h,
           generate_series(h.day + h.starts_at, h.day + h.ends_at - make_interval(mins => minutes),
                           make_interval(mins => minutes)) AS clock
     WHERE NOT EXISTS (SELECT 1 FROM absences a WHERE a.doctor_id = for_doctor AND h.day BETWEEN a.starts_on AND a.ends_on)
  ), slots AS (
    SELECT g.day, g.clock, morocco_instant(g.clock) AS starts_at FROM grid g
  )
  SELECT s.day, s.clock::time, s.starts_at
    FROM slots s, rules r
   WHERE s.starts_at >= at_instant + make_interval(mins => r.min_notice_minutes)
     AND s.starts_at < at_instant + make_interval(days => r.horizon_days)
     AND (NOT free_only OR NOT EXISTS (
           SELECT 1 FROM appointments a
            WHERE a.doctor_id = for_doctor
              AND a.status IN ('pending', 'confirmed', 'completed', 'no_show')
              AND tstzrange(a.starts_at, a.ends_at) && tstzrange(s.starts_at, s.starts_at + make_interval(mins => minutes))))
   ORDER BY s.starts_at
$$;
