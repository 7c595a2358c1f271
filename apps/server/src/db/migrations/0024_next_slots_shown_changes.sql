-- The next free slots as shown (migration 0023) are now kept in every process's memory beside the
-- first free instant (decision 043), so that a search reads a result's three next slots without a
-- statement: an update is announced when the slots shown change, not only the first one (a
-- patient booking the second slot of a doctor changes what the cards show).
CREATE OR REPLACE FUNCTION notify_next_slot_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(doctor_id) INTO changed FROM (SELECT doctor_id FROM new_rows LIMIT 201) AS rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(doctor_id) INTO changed FROM (SELECT doctor_id FROM old_rows LIMIT 201) AS rows;
  ELSE
    SELECT array_agg(doctor_id) INTO changed FROM (
      SELECT new_rows.doctor_id FROM old_rows JOIN new_rows USING (doctor_id)
       WHERE old_rows.next_at IS DISTINCT FROM new_rows.next_at
          OR old_rows.shown IS DISTINCT FROM new_rows.shown LIMIT 201) AS rows;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(changed) > 200 THEN
    PERFORM pg_notify('doctor_next_slots', '{"all":true}');
  ELSE
    PERFORM pg_notify('doctor_next_slots', jsonb_build_object('doctors', changed)::text);
  END IF;
  RETURN NULL;
END;
$$;
