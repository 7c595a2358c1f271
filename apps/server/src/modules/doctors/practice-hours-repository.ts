import { sql, type SQL } from 'drizzle-orm';
import type { TOpenStatus } from '@tabib/shared';

/** An open status as the database says it, before its label in the reader's language. */
export type OpenStatusFact = TOpenStatus extends infer S ? (S extends unknown ? Omit<S, 'label'> : never) : never;
import type { Db } from '../../db/client.ts';
import { rowsOf } from './doctor-columns.ts';

/** A practice photo row as the page reads it (decision 074). */
export interface PracticePhotoRow {
  id: number;
  image: string;
  alt_fr: string;
  alt_en: string;
  alt_ar: string;
}

/** The week's hours, the photos and whether the practice is open now: a page's per-request facts. */
export interface PracticeFacts {
  openStatus: OpenStatusFact | null;
  hours: Array<{ weekday: number; ranges: string[] }>;
  photos: PracticePhotoRow[];
  /** Today's ISO weekday on Morocco's clock. */
  todayWeekday: number;
}

/**
 * Whether each doctor's practice is open, on Morocco's clock at the statement's time (decision 074):
 * the opening ranges of today and the 7 days after (a dated override replaces the weekday's hours,
 * an absence closes the day, as for the slots, decision 042), then the range holding the clock
 * time, or the next one to start. One statement for any number of doctors: the doctors' hours,
 * overrides and absences of the 8 days are each read once by their indexes, and the days are
 * matched against those few rows in memory (decision 082). `extras` adds the week's hours and
 * the photos (the page's columns).
 */
function openStatusStatement(ids: number[], extras: boolean): SQL {
  const extraColumns = extras
    ? sql`,
      (select coalesce(json_agg(json_build_object('weekday', x.weekday, 'ranges', x.ranges) order by x.weekday), '[]'::json)
         from (select wh.weekday,
                      json_agg(to_char(wh.starts_at, 'HH24:MI') || '–' || to_char(wh.ends_at, 'HH24:MI') order by wh.starts_at) as ranges
                 from hours wh where wh.doctor_id = w.doctor_id group by wh.weekday) x) as hours,
      (select coalesce(json_agg(json_build_object('id', p.id, 'image', p.image, 'alt_fr', p.alt_fr,
                 'alt_en', p.alt_en, 'alt_ar', p.alt_ar) order by p.position, p.id), '[]'::json)
         from practice_photos p where p.doctor_id = w.doctor_id) as photos,
      (select extract(isodow from h.t)::int from here h) as today_weekday`
    : sql``;
  const wanted = sql.param(ids);
  return sql`
    with here as (select morocco_local(now()) as t),
    wanted as (select unnest(${wanted}::int[]) as doctor_id),
    hours as materialized (
      select wh.doctor_id, wh.weekday, wh.starts_at, wh.ends_at from weekly_hours wh
       where wh.doctor_id = any(${wanted}::int[])
    ),
    overrides as materialized (
      select o.doctor_id, o.on_date, o.starts_at, o.ends_at from schedule_overrides o, here h
       where o.doctor_id = any(${wanted}::int[]) and o.on_date between h.t::date and h.t::date + 7
    ),
    away as materialized (
      select a.doctor_id, a.starts_on, a.ends_on from absences a, here h
       where a.doctor_id = any(${wanted}::int[]) and a.ends_on >= h.t::date and a.starts_on <= h.t::date + 7
    ),
    days as (
      select w.doctor_id, g.n, (h.t::date + g.n) as day
        from wanted w cross join here h cross join generate_series(0, 7) as g(n)
    ),
    ranges as (
      select d.doctor_id, d.n, d.day, r.starts_at, r.ends_at
        from days d
        cross join lateral (
          select o.starts_at, o.ends_at from overrides o
           where o.doctor_id = d.doctor_id and o.on_date = d.day and o.starts_at is not null
          union all
          select wh.starts_at, wh.ends_at from hours wh
           where wh.doctor_id = d.doctor_id and wh.weekday = extract(isodow from d.day)
             and not exists (select 1 from overrides o where o.doctor_id = d.doctor_id and o.on_date = d.day)
        ) r
       where not exists (
         select 1 from away a where a.doctor_id = d.doctor_id and d.day between a.starts_on and a.ends_on
       )
    )
    select w.doctor_id,
      exists (select 1 from hours wh where wh.doctor_id = w.doctor_id) as has_hours,
      (select to_char(r.ends_at, 'HH24:MI') from ranges r cross join here h
        where r.doctor_id = w.doctor_id and r.n = 0 and h.t::time >= r.starts_at and h.t::time < r.ends_at
        order by r.ends_at desc limit 1) as open_until,
      (select json_build_object('n', r.n, 'at', to_char(r.starts_at, 'HH24:MI'), 'weekday', extract(isodow from r.day)::int)
         from ranges r cross join here h
        where r.doctor_id = w.doctor_id and (r.n > 0 or r.starts_at > h.t::time)
        order by r.n, r.starts_at limit 1) as next_open
      ${extraColumns}
      from wanted w`;
}

interface StatusRow {
  doctor_id: number;
  has_hours: boolean;
  open_until: string | null;
  next_open: { n: number; at: string; weekday: number } | string | null;
}

function openStatusOf(row: StatusRow): OpenStatusFact | null {
  if (!row.has_hours) return null;
  if (row.open_until) return { state: 'open', until: row.open_until };
  const next = typeof row.next_open === 'string' ? JSON.parse(row.next_open) : row.next_open;
  if (!next) return { state: 'closed', opens_at: null, day: null };
  const day = next.n === 0 ? 'today' : next.n === 1 ? 'tomorrow' : next.weekday;
  return { state: 'closed', opens_at: next.at, day };
}

/** Whether each of these practices is open now (the result cards: one statement for the page of them). */
export async function findOpenStatuses(db: Db, ids: readonly number[]): Promise<Map<number, OpenStatusFact | null>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf(await db.execute(openStatusStatement([...ids], false))) as unknown as StatusRow[];
  return new Map(rows.map((row) => [Number(row.doctor_id), openStatusOf(row)]));
}

/** A json column as both engines give it: parsed (PGlite, pg) or as text. */
function parsedJson<T>(value: unknown, empty: T): T {
  if (value === null || value === undefined) return empty;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** The page's per-request practice facts, in one statement (decision 074). */
export async function findPracticeFacts(db: Db, id: number): Promise<PracticeFacts> {
  const [row] = rowsOf(await db.execute(openStatusStatement([id], true)));
  if (!row) throw new Error('the practice facts statement answers one row per doctor asked');
  return {
    openStatus: openStatusOf(row as unknown as StatusRow),
    hours: parsedJson(row.hours, []),
    photos: parsedJson(row.photos, []),
    todayWeekday: Number(row.today_weekday),
  };
}
