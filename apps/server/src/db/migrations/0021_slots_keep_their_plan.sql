-- doctor_slots (decision 042) in PL/pgSQL: its statements keep one generic plan within a connection
-- (the SQL version was inlined and planned again on every call, and PL/pgSQL's custom plans for
-- each doctor cost as much: planning was most of a week's cost), and the appointments of the period
-- are gathered once into a multirange of busy times, instead of one index probe per candidate slot.
-- Same arguments, same rows.
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
  step interval := make_interval(mins => minutes);
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
       AND tstzrange(a.starts_at, a.ends_at) && tstzrange(
             morocco_instant(first_day::timestamp) - interval '1 day',
             morocco_instant((first_day + day_count)::timestamp) + interval '1 day');
  END IF;
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
   ORDER BY g.instant;
END
$$;
