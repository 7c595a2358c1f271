import { describe, expect, it } from 'vitest';
import { inLocale, localeOfPath, paths } from '../src/lib/paths.ts';

describe('page addresses (product.md §2)', () => {
  it('builds the home page with its search, leaving the defaults out', () => {
    expect(paths.home('fr')).toBe('/fr/');
    expect(paths.home('ar', { gender: 'A' })).toBe('/ar/');
    expect(paths.home('en', { specialty: 'Cardiologist', city: 'Rabat', gender: 'F', currentPage: 2 })).toBe(
      '/en/?specialty=Cardiologist&city=Rabat&gender=F&page=2',
    );
    expect(paths.doctorList('fr')).toBe('/fr/#doctors');
  });

  it("builds a doctor's page and an article from what the API answers", () => {
    expect(paths.doctor('ar', { speciality_slug: 'cardiologue', slug: 'salma-benjelloun' })).toBe(
      '/ar/cardiologue/salma-benjelloun',
    );
    expect(paths.blogList('en')).toBe('/en/blog');
    expect(paths.blogPost('fr', { id: 12, title: 'Vagues de chaleur : se protéger' })).toBe(
      '/fr/blog/vagues-de-chaleur-%3A-se-prot%C3%A9ger/12',
    );
    expect(paths.blogPost('ar', { id: 3, title: 'صيام رمضان' })).toBe(`/ar/blog/${encodeURIComponent('صيام-رمضان')}/3`);
  });

  it('builds sign in with the way back, and the account pages', () => {
    expect(paths.login('fr')).toBe('/fr/login');
    expect(paths.login('fr', '/fr/profile?section=updatePassword')).toBe(
      '/fr/login?after=%2Ffr%2Fprofile%3Fsection%3DupdatePassword',
    );
    expect(paths.register('ar')).toBe('/ar/register');
    expect(paths.resetPassword('en')).toBe('/en/reset-password');
    expect(paths.resetConfirm('fr', '12', 'a/b')).toBe('/fr/password/reset/confirm/12/a%2Fb');
    expect(paths.confirmEmail('ar', 'MTI', 'x_y-z')).toBe('/ar/confirm-email/MTI/x_y-z');
    expect(paths.profile('en')).toBe('/en/profile');
    expect(paths.profile('fr', 'ratings')).toBe('/fr/profile?section=ratings');
    expect(paths.page('ar', 'cookies-policy')).toBe('/ar/cookies-policy');
  });
});

describe('language in the path (product.md §2)', () => {
  it('reads the language from the first segment, fr otherwise', () => {
    expect(localeOfPath('/ar/about')).toBe('ar');
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/12345/')).toBe('fr');
    expect(localeOfPath('/')).toBe('fr');
  });

  it('swaps only the first segment and keeps the rest of the path, the query and the hash', () => {
    expect(inLocale({ pathname: '/fr/cardiologue/salma-benjelloun', search: '?x=1', hash: '#reviews' }, 'ar')).toBe(
      '/ar/cardiologue/salma-benjelloun?x=1#reviews',
    );
    expect(inLocale({ pathname: '/en/', search: '', hash: '' }, 'fr')).toBe('/fr/');
    expect(inLocale({ pathname: '/fr', search: '', hash: '' }, 'en')).toBe('/en/');
  });

  it('sends a path outside any language to the home of the chosen one', () => {
    expect(inLocale({ pathname: '/12345/', search: '', hash: '' }, 'ar')).toBe('/ar/');
  });
});
