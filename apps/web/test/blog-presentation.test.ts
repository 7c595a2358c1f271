import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TBlogCard } from '@tabib/shared';
import {
  absoluteAddress,
  authorName,
  cardSummary,
  displayableImage,
  metaDescription,
  responsiveImage,
  shareImage,
} from '../src/features/blog/components/blog-presentation.ts';

const origin = 'https://tabib.ma';
const stored = '/media/blog/7-0f1e2d3c4b5a-600.webp';

describe('post images (product.md §2)', () => {
  it('shows stored and data:image addresses and nothing else: no image from another server (decision 048)', () => {
    expect(displayableImage(stored)).toBe(stored);
    expect(displayableImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    for (const refused of [
      null,
      '',
      'https://example.org/a.png',
      'http://example.org/a.png',
      '/media/../api/users/profile/',
      'javascript:alert(1)',
      'data:text/html,<b>',
      '//evil.example/a.png',
      '/etc/a.png',
    ]) {
      expect(displayableImage(refused)).toBeNull();
    }
  });

  it('offers the 300-pixel variant of a stored image to narrow cards', () => {
    expect(responsiveImage('/media/blog/7-abc-600.webp')).toEqual({
      src: '/media/blog/7-abc-600.webp',
      srcSet: '/media/blog/7-abc-300.webp 300w, /media/blog/7-abc-600.webp 600w',
    });
    expect(responsiveImage('https://example.org/a-600.webp')).toEqual({ src: 'https://example.org/a-600.webp' });
  });

  it('shares the post image as an absolute address, else the product icon', () => {
    expect(shareImage({ image: stored }, origin)).toBe('https://tabib.ma/media/blog/7-0f1e2d3c4b5a-600.webp');
    expect(shareImage({ image: 'https://example.org/a.png' }, origin)).toBe('https://tabib.ma/images/icon-512.png');
    expect(shareImage({ image: null }, origin)).toBe('https://tabib.ma/images/icon-512.png');
    expect(shareImage({ image: 'data:image/png;base64,AAAA' }, origin)).toBe('https://tabib.ma/images/icon-512.png');
    expect(absoluteAddress('//cdn.example/a.png', origin)).toBe('//cdn.example/a.png');
  });
});

describe('card and meta texts (product.md §9)', () => {
  const long = 'Les épisodes de forte chaleur sont de plus en plus fréquents au Maroc, y compris dans des villes.';

  it('cuts the card summary to 70 characters with an ellipsis, the excerpt first', () => {
    const summary = cardSummary({ excerpt: '', summary: long });
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(71);
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
    expect(cardSummary({ excerpt: 'Un résumé court.', summary: long })).toBe('Un résumé court.');
  });

  it('describes a post by its excerpt, else by the first 150 characters of its text', () => {
    expect(metaDescription({ excerpt: 'Résumé.', summary: long })).toBe('Résumé.');
    const text = `${long} ${long}`;
    const description = metaDescription({ excerpt: '', summary: text });
    expect(description.length).toBeLessThanOrEqual(151);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
  });
});

describe('author names (product.md §1)', () => {
  const catalogue = (lang: string) =>
    JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../packages/shared/locales', lang, 'translation.json'), 'utf8'),
    );

  it('puts Dr. before a doctor and nothing before anyone else', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ar', resources: { ar: { translation: catalogue('ar') } } });
    const author = (is_doctor: boolean): TBlogCard['author_details'] => ({
      name: 'Salma Idrissi',
      is_doctor,
      doctor: null,
    });
    expect(authorName(i18n.t, author(true))).toBe('د. Salma Idrissi');
    expect(authorName(i18n.t, author(false))).toBe('Salma Idrissi');
  });
});
