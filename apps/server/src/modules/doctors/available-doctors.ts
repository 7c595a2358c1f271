import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ChannelListener, Database } from '../../db/client.ts';
import { upcomingSlots, type ShownSlot } from '../booking/index.ts';
import { findAvailableDoctorRows, type AvailableDoctorRow } from './availability-search-repository.ts';
import type { DoctorFilters } from './doctor-filters.ts';

/** The channel the `doctor_next_slots` triggers announce changed next slots on (migration 0022). */
const channel = 'doctor_next_slots';

const ZNextSlotChanges = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ doctors: z.array(z.number().int()) }),
]);

/**
 * The doctors who take bookings, kept in memory (decision 043) with their first free
 * instant and the next slots a result card shows: a search by availability counts them (of 33,000
 * bookable doctors, a city or a speciality matches thousands, and counting them in the database on
 * each search cost more than the page), and every search shows a result's next slots, without a
 * statement. About 33,000 small entries: the filters are applied to all of them in well under a
 * millisecond, against the clock of the request.
 *
 * They stay right whichever process changed them: the database announces every doctor whose next
 * free slots changed (a booking, a cancellation, a schedule change, the minute's refresh), and
 * those are read again before the next read; a doctor added, removed or moved (the doctor change
 * notifications, `invalidate`), a missed announcement, or `maxAgeMs` reload them all.
 */
export interface AvailableDoctors {
  /**
   * Public doctors matching the filters whose first free slot starts before `until` (ms since
   * 1970); with `member`, only those it accepts (the practical filters, decision 076).
   */
  count(filters: Omit<DoctorFilters, 'nameWords'>, until: number, member?: (id: number) => boolean): Promise<number>;
  /** Whether a doctor's first free slot starts before `until`: a search around a point by availability (decision 079). */
  members(until: number): Promise<(id: number) => boolean>;
  /**
   * The next slots not begun at `now` (an ISO instant) of those doctors who take bookings (an
   * empty list when none is free within 14 days); a doctor who does not is absent.
   */
  nextSlots(doctorIds: readonly number[], now: string): Promise<Map<number, ShownSlot[]>>;
  /** These doctors' next slots changed: read them again before the next read. */
  reread(doctorIds: readonly number[]): void;
  /** Read every doctor again before the next read. */
  invalidate(): void;
}

interface Entries {
  positions: Map<number, number>;
  ids: number[];
  specialities: number[];
  cities: number[];
  genders: string[];
  /** NaN for a doctor with no free slot within 14 days, or no longer taking bookings. */
  nextAt: number[];
  /** Undefined for a doctor no longer taking bookings (or no longer public). */
  shown: Array<ShownSlot[] | undefined>;
}

function emptyEntries(): Entries {
  return { positions: new Map(), ids: [], specialities: [], cities: [], genders: [], nextAt: [], shown: [] };
}

function put(entries: Entries, row: AvailableDoctorRow): void {
  let position = entries.positions.get(row.id);
  if (position === undefined) {
    position = entries.nextAt.length;
    entries.positions.set(row.id, position);
  }
  entries.ids[position] = row.id;
  entries.specialities[position] = row.specialityId ?? -1;
  entries.cities[position] = row.cityId ?? -1;
  entries.genders[position] = row.gender;
  entries.nextAt[position] = row.nextAt;
  entries.shown[position] = row.shown;
}

export function createAvailableDoctors({
  database,
  maxAgeMs = 10 * 60_000,
}: {
  database: Database;
  maxAgeMs?: number;
}): AvailableDoctors {
  const { db } = database;
  let entries: Promise<Entries> | undefined;
  let loadedAt = 0;
  let pending = new Set<number>();

  const load = async (): Promise<Entries> => {
    const loaded = emptyEntries();
    for (const row of await findAvailableDoctorRows(db)) put(loaded, row);
    return loaded;
  };

  const current = async (): Promise<Entries> => {
    if (!entries || Date.now() - loadedAt > maxAgeMs) {
      loadedAt = Date.now();
      pending = new Set();
      entries = load();
      entries.catch(() => {
        entries = undefined;
      });
    }
    const loaded = await entries;
    if (pending.size > 0) {
      const ids = [...pending];
      pending = new Set();
      const found = await findAvailableDoctorRows(db, ids);
      // A doctor no longer taking bookings (no visit type left, hidden) has no row: forgotten.
      for (const id of ids) {
        const position = loaded.positions.get(id);
        if (position === undefined) continue;
        loaded.nextAt[position] = Number.NaN;
        loaded.shown[position] = undefined;
      }
      for (const row of found) put(loaded, row);
    }
    return loaded;
  };

  return {
    async count(filters, until, member) {
      const { ids, specialities, cities, genders, nextAt } = await current();
      const wantedSpecialities = filters.specialityIds;
      const wantedCities = filters.cityIds;
      const wantedGender = filters.gender;
      let total = 0;
      for (let position = 0; position < nextAt.length; position += 1) {
        if (!((nextAt[position] as number) < until)) continue;
        if (wantedSpecialities && !wantedSpecialities.includes(specialities[position] as number)) continue;
        if (wantedCities && !wantedCities.includes(cities[position] as number)) continue;
        if (wantedGender && genders[position] !== wantedGender) continue;
        if (member && !member(ids[position] as number)) continue;
        total += 1;
      }
      return total;
    },
    async members(until) {
      const { positions, nextAt } = await current();
      return (id) => (nextAt[positions.get(id) ?? -1] as number) < until;
    },
    async nextSlots(doctorIds, now) {
      const { positions, shown } = await current();
      const found = new Map<number, ShownSlot[]>();
      for (const id of doctorIds) {
        const slots = shown[positions.get(id) ?? -1];
        if (slots) found.set(id, upcomingSlots(slots, now));
      }
      return found;
    },
    reread(doctorIds) {
      for (const id of doctorIds) pending.add(id);
    },
    invalidate() {
      entries = undefined;
    },
  };
}

/** Hears the next slot changes of every process (migration 0022) and passes them on. */
export function followNextSlotChanges({
  database,
  available,
  log,
}: {
  database: Database;
  available: AvailableDoctors;
  log: FastifyBaseLogger;
}): Promise<ChannelListener> {
  return database.listen(channel, {
    onMessage: (payload) => {
      const parsed = ZNextSlotChanges.safeParse(parseJson(payload));
      if (parsed.success && 'doctors' in parsed.data) available.reread(parsed.data.doctors);
      else {
        if (!parsed.success) log.warn({ payload }, 'an unreadable next slot notification: every doctor is read again');
        available.invalidate();
      }
    },
    onGap: () => {
      log.warn('next slot notifications may have been missed: every doctor is read again');
      available.invalidate();
    },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
