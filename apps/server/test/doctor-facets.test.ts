import { describe, expect, it } from 'vitest';
import type { DoctorFacetRow } from '../src/modules/doctors/doctor-facet-repository.ts';
import { placePageInFacetTable } from '../src/modules/doctors/doctor-facet-places.ts';
import { buildFacetTable, countInFacetTable, pageInFacetTable } from '../src/modules/doctors/doctor-facets.ts';
import { hideInFacetTable, updateFacetTable } from '../src/modules/doctors/doctor-facet-updates.ts';
import { distanceKm } from '../src/modules/doctors/doctor-places.ts';
import { createRandom } from '../src/seed/random.ts';

/**
 * The facet table's pages (decision 076) against the ranking order computed afresh: after reviews
 * move doctors up and down, a filtered page is still the next ten in ranking order.
 */
const names = ['Alami', 'Bennani', 'Chraibi', 'Idrissi', 'Tazi'];

function doctorRow(id: number, random: () => number): DoctorFacetRow {
  return {
    id,
    specialityId: 1 + (id % 3),
    cityId: 10 + (id % 4),
    gender: id % 2 ? 'M' : 'F',
    coverage: id % 3 ? ['cnss-amo'] : [],
    conventionne: id % 5 !== 0,
    acceptsNewPatients: true,
    opensEvening: false,
    opensSaturday: id % 2 === 0,
    languages: ['ar', 'fr'],
    priceMin: 200,
    rankScore: Math.round(random() * 40) / 10,
    ratingCount: Math.floor(random() * 5),
    lastName: names[id % names.length]!,
    firstName: 'Amina',
    latitude: 33.5 + random() * 0.2,
    longitude: -7.7 + random() * 0.2,
    locationSource: id % 4 ? 'doctor' : 'quarter',
    quarterId: id % 4 ? null : 1 + (id % 3),
  };
}

function rankOrder(rows: DoctorFacetRow[]): DoctorFacetRow[] {
  return [...rows].sort(
    (a, b) =>
      b.rankScore - a.rankScore ||
      b.ratingCount - a.ratingCount ||
      (a.lastName < b.lastName ? -1 : a.lastName > b.lastName ? 1 : 0) ||
      a.id - b.id,
  );
}

describe('facet table pages', () => {
  it('keeps pages in ranking order while reviews move doctors', () => {
    const random = createRandom(11).next;
    const rows = Array.from({ length: 400 }, (_, index) => doctorRow(index + 1, random));
    const table = buildFacetTable(rankOrder(rows));
    const filters = { specialityIds: [2], coverage: 'cnss-amo', open: 'saturday' as const };
    const matches = (row: DoctorFacetRow) =>
      row.specialityId === 2 && row.coverage.includes('cnss-amo') && row.opensSaturday;
    for (let round = 0; round < 30; round += 1) {
      const moved = rows[Math.floor(random() * rows.length)]!;
      moved.rankScore = Math.round(random() * 40) / 10;
      moved.ratingCount += 1;
      updateFacetTable(table, [moved]);
      const expected = rankOrder(rows.filter(matches)).map((row) => row.id);
      expect(countInFacetTable(table, filters)).toBe(expected.length);
      for (const offset of [0, 10, 20])
        expect(pageInFacetTable(table, filters, offset, 10)).toEqual(expected.slice(offset, offset + 10));
      const inCities = rankOrder(rows.filter((row) => row.cityId === 11 || row.cityId === 12)).map((row) => row.id);
      expect(pageInFacetTable(table, { cityIds: [11, 12], newPatients: true }, 10, 10)).toEqual(inCities.slice(10, 20));
    }
  });

  it('adds a doctor new to search and moves one to another speciality, city or quarter, without a reload', () => {
    const random = createRandom(3).next;
    const rows = Array.from({ length: 300 }, (_, index) => doctorRow(index + 1, random));
    const table = buildFacetTable(rankOrder(rows));
    const centre = { latitude: 33.6, longitude: -7.6 };
    for (let round = 0; round < 40; round += 1) {
      // Past the table's first arrays: they grow.
      const added = doctorRow(1000 + round, random);
      rows.push(added);
      const moved = rows[Math.floor(random() * rows.length)]!;
      moved.specialityId = 1 + Math.floor(random() * 3);
      moved.cityId = 10 + Math.floor(random() * 4);
      moved.quarterId = random() < 0.5 ? null : 1 + Math.floor(random() * 3);
      moved.rankScore = Math.round(random() * 40) / 10;
      // The same doctor back and forth between two specialities and two cities.
      const shuttle = rows[0]!;
      shuttle.specialityId = 1 + (round % 2);
      shuttle.cityId = 10 + (round % 2);
      updateFacetTable(table, [added, moved, shuttle]);
      const ranked = rankOrder(rows);
      for (const filters of [
        {},
        { specialityIds: [2] },
        { cityIds: [11] },
        { specialityIds: [1], cityIds: [12] },
      ] as Array<{ specialityIds?: number[]; cityIds?: number[] }>) {
        const expected = ranked
          .filter(
            (row) =>
              (!filters.specialityIds || filters.specialityIds.includes(row.specialityId!)) &&
              (!filters.cityIds || filters.cityIds.includes(row.cityId!)),
          )
          .map((row) => row.id);
        const withPractice = { ...filters, newPatients: true as const };
        expect(countInFacetTable(table, withPractice)).toBe(expected.length);
        expect(pageInFacetTable(table, withPractice, 0, 1000)).toEqual(expected);
      }
      const inQuarter = rows.filter((row) => row.quarterId === 2).map((row) => row.id);
      const quarterPage = placePageInFacetTable(
        table,
        { quarterIds: [2] },
        { order: 'rank', origin: centre, offset: 0, size: 1000 },
      );
      expect(quarterPage.ids).toEqual(ranked.filter((row) => inQuarter.includes(row.id)).map((row) => row.id));
      const near = placePageInFacetTable(
        table,
        { near: centre, radiusKm: 40 },
        { order: 'rank', origin: centre, offset: 0, size: 10 },
      );
      expect(near.count).toBe(rows.length);
      expect(near.ids).toEqual(ranked.slice(0, 10).map((row) => row.id));
    }
  });

  it('keeps pages around a point nearest first while doctors move their pin and reviews move them', () => {
    const random = createRandom(17).next;
    const rows = Array.from({ length: 600 }, (_, index) => doctorRow(index + 1, random));
    const table = buildFacetTable(rankOrder(rows));
    const centre = { latitude: 33.58, longitude: -7.63 };
    const filters = { near: centre, radiusKm: 6, coverage: 'cnss-amo' };
    const distance = (row: DoctorFacetRow) =>
      distanceKm(centre.latitude, centre.longitude, row.latitude!, row.longitude!);
    const ranked = rankOrder(rows).map((row) => row.id);
    const expected = (order: 'rank' | 'distance') => {
      const inside = rows.filter((row) => distance(row) <= 6 && row.coverage.includes('cnss-amo'));
      const byRank = (a: DoctorFacetRow, b: DoctorFacetRow) => ranked.indexOf(a.id) - ranked.indexOf(b.id);
      return [...inside]
        .sort((a, b) => (order === 'distance' ? distance(a) - distance(b) : 0) || byRank(a, b))
        .map((row) => row.id);
    };
    for (let round = 0; round < 20; round += 1) {
      // A pin moved across the grid (about 11 km), and a review that moves another doctor.
      const pinned = rows[Math.floor(random() * rows.length)]!;
      pinned.latitude = 33.5 + random() * 0.2;
      pinned.longitude = -7.7 + random() * 0.2;
      const reviewed = rows[Math.floor(random() * rows.length)]!;
      reviewed.rankScore = Math.round(random() * 40) / 10;
      updateFacetTable(table, [pinned, reviewed]);
      ranked.splice(0, ranked.length, ...rankOrder(rows).map((row) => row.id));
      for (const order of ['distance', 'rank'] as const) {
        const all = expected(order);
        expect(all.length).toBeGreaterThan(20);
        for (const offset of [0, 10, 20]) {
          const page = placePageInFacetTable(table, filters, { order, origin: centre, offset, size: 10 });
          expect(page.count).toBe(all.length);
          expect(page.ids).toEqual(all.slice(offset, offset + 10));
        }
      }
    }
  });

  it('pages a circle with or without a speciality from its grid cells as every doctor tested one by one would', () => {
    // 3,000 doctors over about 22 km square: a 15 km circle holds whole cells, a 1 km one none.
    const random = createRandom(23).next;
    const rows = Array.from({ length: 3000 }, (_, index) => doctorRow(index + 1, random));
    const table = buildFacetTable(rankOrder(rows));
    const centre = { latitude: 33.6, longitude: -7.6 };
    const hidden = new Set<number>();
    const distance = (row: DoctorFacetRow) =>
      distanceKm(centre.latitude, centre.longitude, row.latitude!, row.longitude!);
    for (let round = 0; round < 8; round += 1) {
      const pinned = rows[Math.floor(random() * rows.length)]!;
      pinned.latitude = centre.latitude + (random() - 0.5) * 0.02;
      pinned.longitude = centre.longitude + (random() - 0.5) * 0.02;
      updateFacetTable(table, [pinned]);
      const gone = rows[Math.floor(random() * rows.length)]!;
      hideInFacetTable(table, gone.id);
      hidden.add(gone.id);
      const ranked = rankOrder(rows).map((row) => row.id);
      for (const radiusKm of [1, 6, 15])
        for (const specialityIds of [undefined, [2], [1, 3]]) {
          const inside = rows.filter(
            (row) =>
              !hidden.has(row.id) &&
              distance(row) <= radiusKm &&
              (!specialityIds || specialityIds.includes(row.specialityId!)),
          );
          expect(inside.length).toBeGreaterThan(0);
          for (const order of ['distance', 'rank'] as const) {
            const all = [...inside]
              .sort(
                (a, b) =>
                  (order === 'distance' ? distance(a) - distance(b) : 0) || ranked.indexOf(a.id) - ranked.indexOf(b.id),
              )
              .map((row) => row.id);
            for (const offset of [0, 20, all.length]) {
              const filters = { near: centre, radiusKm, specialityIds };
              const page = placePageInFacetTable(table, filters, { order, origin: centre, offset, size: 10 });
              expect(page.count).toBe(all.length);
              expect(page.ids).toEqual(all.slice(offset, offset + 10));
            }
          }
        }
    }
  });
});
