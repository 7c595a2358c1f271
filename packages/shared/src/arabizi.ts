/**
 * Darija as Moroccans type it in Latin letters ("Arabizi", decision 077): digits stand for Arabic
 * letters Latin lacks (3 ع, 7 ح, 9 ق, 5 خ, 8 غ, 6 ط, 2 ء), and one word has many spellings
 * ("maarif", "ma3arif", "mâarif"; "hay riad", "hay ryad"; "souissi", "swissi"). Both the typed query
 * and the reference terms go through `arabiziKey`, so spellings that sound alike compare equal.
 * Every function here takes text already folded by `foldSearchText`.
 */

/** What each digit stands for: 3 ع and 2 ء are vowel-like in Latin spelling, so 3 → a and 2 → nothing. */
const digitLetters: Readonly<Record<string, string>> = {
  '2': '',
  '3': 'a',
  '5': 'kh',
  '6': 't',
  '7': 'h',
  '8': 'gh',
  '9': 'q',
};

/**
 * Words that say "a doctor", "of", "in" or "the" and nothing about which speciality or place: a
 * query of "tbib snan f casa" means "snan" and "casa". Darija (Latin and Arabic script), French and
 * English ("à", "au", "in"); and "quarter" ("hay", "quartier", "حي"), which begins quarter names as
 * often as not ("Hay Riad", "حي الرياض", "Riad"). "el" is not one: it begins names ("El Jadida").
 */
const fillerWords: ReadonlySet<string> = new Set([
  'tbib',
  'tbiba',
  'tabib',
  'tbibat',
  'doctor',
  'docteur',
  'doktor',
  'doc',
  'dr',
  'dyal',
  'dial',
  'diyal',
  'dyel',
  'd',
  'f',
  'fi',
  'fe',
  'fel',
  'fl',
  'l',
  'a',
  'au',
  'in',
  'hay',
  '7ay',
  'quartier',
  'حي',
  'طبيب',
  'طبيبه',
  'دكتور',
  'دكتوره',
  'ديال',
  'د',
  'ف',
  'في',
]);

/** The folded text without its filler words ("tbib dyal drari" → "drari"); empty when it had only those. */
export function dropFillerWords(folded: string): string {
  const words = folded.split(' ');
  if (!words.some((word) => fillerWords.has(word))) return folded;
  return words.filter((word) => !fillerWords.has(word)).join(' ');
}

const latinLetter = /[a-z]/;
/** The Darija article "l" glued to a word: "l9alb", "lbida", "lmaarif" (never before a vowel: "lalla"). */
const gluedArticle = /^l(?=[0-9b-df-hj-np-tv-xz])(?=.{3})/;

/** The comparable key of one word; see `arabiziKey`. */
function arabiziWordKey(word: string): string {
  if (!latinLetter.test(word)) return word;
  return word
    .replace(gluedArticle, '')
    .replace(/[235-9]/g, (digit) => digitLetters[digit] ?? digit)
    .replace(/sh/g, 'ch')
    .replace(/dj/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/c(?=[ei])/g, 's')
    .replace(/qu|ck|q/g, 'k')
    .replace(/o/g, 'u')
    .replace(/w/g, 'u')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

/**
 * A key under which Latin spellings of the same Darija, Arabic or French word mostly agree:
 * digits become the letters they stand for (3 → a, 7 → h, 9 → q, 5 → kh, 8 → gh, 6 → t, 2 → none),
 * "sh" is "ch", "q" is "k", "o", "ou" and "w" are "u", "y" is "i", doubled letters collapse
 * ("salaaam" → "salam") and the glued article goes ("l9alb" → "kalb"). So "ma3arif", "maarif"
 * and "Maârif" all give "marif". Words in Arabic script, and numbers, are left as they are.
 */
export function arabiziKey(folded: string): string {
  if (!latinLetter.test(folded)) return folded;
  return folded.split(' ').map(arabiziWordKey).join(' ');
}
