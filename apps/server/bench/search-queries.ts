import { cities } from '../src/db/reference/cities.ts';
import { familyNames, firstNamesFemale, firstNamesMale } from '../src/db/reference/names.ts';
import { specialities } from '../src/db/reference/specialities.ts';
import { createRandom, createWeightedPicker, type Random } from '../src/seed/random.ts';

/** A realistic typo: one letter dropped or two neighbours swapped, away from the first letter. */
function misspell(random: Random, word: string): string {
  if (word.length < 5) return word;
  const at = random.int(1, word.length - 2);
  return random.chance(0.5)
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/**
 * At least `count` distinct search query strings as patients type them: speciality × city ×
 * gender × page in French, English and Arabic, synonyms, misspellings, names (Latin and Arabic,
 * with typos), and the empty search. Ordered from most to least popular, for a Zipf draw.
 */
export function buildSearchQueries(count: number, seed = 1): string[] {
  const random = createRandom(seed);
  const byPopularity = [...specialities].sort((a, b) => b.weight - a.weight);
  const citiesByPopularity = [...cities].sort((a, b) => b.weight - a.weight);
  const queries = new Set<string>(['']);
  const add = (params: Record<string, string>) => queries.add(new URLSearchParams(params).toString());
  const specialityText = (index: number) => {
    const entry = byPopularity[index % byPopularity.length]!;
    const forms = [entry.fr, entry.en, entry.ar, ...entry.synonyms];
    const text = random.pick(forms);
    return random.chance(0.15) ? misspell(random, text) : text;
  };
  const cityText = (index: number) => {
    const entry = citiesByPopularity[index % citiesByPopularity.length]!;
    const text = random.pick([entry.fr, entry.en, entry.ar, ...entry.synonyms]);
    return random.chance(0.15) ? misspell(random, text) : text;
  };
  let guard = 0;
  while (queries.size < count && guard < count * 20) {
    guard += 1;
    const rank = Math.floor(random.next() ** 2 * 40);
    const kind = random.next();
    const params: Record<string, string> = {};
    if (kind < 0.55) {
      params.specialty = specialityText(rank);
      if (random.chance(0.8)) params.city = cityText(Math.floor(random.next() ** 2 * 48));
    } else if (kind < 0.7) {
      params.city = cityText(rank);
    } else if (kind < 0.9) {
      const family = random.pick(familyNames);
      const first = random.pick(random.chance(0.5) ? firstNamesFemale : firstNamesMale);
      const arabic = random.chance(0.2);
      let name = arabic ? family.ar : random.chance(0.4) ? `${first.latin} ${family.latin}` : family.latin;
      if (!arabic && random.chance(0.2)) name = misspell(random, name);
      params.doctor_name = name;
      if (random.chance(0.3)) params.specialty = specialityText(rank);
    } else {
      params.specialty = specialityText(rank);
    }
    if (random.chance(0.25)) params.gender = random.chance(0.6) ? 'F' : 'M';
    const page = random.next();
    if (page > 0.7) params.currentPage = String(page > 0.93 ? random.int(3, 6) : 2);
    if (random.chance(0.2)) params.lang = random.pick(['ar', 'en']);
    add(params);
  }
  return [...queries];
}

/** A request sequence drawn from the queries with Zipf weights (exponent 1): a few are very common. */
export function zipfSequence(items: string[], length: number, seed = 2): string[] {
  const random = createRandom(seed);
  const ranked = items.map((item, index) => ({ item, weight: 1 / (index + 1) }));
  const pick = createWeightedPicker(ranked, (entry) => entry.weight);
  return Array.from({ length }, () => pick(random).item);
}

/**
 * `count` distinct name searches as a hurried patient types them: a family name with a typo (or in
 * Arabic script, unchanged), half the time after the first letters of a first name ("Moh Benjeloun").
 * None is asked twice, so the read cache never answers one (docs/performance.md).
 */
export function buildMisspeltNameQueries(count: number, seed = 3): string[] {
  const random = createRandom(seed);
  const queries = new Set<string>();
  let guard = 0;
  while (queries.size < count && guard < count * 50) {
    guard += 1;
    const family = random.pick(familyNames);
    const first = random.pick(random.chance(0.5) ? firstNamesFemale : firstNamesMale);
    const arabic = random.chance(0.15);
    const last = arabic ? family.ar : misspell(random, family.latin);
    const partial = random.chance(0.5) ? `${(arabic ? first.ar : first.latin).slice(0, random.int(3, 5))} ` : '';
    const params: Record<string, string> = { doctor_name: `${partial}${last}` };
    if (random.chance(0.2)) params.gender = random.chance(0.6) ? 'F' : 'M';
    if (random.chance(0.2)) params.lang = random.pick(['ar', 'en']);
    queries.add(new URLSearchParams(params).toString());
  }
  return [...queries];
}
