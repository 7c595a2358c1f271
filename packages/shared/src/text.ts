/**
 * Rules for text as Tabib stores and shows it (decision 023). PostgreSQL cannot store
 * U+0000 in `text`, and a lone UTF-16 surrogate is not Unicode at all (it would come back as
 * U+FFFD): both are refused at the door, naming the field, rather than failing or changing later.
 */

/** U+0000, or a surrogate code unit that is not half of a pair (`\p{Cs}` matches only those in `u` mode). */
const unstorableText = /[\0\p{Cs}]/u;

/** True when the text holds a character PostgreSQL cannot store or ill-formed UTF-16. */
export function isUnstorableText(text: string): boolean {
  return unstorableText.test(text);
}

/**
 * The paths (`['address', 'street']`) of every string in a parsed JSON value, query or form that
 * holds unstorable text. Object keys are not checked: unknown keys are dropped by the schemas.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return isUnstorableText(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findUnstorableText(item, [...path, String(index)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => findUnstorableText(item, [...path, key]));
  return [];
}

const byteOrderMark = '\ufeff';

/**
 * The value with a leading byte-order mark removed from every string: U+FEFF at the start of text
 * is an encoding artefact of the editor it was pasted from, and PGlite drops it on the way back
 * while PostgreSQL keeps it, so it is dropped before storing, the same on every engine (decision 023).
 */
export function dropByteOrderMarks<T>(value: T): T {
  if (typeof value === 'string') return (value.startsWith(byteOrderMark) ? value.slice(1) : value) as T;
  if (Array.isArray(value)) return value.map((item) => dropByteOrderMarks(item)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dropByteOrderMarks(item)])) as T;
  return value;
}

/** False for text made only of white space and invisible format characters (U+200B, U+FEFF, U+200D…). */
export function hasVisibleText(text: string): boolean {
  return /[^\p{White_Space}\p{Cf}]/u.test(text);
}

let graphemes: Intl.Segmenter | undefined;

/**
 * Whether a UTF-16 code unit neither joins what comes before it nor, but for a mark, what follows:
 * the Latin range below the combining marks (U+0300), and the letters of the Arabic block (not
 * its marks, digits, signs or the prepended U+0600–U+0605 and U+06DD).
 */
function standsAlone(code: number): boolean {
  return (
    code < 0x300 ||
    (code >= 0x620 && code <= 0x64a) ||
    code === 0x66e ||
    code === 0x66f ||
    (code >= 0x671 && code <= 0x6d3) ||
    code === 0x6d5 ||
    code === 0x6ee ||
    code === 0x6ef ||
    (code >= 0x6fa && code <= 0x6fc) ||
    code === 0x6ff
  );
}

/** The first user-perceived character (grapheme cluster) of a text: a whole emoji or accented letter. */
export function firstGrapheme(text: string): string {
  // Most names, Latin or Arabic, skip the segmenter: the first one a page makes loads the ICU
  // break rules, 50–100 ms on a phone, in the middle of the hydration of an Arabic page.
  const code = text.charCodeAt(0);
  const next = text.charCodeAt(1);
  // CR is the one of them that joins the next (LF).
  if (code !== 0x0d && standsAlone(code) && (Number.isNaN(next) || standsAlone(next))) return text.charAt(0);
  // One segmenter for all: making one costs far more than segmenting a name (a page of reviews).
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const [first] = graphemes.segment(text);
  return first?.segment ?? '';
}

/** The Arabic article at the start of a name ("العلمي", "الإدريسي"), when the name goes on after it. */
const arabicArticle = /^ال(?=\p{L})/u;

/**
 * The initial of a name: its first whole character, after the Arabic article, which every name
 * carrying it shares (decision 055): "العلمي" → "ع", as "Alami" → "A".
 */
export function nameInitial(name: string): string {
  return firstGrapheme(name.trim().replace(arabicArticle, ''));
}

/** In public a reviewer is a first name and a last initial (product.md §10, law 09-08), cut by grapheme. */
export function formatPublicAuthor(firstName: string, lastName: string): string {
  const initial = nameInitial(lastName);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
