import {
  mapPinLimit,
  slugifySpeciality,
  type Locale,
  type TDoctorMap,
  type TLocationInput,
  type TQuarterSuggestions,
} from '@tabib/shared';
import type { z } from 'zod';
import type { ZDoctorMapQuery, ZQuarterSuggestionQuery } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { matchReference, suggestReference, type ReferenceCatalog } from '../reference/index.ts';
import { logModeration } from '../staff-log/index.ts';
import type { DoctorCounts } from './doctor-counts.ts';
import { findDoctorOwnedBy } from './doctor-repository.ts';
import { resolveFilters } from './doctor-search.ts';
import { namedDoctorIds } from './place-search.ts';
import type { NameVocabulary } from './name-vocabulary.ts';
import { findPinRows, placeDoctor, setDoctorQuarter } from './place-repository.ts';

export interface PlaceServiceDependencies {
  database: Database;
  catalog: ReferenceCatalog;
  counts: DoctorCounts;
  names: NameVocabulary;
}

/** Quarter suggestions show this many (as the speciality and city boxes, decision 011). */
const suggestionLimit = 8;

/**
 * Where practices are (decision 079): the quarters a patient or a doctor picks from, the pins of a
 * results map, and the pin a doctor or a moderator places.
 */
export function createPlaceService({ database, catalog, counts, names }: PlaceServiceDependencies) {
  const { db } = database;

  /** GET /api/doctors/quarter-suggestions/: the city as its slug or as typed, its best matching quarters. */
  async function suggestQuarters(options: {
    criteria: z.output<typeof ZQuarterSuggestionQuery>;
    locale: Locale;
  }): Promise<TQuarterSuggestions> {
    const cities = await catalog.cities();
    const city =
      cities.find((entry) => entry.slug === options.criteria.city) ??
      matchReference(cities, options.criteria.city)[0]?.entry;
    if (!city) return { suggestions: [] };
    const quarters = await catalog.quarters(city.id);
    return {
      suggestions: suggestReference(quarters, options.criteria.q, suggestionLimit).map((entry) => ({
        slug: entry.slug,
        label: entry.labels[options.locale],
        city_slug: city.slug,
        latitude: entry.centre!.latitude,
        longitude: entry.centre!.longitude,
      })),
    };
  }

  /**
   * GET /api/doctors/doctor-map/: the pins of a search inside a map view, best ranked first, at most
   * `mapPinLimit`; a typed name narrows them to its matches, as a search does.
   */
  async function findDoctorMap(options: { criteria: z.output<typeof ZDoctorMapQuery> }): Promise<TDoctorMap> {
    const { bbox, ...criteria } = options.criteria;
    const filters = await resolveFilters(catalog, { ...criteria, order: 'rank' });
    if (!filters) return { pins: [], count: 0, truncated: false };
    let member: ((id: number) => boolean) | undefined;
    if (filters.nameWords) {
      const named = await namedDoctorIds(db, names, filters, filters.nameWords);
      member = (id) => named.has(id);
    }
    const facetFilters = { ...filters };
    delete facetFilters.nameWords;
    const found = await counts.pins({ ...facetFilters, box: bbox }, mapPinLimit, member);
    const rows = await findPinRows(
      db,
      found.pins.map((pin) => pin.id),
    );
    const pins = [];
    for (const pin of found.pins) {
      const row = rows.get(pin.id);
      if (!row) continue;
      const speciality = row.specialityId ? await catalog.specialityById(row.specialityId) : undefined;
      pins.push({
        slug: row.slug,
        speciality_slug: slugifySpeciality(speciality?.labels.fr),
        latitude: pin.latitude,
        longitude: pin.longitude,
        approximate: pin.approximate,
      });
    }
    return { pins, count: found.count, truncated: found.count > pins.length };
  }

  /** The signed-in doctor's pin (decision 079): published at once, logged for moderators to see. */
  async function placeOwnPin(options: { userId: number; point: TLocationInput | null }): Promise<void> {
    const doctor = await findDoctorOwnedBy(db, options.userId);
    if (!doctor) throw new NotFound('doctor_not_found');
    await db.transaction(async (tx) => {
      await placeDoctor(tx, doctor.id, options.point, 'doctor');
      await logPin(tx, { actorId: options.userId, doctorId: doctor.id, point: options.point, by: 'doctor' });
    });
  }

  /** The signed-in doctor's quarter, a slug of the practice's city; null removes it. */
  async function setOwnQuarter(options: { userId: number; quarter: string | null }): Promise<void> {
    const doctor = await findDoctorOwnedBy(db, options.userId);
    if (!doctor) throw new NotFound('doctor_not_found');
    let quarterId: number | null = null;
    if (options.quarter !== null) {
      const quarters = doctor.cityId ? await catalog.quarters(doctor.cityId) : [];
      const quarter = quarters.find((entry) => entry.slug === options.quarter);
      if (!quarter) throw new Invalid('unknown_quarter', [{ field: 'body.quarter', key: 'unknown_quarter' }]);
      quarterId = quarter.id;
    }
    await setDoctorQuarter(db, doctor.id, quarterId);
  }

  /** PUT /api/admin/doctors/{id}/location/: a moderator places (or removes) a practice's pin, logged. */
  async function placePinAsStaff(options: { actorId: number; doctorId: number; point: TLocationInput | null }) {
    await db.transaction(async (tx) => {
      const placed = await placeDoctor(tx, options.doctorId, options.point, 'moderator');
      if (!placed) throw new NotFound('doctor_not_found');
      await logPin(tx, { ...options, by: 'moderator' });
    });
  }

  return { suggestQuarters, findDoctorMap, placeOwnPin, setOwnQuarter, placePinAsStaff };
}

export type PlaceService = ReturnType<typeof createPlaceService>;

/**
 * A pin placed or removed, in the moderation log with the point (decision 079): `location.set` and
 * `location.clear` by a moderator, `location.doctor_set` and `location.doctor_clear` by the doctor.
 */
async function logPin(
  db: Parameters<typeof logModeration>[0],
  pin: { actorId: number; doctorId: number; point: TLocationInput | null; by: 'doctor' | 'moderator' },
): Promise<void> {
  const who = pin.by === 'doctor' ? 'doctor_' : '';
  await logModeration(db, {
    actorId: pin.actorId,
    action: `location.${who}${pin.point ? 'set' : 'clear'}`,
    targetType: 'doctor',
    targetId: pin.doctorId,
    reason: pin.point ? `${pin.point.latitude},${pin.point.longitude}` : '',
  });
}
