/**
 * Folds text for tolerant matching (product.md §10, "Search"): case and accents removed in Latin
 * script; in Arabic, diacritics and tatweel dropped and the alef, ya and ta-marbuta variants unified.
 * Punctuation becomes a space, and runs of spaces collapse. Stored columns and typed queries both go
 * through this function, so they always compare like with like.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '') // Latin accents and Arabic harakat are both non-spacing marks
    .toLowerCase()
    .replace(/\u0640/g, '') // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
    .replace(/\u0649/g, '\u064A') // ى → ي
    .replace(/\u0629/g, '\u0647') // ة → ه
    .replace(/[\u0624]/g, '\u0648') // ؤ → و
    .replace(/[\u0626]/g, '\u064A') // ئ → ي
    .replace(/[œ]/g, 'oe')
    .replace(/[æ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The Arabic article ال at the start of a word, with the one-letter words written before it:
 * و "and", ب "with", ك "like" (وال، بال، كال، وبال…) and ل "for", which swallows the article's
 * alef (لل). Taken off only when two letters or more remain, so a word being typed ("الق") and
 * short words that merely begin with these letters ("للا", "والي") are left whole.
 */
const arabicArticle = /^(?:و?[بك]?ال|و?لل)(?=\p{L}{2})/u;

/**
 * Folded text with the article taken off each word (decision 055): "والقلب" → "قلب", "الرباط" →
 * "رباط". Matching compares article-free queries with article-free terms, so "قلب" finds "أمراض
 * القلب" and "القلب" finds a name written without it. Applied to text already folded by
 * `foldSearchText`; Latin script is left as it is.
 */
export function dropArabicArticles(folded: string): string {
  return folded.includes('ل')
    ? folded
        .split(' ')
        .map((word) => word.replace(arabicArticle, ''))
        .join(' ')
    : folded;
}
