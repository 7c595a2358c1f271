import { arabiziKey, dropArabicArticles, dropFillerWords, foldSearchText, type Locale } from '@tabib/shared';

/** A speciality, city or quarter as the matcher sees it: labels for answers, folded terms for matching. */
export interface ReferenceEntry {
  id: number;
  slug: string;
  labels: Record<Locale, string>;
  /** A speciality's titles for a woman practitioner, where the language has them (decision 034). */
  feminineLabels?: Record<Locale, string>;
  /** A city's or a quarter's approximate centre. */
  centre?: { latitude: number; longitude: number };
  /** Every label and synonym, folded by `foldSearchText`. */
  terms: string[];
  weight: number;
}

export interface ReferenceMatch {
  entry: ReferenceEntry;
  score: number;
}

/**
 * A doctor's speciality as the page names the doctor: "طبيبة الأسنان", "Chirurgienne-dentiste" for
 * a woman (decision 034), the reference label otherwise. Searches and URLs keep the reference label.
 */
export function practitionerTitle(entry: ReferenceEntry | undefined, locale: Locale, gender: string | null): string {
  if (!entry) return '';
  return (gender === 'F' ? entry.feminineLabels?.[locale] : undefined) ?? entry.labels[locale];
}

/** Below this score a term does not match; 1 is an exact match. */
const minimumScore = 0.7;
/** A prefix or word-start match scores at least this; typo matches score below it. */
const prefixTier = 0.85;
/** Entries scoring within this distance of the best prefix match are kept ("cardio" → two). */
const keepWithin = 0.06;

/** Typos tolerated in a query of this length: none under 5 letters, 1 up to 7, 2 from 8. */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);
let beforeRow = new Int32Array(64);

/**
 * Edit distance with transpositions (optimal string alignment), or `max + 1` as soon as it must
 * exceed `max`. Reuses three rows, so the hot path of search allocates nothing.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  if (previousRow.length < width) {
    previousRow = new Int32Array(width * 2);
    currentRow = new Int32Array(width * 2);
    beforeRow = new Int32Array(width * 2);
  }
  for (let j = 0; j < width; j += 1) previousRow[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    currentRow[0] = i;
    let rowMinimum = i;
    for (let j = 1; j < width; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previousRow[j] as number) + 1,
        (currentRow[j - 1] as number) + 1,
        (previousRow[j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (beforeRow[j - 2] as number) + 1);
      }
      currentRow[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > max) return max + 1;
    [beforeRow, previousRow, currentRow] = [previousRow, currentRow, beforeRow];
  }
  return Math.min(previousRow[b.length] as number, max + 1);
}

/**
 * How a typed, folded query matches one folded term without typos: 1 when equal; about 0.9 when it
 * is the start of the term (what autocomplete types); 0.85 when it starts at one of its words; else 0.
 */
function scoreExact(query: string, term: string): number {
  if (query === term) return 1;
  if (term.startsWith(query)) return 0.9 + (0.08 * query.length) / term.length;
  // Folded terms have no hyphen, so a space before the query is a word's start; the query may run
  // over several words ("نساء توليد" in "طب نساء توليد").
  return query.length >= 3 && term.includes(` ${query}`) ? prefixTier : 0;
}

/**
 * With typos: 0.8 less 0.04 per edit against the whole term, its beginning or one of its words,
 * within the typo budget of the query's length, so "Marakech" finds "marrakech" and "cardilogue"
 * "cardiologue", while "card" never finds "care".
 */
function scoreFuzzy(query: string, term: string, budget: number): number {
  let fewest = boundedEditDistance(query, term, budget);
  if (fewest > 0 && term.length > query.length)
    fewest = Math.min(fewest, boundedEditDistance(query, term.slice(0, query.length), budget));
  if (fewest > 0 && term.includes(' ')) {
    for (const word of term.split(' ')) fewest = Math.min(fewest, boundedEditDistance(query, word, budget));
  }
  return fewest <= budget ? 0.8 - 0.04 * fewest : 0;
}

/** The best score of a query against any term, exact first, typos second. */
export function scoreTerm(query: string, term: string): number {
  const exact = scoreExact(query, term);
  if (exact > 0) return exact;
  const budget = allowedEdits(query.length);
  return budget ? scoreFuzzy(query, term, budget) : 0;
}

/** An entry's terms in the forms a query is compared with, computed once per entry. */
interface MatchForms {
  /** Every form of every term: as written, without the Arabic article, without filler words, as a key. */
  exact: readonly string[];
  /** Only the most normalised form of each term, for the typo pass: fewer strings to measure. */
  fuzzy: readonly string[];
}

const matchForms = new WeakMap<ReferenceEntry, MatchForms>();

/**
 * The most normalised form of folded text: without the Arabic article (decision 055), without the
 * filler words of "tbib dyal drari" (unless that leaves nothing) and under its Arabizi key (decision
 * 077), so "l9alb", "qalb" and "القلب" meet "9alb", "kalb" and "قلب".
 */
function normalisedForm(folded: string): string {
  const withoutArticles = dropArabicArticles(folded);
  return arabiziKey(dropFillerWords(withoutArticles) || withoutArticles);
}

/**
 * An entry's terms as written and in their normalised forms: an article-free query finds "القلب"
 * through "قلب", a word still being typed ("الر") the term as written ("الرباط"), and "ma3arif"
 * finds "Maârif" through their common key.
 */
function formsOf(entry: ReferenceEntry): MatchForms {
  let forms = matchForms.get(entry);
  if (!forms) {
    const exact = new Set<string>();
    const fuzzy = new Set<string>();
    for (const term of entry.terms) {
      const normalised = normalisedForm(term);
      exact.add(term).add(dropArabicArticles(term)).add(normalised);
      fuzzy.add(normalised);
    }
    forms = { exact: [...exact], fuzzy: [...fuzzy] };
    matchForms.set(entry, forms);
  }
  return forms;
}

/** The forms of a folded query compared with the terms: as typed, and normalised like them. */
function queryForms(query: string): string[] {
  const normalised = normalisedForm(query);
  return normalised === query ? [query] : [query, normalised];
}

function scoreEntries(entries: readonly ReferenceEntry[], query: string): ReferenceMatch[] {
  const forms = queryForms(query);
  const matches: ReferenceMatch[] = [];
  for (const entry of entries) {
    let score = 0;
    for (const term of formsOf(entry).exact) {
      for (const form of forms) score = Math.max(score, scoreExact(form, term));
      if (score === 1) break;
    }
    if (score > 0) matches.push({ entry, score });
  }
  // Typos are looked for only when nothing matches as typed: cheaper, and never a worse answer.
  // They are measured between normalised forms, where spelling variants are already gone.
  const normalised = forms[forms.length - 1] as string;
  const budget = allowedEdits(normalised.length);
  if (matches.length === 0 && budget > 0) {
    for (const entry of entries) {
      let score = 0;
      for (const term of formsOf(entry).fuzzy) score = Math.max(score, scoreFuzzy(normalised, term, budget));
      if (score >= minimumScore) matches.push({ entry, score });
    }
  }
  return matches.sort((a, b) => b.score - a.score || b.entry.weight - a.entry.weight);
}

const cacheLimit = 5000;
const caches = new WeakMap<readonly ReferenceEntry[], Map<string, ReferenceMatch[]>>();

/** Memoised per entry list: real traffic repeats the same few hundred queries. */
function scoreEntriesCached(entries: readonly ReferenceEntry[], query: string): ReferenceMatch[] {
  let cache = caches.get(entries);
  if (!cache) {
    cache = new Map();
    caches.set(entries, cache);
  }
  let result = cache.get(query);
  if (!result) {
    result = scoreEntries(entries, query);
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
    cache.set(query, result);
  }
  return result;
}

/** What the patient typed, folded and without the Arabic article: "والقلب" and "القلب" → "قلب". */
function foldReferenceQuery(text: string): string {
  return dropArabicArticles(foldSearchText(text));
}

/**
 * The entries a typed speciality or city refers to, best first. An empty query matches nothing
 * (no filter); a query that matches no entry returns an empty list, so the search finds no doctor
 * rather than silently ignoring what the patient typed.
 */
export function matchReference(entries: readonly ReferenceEntry[], text: string): ReferenceMatch[] {
  const query = foldReferenceQuery(text);
  if (!query) return [];
  const matches = scoreEntriesCached(entries, query);
  const best = matches[0]?.score ?? 0;
  // A typo is a guess: keep only the closest entries. A prefix may honestly mean several.
  const floor = best >= prefixTier ? best - keepWithin : best;
  return matches.filter((match) => match.score >= floor);
}

/** Autocomplete: the best `limit` entries for a prefix, or the most common ones for an empty query. */
export function suggestReference(entries: readonly ReferenceEntry[], text: string, limit: number): ReferenceEntry[] {
  const query = foldReferenceQuery(text);
  if (!query) return [...entries].sort((a, b) => b.weight - a.weight).slice(0, limit);
  return scoreEntriesCached(entries, query)
    .slice(0, limit)
    .map((match) => match.entry);
}
