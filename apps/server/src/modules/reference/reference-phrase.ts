import { dropArabicArticles, dropFillerWords, foldSearchText } from '@tabib/shared';
import { matchReference, type ReferenceEntry, type ReferenceMatch } from './reference-matcher.ts';

/** What one search box holding both a speciality and a place refers to. */
export interface PhraseMatch {
  speciality: ReferenceMatch[];
  place: ReferenceMatch[];
}

/** The matches of one part of the phrase, or null when the part has words and none of them match. */
function matchPart(entries: readonly ReferenceEntry[], words: readonly string[]): ReferenceMatch[] | null {
  if (words.length === 0) return [];
  const matches = matchReference(entries, words.join(' '));
  return matches.length > 0 ? matches : null;
}

/**
 * A search box that takes one field (decision 077): "tbib snan f casa", "cardiologue rabat",
 * "طبيب الأسنان في مراكش", "agdal pediatre". The words, without filler words, are cut in two, a
 * speciality then a place or a place then a speciality; the cut whose two parts match best wins,
 * and a part that matches nothing rules its cut out. When both fields are given separately, each
 * is matched alone with `matchReference` instead.
 */
export function matchSearchPhrase(
  specialities: readonly ReferenceEntry[],
  places: readonly ReferenceEntry[],
  text: string,
): PhraseMatch {
  const words = dropFillerWords(dropArabicArticles(foldSearchText(text)))
    .split(' ')
    .filter(Boolean);
  let best: PhraseMatch & { score: number } = { score: 0, speciality: [], place: [] };
  for (let cut = 0; cut <= words.length; cut += 1) {
    const head = words.slice(0, cut);
    const tail = words.slice(cut);
    for (const [specialityWords, placeWords] of [
      [head, tail],
      [tail, head],
    ] as const) {
      const speciality = matchPart(specialities, specialityWords);
      const place = matchPart(places, placeWords);
      if (!speciality || !place) continue;
      const score = (speciality[0]?.score ?? 0) + (place[0]?.score ?? 0);
      if (score > best.score) best = { score, speciality, place };
    }
  }
  return { speciality: best.speciality, place: best.place };
}
