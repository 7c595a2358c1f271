import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/select-rows.ts';
import { isoInstant } from '../../db/instants.ts';

/**
 * The waiting list's own reads and writes (decision 070). It reads the booking tables directly
 * (appointments, visit types, booking settings, `doctor_slots`) and writes only its own.
 */
/**
 * Ends the open entries whose patient booked with the doctor after signing up ('booked') and
 * those whose date has come on Morocco's clock ('expired'); of one patient, or of everyone.
 */
export async function endFinishedEntries(db: Db, patientId?: number): Promise<void> {
  const whose = patientId === undefined ? sql`true` : sql`e.patient_id = ${patientId}::integer`;
  await db.execute(sql`
    update waitlist_entries e
       set ended_at = now(),
           end_reason = case when e.before <= (morocco_local(now()))::date then 'expired' else 'booked' end
     where e.ended_at is null and ${whose}
       and (e.before <= (morocco_local(now()))::date
            or exists (select 1 from appointments a
                        where a.doctor_id = e.doctor_id and a.patient_id = e.patient_id
                          and a.created_at > e.created_at
                          and a.status in ('pending', 'confirmed', 'completed')))`);
}

/** What signing up checks about a doctor, its visit type and the date, in one statement. */
export async function findSignUpContext(
  db: Db,
  options: { doctorId: number; visitType?: number | undefined; before: string },
) {
  const [row] = await selectRows<{
    user_id: number | null;
    bookable: boolean;
    visit_type_ok: boolean;
    date_ok: boolean;
  }>(
    db,
    sql`
    select d.user_id,
           b.doctor_id is not null and u.suspended_at is null as bookable,
           ${options.visitType ?? null}::integer is null
             or exists (select 1 from visit_types v where v.id = ${options.visitType ?? null}::integer
                           and v.doctor_id = d.id and v.archived_at is null) as visit_type_ok,
           ${options.before}::date > (morocco_local(now()))::date
             and ${options.before}::date <= (morocco_local(now()))::date + b.horizon_days + 1 as date_ok
      from doctors d
      left join booking_settings b on b.doctor_id = d.id
      left join users u on u.id = d.user_id
     where d.id = ${options.doctorId}::integer and d.is_public`,
  );
  return row;
}

/** Signs up, or updates the open entry of this patient and doctor (one at most, a unique index). */
export async function upsertEntry(
  db: Db,
  entry: { doctorId: number; patientId: number; visitType?: number | undefined; before: string },
): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`
    insert into waitlist_entries (doctor_id, patient_id, visit_type_id, before)
    values (${entry.doctorId}::integer, ${entry.patientId}::integer, ${entry.visitType ?? null}::integer, ${entry.before}::date)
    on conflict (doctor_id, patient_id) where ended_at is null
    do update set visit_type_id = excluded.visit_type_id, before = excluded.before
    returning id`,
  );
  return row!.id;
}

export interface EntryRow {
  id: number;
  doctor_id: number;
  first_name: string;
  last_name: string;
  slug: string;
  speciality_id: number | null;
  visit_type: number | null;
  label_fr: string | null;
  label_en: string | null;
  label_ar: string | null;
  before: string;
  created_at: string;
  last_offered_at: string | null;
}

/** A patient's open entries, newest first, or one of them. */
export async function findOpenEntries(db: Db, patientId: number, entryId?: number): Promise<EntryRow[]> {
  const which = entryId === undefined ? sql`true` : sql`e.id = ${entryId}::integer`;
  return selectRows<EntryRow>(
    db,
    sql`
    select e.id, e.doctor_id, d.first_name, d.last_name, d.slug, d.speciality_id, e.visit_type_id as visit_type,
           v.label_fr, v.label_en, v.label_ar, to_char(e.before, 'YYYY-MM-DD') as before,
           ${isoInstant(sql`e.created_at`)} as created_at,
           case when e.last_offered_at is null then null else ${isoInstant(sql`e.last_offered_at`)} end as last_offered_at
      from waitlist_entries e
      join doctors d on d.id = e.doctor_id
      left join visit_types v on v.id = e.visit_type_id
     where e.patient_id = ${patientId}::integer and e.ended_at is null and ${which}
     order by e.created_at desc, e.id desc`,
  );
}

/** Leaves the list: ends the patient's own open entry; false when there is none of that id. */
export async function endEntry(db: Db, patientId: number, entryId: number): Promise<boolean> {
  const ended = await selectRows<{ id: number }>(
    db,
    sql`update waitlist_entries set ended_at = now(), end_reason = 'left'
         where id = ${entryId}::integer and patient_id = ${patientId}::integer and ended_at is null returning id`,
  );
  return ended.length === 1;
}

export interface FreedTimeRow {
  id: number;
  doctor_id: number;
  starts_at: string;
  ends_at: string;
}

/**
 * Claims freed time not yet handled, each row by one process only (`FOR UPDATE SKIP LOCKED`,
 * decision 066): marked done in the claiming transaction.
 */
export async function claimFreedTimes(db: Db, limit = 50): Promise<FreedTimeRow[]> {
  return db.transaction(async (tx) =>
    selectRows<FreedTimeRow>(
      tx as unknown as Db,
      sql`
      update freed_times f set done_at = now()
        from (select id from freed_times where done_at is null order by created_at, id
              limit ${limit}::integer for update skip locked) claimed
       where f.id = claimed.id
      returning f.id, f.doctor_id, ${isoInstant(sql`f.starts_at`)} as starts_at, ${isoInstant(sql`f.ends_at`)} as ends_at`,
    ),
  );
}

export interface Candidate {
  entry_id: number;
  patient_id: number;
  visit_type_id: number;
  minutes: number;
  before: string;
}

/**
 * The doctor's open entries that may hear of a slot now, in order of sign-up: not offered within the
 * hour, with the entry's visit type or else the doctor's default one (active).
 */
export async function findCandidates(db: Db, doctorId: number): Promise<Candidate[]> {
  return selectRows<Candidate>(
    db,
    sql`
    select e.id as entry_id, e.patient_id, v.id as visit_type_id, v.duration_minutes as minutes,
           to_char(e.before, 'YYYY-MM-DD') as before
      from waitlist_entries e
      join visit_types v on v.id = coalesce(e.visit_type_id,
             (select id from visit_types where doctor_id = e.doctor_id and is_default and archived_at is null))
     where e.doctor_id = ${doctorId}::integer and e.ended_at is null and v.archived_at is null
       and (e.last_offered_at is null or e.last_offered_at <= now() - interval '1 hour')
     order by e.created_at, e.id`,
  );
}

/**
 * The free slots of a visit of `minutes` that start inside the freed range, more than two hours
 * from now and on a day before `before`, earliest first, that the patient holds no active
 * appointment with the doctor on or before.
 */
export async function findOfferableSlots(
  db: Db,
  options: { doctorId: number; patientId: number; minutes: number; start: string; end: string; before: string },
): Promise<Array<{ start: string }>> {
  return selectRows<{ start: string }>(
    db,
    sql`
    with range as (
      select (morocco_local(${options.start}::timestamptz))::date as first_day,
             (morocco_local(${options.end}::timestamptz))::date - (morocco_local(${options.start}::timestamptz))::date + 1 as days)
    select ${isoInstant(sql`s.starts_at`)} as start
      from range, doctor_slots(${options.doctorId}::integer, range.first_day, range.days::integer,
                               ${options.minutes}::integer, now(), true) s
     where s.starts_at >= ${options.start}::timestamptz and s.starts_at < ${options.end}::timestamptz
       and s.starts_at > now() + interval '2 hours'
       and s.local_date < ${options.before}::date
       and not exists (select 1 from appointments a
                        where a.doctor_id = ${options.doctorId}::integer and a.patient_id = ${options.patientId}::integer
                          and a.status in ('pending', 'confirmed') and a.starts_at <= s.starts_at)
     order by s.starts_at`,
  );
}

export interface OfferMail {
  email: string;
  locale: 'fr' | 'en' | 'ar';
  name: string;
  doctor_name: string;
  slug: string;
  speciality_id: number | null;
  local_date: string;
  local_time: string;
}

/**
 * Records an offer of `start` to an entry, once: the entry's hour must have passed (its
 * last_offered_at moves in the same statement) and the offer must be new (unique entry and start).
 * Only the process whose statement inserted the offer gets the mail's facts back and sends it.
 */
export async function recordOffer(
  db: Db,
  offer: { entryId: number; start: string; visitTypeId: number },
): Promise<OfferMail | undefined> {
  const [row] = await selectRows<OfferMail>(
    db,
    sql`
    with due as (
      update waitlist_entries set last_offered_at = now()
       where id = ${offer.entryId}::integer and ended_at is null
         and (last_offered_at is null or last_offered_at <= now() - interval '1 hour')
      returning id, patient_id, doctor_id),
    offered as (
      insert into waitlist_offers (entry_id, starts_at, visit_type_id)
      select id, ${offer.start}::timestamptz, ${offer.visitTypeId}::integer from due
      on conflict (entry_id, starts_at) do nothing
      returning entry_id)
    select u.email, u.locale, trim(u.first_name || ' ' || u.last_name) as name,
           trim(d.first_name || ' ' || d.last_name) as doctor_name, d.slug, d.speciality_id,
           to_char(morocco_local(${offer.start}::timestamptz), 'YYYY-MM-DD') as local_date,
           to_char(morocco_local(${offer.start}::timestamptz), 'HH24:MI') as local_time
      from offered join due on due.id = offered.entry_id
      join users u on u.id = due.patient_id
      join doctors d on d.id = due.doctor_id`,
  );
  return row;
}
