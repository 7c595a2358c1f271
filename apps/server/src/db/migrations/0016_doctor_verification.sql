CREATE TABLE "doctor_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"doctor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ordre_number" text NOT NULL,
	"inpe_number" text NOT NULL,
	"document" "bytea",
	"document_type" text NOT NULL,
	"document_bytes" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"document_erased_at" timestamp with time zone,
	CONSTRAINT "doctor_verifications_status_check" CHECK ("doctor_verifications"."status" in ('submitted', 'approved', 'rejected')),
	CONSTRAINT "doctor_verifications_document_type_check" CHECK ("doctor_verifications"."document_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (user_id is null or verified_at is not null) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "doctor_verifications" ADD CONSTRAINT "doctor_verifications_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_verifications" ADD CONSTRAINT "doctor_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_verifications" ADD CONSTRAINT "doctor_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_verifications_one_waiting" ON "doctor_verifications" USING btree ("doctor_id") WHERE "doctor_verifications"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "doctor_verifications_queue" ON "doctor_verifications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "moderation_log_created" ON "moderation_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("users"."staff_role" in ('moderator', 'admin'));--> statement-breakpoint
-- The moderation log is append-only (issue 12: "nobody can edit"), whoever connects.
CREATE FUNCTION refuse_moderation_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON moderation_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_moderation_log_change();
--> statement-breakpoint
-- Only public doctors are in the name index (decision 038): a pending account's page is found by no
-- name. Its words still join the vocabulary, which only says that a word exists.
CREATE OR REPLACE FUNCTION insert_doctor_name_ranks(changed doctors[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO doctor_name_ranks
      (word_id, doctor_id, rank_score, rating_count, last_name, first_name, speciality_id, city_id, gender, word_ids)
    SELECT word_id, doctor.id, doctor.rank_score, doctor.rating_count, doctor.last_name, doctor.first_name,
        doctor.speciality_id, doctor.city_id, doctor.gender, named.word_ids
      FROM unnest(changed) AS doctor
      CROSS JOIN LATERAL (
        SELECT array_agg(DISTINCT words.id ORDER BY words.id) AS word_ids
          FROM unnest(doctor.name_words) AS name(word) JOIN doctor_name_words AS words ON words.word = name.word
      ) AS named
      CROSS JOIN unnest(named.word_ids) AS word_id
      WHERE doctor.is_public;
$$;
--> statement-breakpoint
-- A page that becomes public (verified) or stops being so gets, or loses, its rows.
CREATE TRIGGER doctors_name_ranks_visibility AFTER UPDATE OF user_id, verified_at ON doctors
  FOR EACH ROW WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public)
  EXECUTE FUNCTION add_renamed_doctor_name_words();
--> statement-breakpoint
-- Accounts' pages existing before verification was required have been checked by nobody: pending.
DELETE FROM doctor_name_ranks USING doctors WHERE doctors.id = doctor_name_ranks.doctor_id AND NOT doctors.is_public;
--> statement-breakpoint
-- A doctor who becomes public or stops being so changes the search counts, as a move does.
CREATE OR REPLACE FUNCTION notify_doctor_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
  part jsonb;
  counts boolean := TG_OP <> 'UPDATE';
  names boolean := TG_OP = 'INSERT';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('slug', slug, 'speciality', speciality_id, 'city', city_id)), '[]')
      INTO part FROM (SELECT slug, speciality_id, city_id FROM new_rows LIMIT 51) AS rows;
    changed := changed || part;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('slug', slug, 'speciality', speciality_id, 'city', city_id)), '[]')
      INTO part FROM (SELECT slug, speciality_id, city_id FROM old_rows LIMIT 51) AS rows;
    changed := changed || part;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT exists (
      SELECT FROM old_rows JOIN new_rows USING (id)
      WHERE (old_rows.speciality_id, old_rows.city_id, old_rows.gender, old_rows.is_public)
        IS DISTINCT FROM (new_rows.speciality_id, new_rows.city_id, new_rows.gender, new_rows.is_public)
    ) INTO counts;
    SELECT exists (
      SELECT FROM old_rows JOIN new_rows USING (id)
      WHERE old_rows.name_search IS DISTINCT FROM new_rows.name_search OR old_rows.is_public IS DISTINCT FROM new_rows.is_public
    ) INTO names;
  END IF;
  IF jsonb_array_length(changed) = 0 THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length(changed) > 50 THEN
    PERFORM pg_notify('doctor_changes', '{"all":true}');
  ELSE
    PERFORM pg_notify('doctor_changes', jsonb_build_object('doctors', changed, 'counts', counts, 'names', names)::text);
  END IF;
  RETURN NULL;
END;
$$;
