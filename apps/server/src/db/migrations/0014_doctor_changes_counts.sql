-- The doctor change notification also says whether the statement changed how many doctors each
-- speciality, city and gender has ("counts": true for a registration, a removal, or a doctor who
-- moved speciality, city or gender), so every process reloads its search counts only then, instead
-- of reading every doctor row each minute (issue 10, decision 036). A rating change is not one.
-- It also says whether names may have gained words ("names": a registration or a renamed doctor),
-- so a search for an unknown word reads the new words of the name vocabulary only then.
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
      WHERE (old_rows.speciality_id, old_rows.city_id, old_rows.gender)
        IS DISTINCT FROM (new_rows.speciality_id, new_rows.city_id, new_rows.gender)
    ) INTO counts;
    SELECT exists (
      SELECT FROM old_rows JOIN new_rows USING (id) WHERE old_rows.name_search IS DISTINCT FROM new_rows.name_search
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
