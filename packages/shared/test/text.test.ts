import { describe, expect, it } from 'vitest';
import { firstGrapheme, formatPublicAuthor, nameInitial } from '../src/text.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const segmented = (text: string) => [...segmenter.segment(text)][0]?.segment ?? '';

describe('firstGrapheme', () => {
  it('cuts as the Unicode segmenter does, whichever way it gets there', () => {
    const names = [
      'Salma',
      'Élodie',
      'e\u0301mile',
      'سلمى',
      'مُحمد',
      'عبد الله',
      'ﻻ',
      'ⵜⴰⵎⴰⵣⵉⵖⵜ',
      '🇲🇦Tazi',
      '👩‍⚕️Nadia',
      '\r\nA',
      '\u0600\u0661',
      'ك\u200dم',
      'ب\u0670',
      '한국',
      'क्षमा',
      'x',
      '',
    ];
    for (const name of names) expect(firstGrapheme(name), JSON.stringify(name)).toBe(segmented(name));
    // Every pair of the characters the fast path takes, and each followed by every mark of the Arabic block.
    const starts = [...'aZé\u02ff\u0620\u0628\u064a\u066e\u0671\u06d3\u06d5\u06ee\u06fa\u06ff'];
    const marks = Array.from({ length: 0x700 - 0x600 }, (_, index) => String.fromCharCode(0x600 + index));
    for (const start of starts) {
      for (const next of [...starts, ...marks, '\u200d', '\u200c', '\u0301', ' ']) {
        expect(firstGrapheme(start + next), JSON.stringify(start + next)).toBe(segmented(start + next));
      }
    }
  });
});

describe('nameInitial (decision 055)', () => {
  it("skips the Arabic article, in initials and in a reviewer's public name", () => {
    expect(nameInitial(' العلمي')).toBe('ع');
    expect(nameInitial('الإدريسي')).toBe('إ');
    expect(nameInitial('بنجلون')).toBe('ب');
    expect(nameInitial('ال')).toBe('ا');
    expect(nameInitial('Alami')).toBe('A');
    expect(formatPublicAuthor('فؤاد', 'العلمي')).toBe('فؤاد ع.');
  });
});
