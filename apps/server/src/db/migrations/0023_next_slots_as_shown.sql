-- The kept next slots (decision 042) also as a search result shows them, computed on Morocco's clock
-- when the row is written, instead of on every search: formatting the slots of twenty results cost
-- a search more than finding them (issue 11's speed bar). Rows kept before are filled in here.
ALTER TABLE "doctor_next_slots" ADD COLUMN "shown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE doctor_next_slots SET shown = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
           'start', to_char(s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'local_date', to_char(morocco_local(s), 'YYYY-MM-DD'),
           'local_time', to_char(morocco_local(s), 'HH24:MI')) ORDER BY s)
    FROM unnest(slots) AS s), '[]'::jsonb);
