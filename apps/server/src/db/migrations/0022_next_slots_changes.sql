-- A change of a doctor's next free slot (doctor_next_slots, decision 042) is announced on the
-- channel `doctor_next_slots` when its transaction commits, as the doctors' own changes are
-- (migration 0003): every process keeps the doctors free to book in memory to count a search by
-- availability without reading them all (decision 043), and re-reads only the doctors named. A
-- rewrite that leaves the first slot where it was says nothing; more than 200 doctors at once say
-- "all" (a seed, a bulk refresh).
CREATE FUNCTION notify_next_slot_changes() RETURNS trigger LANGUAGE plpgsql AS $$
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
       WHERE old_rows.next_at IS DISTINCT FROM new_rows.next_at LIMIT 201) AS rows;
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
--> statement-breakpoint
CREATE TRIGGER doctor_next_slots_inserted AFTER INSERT ON doctor_next_slots REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_next_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_next_slots_updated AFTER UPDATE ON doctor_next_slots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_next_slot_changes();
--> statement-breakpoint
CREATE TRIGGER doctor_next_slots_deleted AFTER DELETE ON doctor_next_slots REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_next_slot_changes();
