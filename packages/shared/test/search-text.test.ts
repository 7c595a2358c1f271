import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../src/search-text.ts';

describe('foldSearchText (product.md §10, "Search")', () => {
  it('folds case and accents in Latin script', () => {
    expect(foldSearchText('Fès')).toBe(foldSearchText('FES'));
    expect(foldSearchText('Pédiatrie')).toBe('pediatrie');
    expect(foldSearchText('Cœur')).toBe('coeur');
  });

  it('normalises Arabic diacritics, tatweel and letter variants', () => {
    expect(foldSearchText('أحمد')).toBe(foldSearchText('احمد'));
    expect(foldSearchText('إيمان')).toBe(foldSearchText('ايمان'));
    expect(foldSearchText('مُحَمَّد')).toBe('محمد');
    expect(foldSearchText('فاطمة')).toBe(foldSearchText('فاطمه'));
    expect(foldSearchText('مصطفى')).toBe(foldSearchText('مصطفي'));
    expect(foldSearchText('طـــبيب')).toBe('طبيب');
  });

  it('turns punctuation into single spaces', () => {
    expect(foldSearchText('  Gynéco-obstétricien, (ORL)  ')).toBe('gyneco obstetricien orl');
  });
});
