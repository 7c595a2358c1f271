-- Every change to a doctor row (a review's new rating summary, a profile edit, a registration, a
-- seed run) is announced on the channel `doctor_changes` when its transaction commits, so every
-- server process on this database drops what it has cached about that doctor (decision 027).
-- One notification per statement: the rows' slugs, specialities and cities (before and after), or
-- {"all": true} when a statement changed more rows than a notification should carry.
CREATE FUNCTION notify_doctor_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := '[]'::jsonb;
  part jsonb;
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
  IF jsonb_array_length(changed) = 0 THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length(changed) > 50 THEN
    PERFORM pg_notify('doctor_changes', '{"all":true}');
  ELSE
    PERFORM pg_notify('doctor_changes', jsonb_build_object('doctors', changed)::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER doctors_inserted AFTER INSERT ON doctors REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_doctor_changes();
--> statement-breakpoint
CREATE TRIGGER doctors_updated AFTER UPDATE ON doctors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_doctor_changes();
--> statement-breakpoint
CREATE TRIGGER doctors_deleted AFTER DELETE ON doctors REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_doctor_changes();
