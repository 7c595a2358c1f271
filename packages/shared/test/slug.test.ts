import { describe, expect, it } from 'vitest';
import { blogSlug, doctorBaseSlug, slugify, slugifySpeciality } from '../src/slug.ts';

describe('slugify (product.md §2)', () => {
  it.each([
    ['Fès', 'fes'],
    ['Pédiatre', 'pediatre'],
    ['Gynécologue-obstétricien', 'gynecologue-obstetricien'],
    ['ORL (oto-rhino-laryngologiste)', 'orl-oto-rhino-laryngologiste'],
    ['  Hajar   El  Idrissi ', 'hajar-el-idrissi'],
    ['Aït -- Taleb', 'ait-taleb'],
    ["N'Diaye Œuvre", 'ndiaye-uvre'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('falls back to medecin for a speciality with no Latin letters', () => {
    expect(slugifySpeciality('طبيب عام')).toBe('medecin');
    expect(slugifySpeciality(null)).toBe('medecin');
    expect(slugifySpeciality('Cardiologue')).toBe('cardiologue');
  });

  it('builds firstname-lastname doctor slugs', () => {
    expect(doctorBaseSlug('Salma', 'Benjelloun')).toBe('salma-benjelloun');
    expect(doctorBaseSlug('محمد', 'العلوي')).toBe('docteur');
  });

  it('builds blog slugs by lowercasing, hyphenating whitespace and URL-encoding', () => {
    expect(blogSlug('Ramadan  et Diabète')).toBe('ramadan-et-diab%C3%A8te');
    expect(decodeURIComponent(blogSlug('الصيام والسكري'))).toBe('الصيام-والسكري');
  });
});
