import { describe, expect, it } from 'vitest';
import { localeOfPath, switchLocalePath } from '../src/lib/locale-path.ts';

describe('language in the path (product.md §2)', () => {
  it('reads the language from the first segment, fr otherwise', () => {
    expect(localeOfPath('/ar/about')).toBe('ar');
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/12345/')).toBe('fr');
    expect(localeOfPath('/')).toBe('fr');
  });

  it('swaps only the first segment and keeps the rest of the path, the query and the hash', () => {
    expect(
      switchLocalePath({ pathname: '/fr/cardiologue/salma-benjelloun', search: '?x=1', hash: '#reviews' }, 'ar'),
    ).toBe('/ar/cardiologue/salma-benjelloun?x=1#reviews');
    expect(switchLocalePath({ pathname: '/en/', search: '', hash: '' }, 'fr')).toBe('/fr/');
    expect(switchLocalePath({ pathname: '/fr', search: '', hash: '' }, 'en')).toBe('/en/');
  });

  it('sends a path outside any language to the home of the chosen one', () => {
    expect(switchLocalePath({ pathname: '/12345/', search: '', hash: '' }, 'ar')).toBe('/ar/');
  });
});
