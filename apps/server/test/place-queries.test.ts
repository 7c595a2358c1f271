import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { foldSearchText } from '@tabib/shared';
import { describe, expect, it } from 'vitest';
import { buildReferenceEntries } from '../src/modules/reference/reference-entries.ts';
import { matchReference, type ReferenceEntry } from '../src/modules/reference/reference-matcher.ts';

// The place-and-speciality test set of decision 077: what patients type in French, Arabic and
// Arabizi, each with the speciality, city or quarter they mean, which must come in the first three.

interface PlaceQuery {
  q: string;
  field: 'speciality' | 'city' | 'quarter';
  city?: string;
  expect: string;
  lang: 'fr' | 'ar' | 'arabizi' | 'en';
}

const placeQueries = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/place-queries.json'), 'utf8'),
) as PlaceQuery[];
const entries = buildReferenceEntries();
const requiredRate = 0.95;

function entriesFor(query: PlaceQuery): readonly ReferenceEntry[] {
  if (query.field === 'speciality') return entries.specialities;
  if (query.field === 'city') return entries.cities;
  return entries.quarters.filter((quarter) => quarter.citySlug === query.city);
}

type Matcher = (list: readonly ReferenceEntry[], text: string) => { entry: ReferenceEntry }[];

/** The share of queries whose expected entry is among the first three answers, and the misses. */
function measure(match: Matcher): { rate: number; misses: string[] } {
  const misses: string[] = [];
  for (const query of placeQueries) {
    const firstThree = match(entriesFor(query), query.q)
      .slice(0, 3)
      .map((found) => found.entry.slug);
    if (!firstThree.includes(query.expect)) {
      misses.push(`${query.lang} ${query.field} "${query.q}" → [${firstThree.join(', ')}], expected ${query.expect}`);
    }
  }
  return { rate: 1 - misses.length / placeQueries.length, misses };
}

describe('the place-and-speciality test set (decision 077)', () => {
  it('holds at least 220 queries, about a third each in French, Arabic and Arabizi, with answers that exist', () => {
    expect(placeQueries.length).toBeGreaterThanOrEqual(220);
    for (const lang of ['fr', 'ar', 'arabizi'] as const) {
      const share = placeQueries.filter((query) => query.lang === lang).length / placeQueries.length;
      expect(share, lang).toBeGreaterThan(0.25);
    }
    for (const query of placeQueries) {
      expect(
        entriesFor(query).map((entry) => entry.slug),
        `${query.q}`,
      ).toContain(query.expect);
    }
  });

  it(`finds the expected speciality, city or quarter in the first three for ${requiredRate * 100} % of them`, () => {
    const { rate, misses } = measure(matchReference);
    console.info(
      `place queries: ${placeQueries.length}, top-3 rate ${(rate * 100).toFixed(1)} %` +
        (misses.length ? `\nmisses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(rate).toBeGreaterThanOrEqual(requiredRate);
  });

  it('is a set a weaker matcher fails: labels and synonyms compared as written miss too many', () => {
    const asWritten: Matcher = (list, text) => {
      const query = foldSearchText(text);
      return list.filter((entry) => entry.terms.includes(query)).map((entry) => ({ entry }));
    };
    expect(measure(asWritten).rate).toBeLessThan(requiredRate);
  });
});
