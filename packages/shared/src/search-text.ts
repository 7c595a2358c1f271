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
