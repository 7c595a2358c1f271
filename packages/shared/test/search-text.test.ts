import { describe, expect, it } from 'vitest';
import { dropArabicArticles, foldSearchText } from '../src/search-text.ts';

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

describe('dropArabicArticles (decision 055)', () => {
  const fold = (text: string) => dropArabicArticles(foldSearchText(text));

  it('takes the article off every word, and و ب ك ل written before it', () => {
    expect(fold('القلب')).toBe('قلب');
    expect(fold('أمراض القلب والشرايين')).toBe('امراض قلب شرايين');
    expect(fold('بالقلب')).toBe('قلب');
    expect(fold('كالقلب')).toBe('قلب');
    expect(fold('للأطفال')).toBe('اطفال');
    expect(fold('الرباط')).toBe(fold('رباط'));
    expect(fold('الدار البيضاء')).toBe('دار بيضاء');
    expect(fold('فؤاد العلمي')).toBe('فواد علمي');
  });

  it('leaves a word being typed, short words and Latin script whole', () => {
    expect(fold('ال')).toBe('ال');
    expect(fold('الر')).toBe('الر');
    expect(fold('للا')).toBe('للا');
    expect(fold('والي')).toBe('والي');
    expect(fold('Al Alami')).toBe('al alami');
    expect(fold('قلب')).toBe('قلب');
  });
});
