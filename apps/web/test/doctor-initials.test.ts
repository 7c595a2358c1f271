import { describe, expect, it } from 'vitest';
import { initialsOf, initialsTone, initialsTones } from '../src/features/doctors/components/doctor-photo.tsx';

describe('initials of a doctor without a photo (decision 034)', () => {
  it('takes the first whole character of each name, in capitals', () => {
    expect(initialsOf('salma', 'Benjelloun')).toBe('SB');
    expect(initialsOf(' Élodie ', 'el Fassi')).toBe('ÉE');
    // A character made of several code points stays whole: e + combining acute, a flag.
    expect(initialsOf('e\u0301mile', '🇲🇦Tazi')).toBe('E\u0301🇲🇦');
    // Arabic letters are kept apart by a thin space, or they would join into a word.
    expect(initialsOf('سلمى', 'بنجلون')).toBe('س\u2009ب');
  });

  it('skips the Arabic article, which so many names share (decision 055)', () => {
    expect(initialsOf('فؤاد', 'العلمي')).toBe('ف\u2009ع');
    expect(initialsOf('فاطمة الزهراء', 'الإدريسي')).toBe('ف\u2009إ');
    // A name that is only the letters of the article, and Latin "El", keep their first letter.
    expect(initialsOf('ال', 'El Alami')).toBe('ا\u2009E');
  });

  it('gives one doctor always the same tone, and spreads names over all the tones', () => {
    expect(initialsTone('Salma Benjelloun')).toBe(initialsTone('Salma Benjelloun'));
    const firstNames = ['Salma', 'Youssef', 'Nadia', 'Omar', 'Hind', 'Karim', 'Imane', 'Mehdi', 'Zineb', 'Adil'];
    const lastNames = ['Alaoui', 'Bennani', 'Tazi', 'Idrissi', 'Fassi', 'Chraibi', 'Berrada', 'Lahlou'];
    const counts = Array.from({ length: initialsTones }, () => 0);
    for (const first of firstNames) for (const last of lastNames) counts[initialsTone(`${first} ${last}`)]! += 1;
    // 80 names over 8 tones: none unused, none with more than a quarter of them.
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThanOrEqual(20);
  });
});
