import type { Locale } from '@tabib/shared';

/**
 * The language of a text whose writer did not say (an article, a doctor's description): Arabic script wins when it makes a good
 * share of the letters; otherwise the commonest short words of French and English decide.
 */
export function detectLanguage(text: string): Locale {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  if (letters > 0 && arabic / letters > 0.3) return 'ar';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let french = 0;
  let english = 0;
  for (const word of words) {
    if (frenchWords.has(word)) french += 1;
    if (englishWords.has(word)) english += 1;
  }
  return english > french ? 'en' : 'fr';
}

const frenchWords = new Set(
  'le la les des du de un une et est sont pour dans avec sur pas plus vous nous votre qui que au aux ce cette il elle'.split(
    ' ',
  ),
);
const englishWords = new Set(
  'the and is are for in with on not more you we your who that this it of to a an be or as at by'.split(' '),
);
