import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatList,
  formatNumber,
  observeFormats,
  seedFormats,
} from '../src/lib/intl-format.ts';

/**
 * The server notes each string a render formats; the browser, seeded with them, hydrates the page
 * without making a formatter (decision 046): a page's first one loads the language's ICU data.
 */
describe('formatted strings handed from the server to the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    observeFormats(() => {});
  });

  it('notes every string formatted, by formatter, options and value', () => {
    const noted = new Map<string, string>();
    observeFormats((key, text) => noted.set(key, text));
    const count = formatNumber(1234, 'fr');
    const rating = formatNumber(4.5, 'ar', { maximumFractionDigits: 1 });
    const day = formatCalendarDay('2026-11-20', 'en', { weekday: 'long' });
    const date = formatDate('2026-07-04T10:00:00Z', 'ar');
    const list = formatList(['arabe', 'français'], 'fr');
    expect(Object.fromEntries(noted)).toEqual({
      'number fr {} 1234': count,
      'number ar {"maximumFractionDigits":1} 4.5': rating,
      'day en {"weekday":"long"} 2026-11-20': day,
      'date ar {} 2026-07-04T10:00:00.000Z': date,
      'list fr {} ["arabe","français"]': list,
    });
    expect([count, rating, day, date, list]).toEqual([
      '1\u202f234',
      '4,5',
      'Friday',
      '4 يوليوز 2026',
      'arabe et français',
    ]);
  });

  it('answers a seeded value with the server’s string, making no formatter', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const days = vi.spyOn(Intl, 'DateTimeFormat');
    seedFormats({
      'number en {} 987654': '987,654 (server)',
      'day fr {"dateStyle":"long"} 2031-01-02': '2 janvier 2031 (server)',
    });
    expect(formatNumber(987654, 'en')).toBe('987,654 (server)');
    expect(formatCalendarDay('2031-01-02T08:00:00Z', 'fr')).toBe('2 janvier 2031 (server)');
    expect(made).not.toHaveBeenCalled();
    expect(days).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    // Another value is formatted as ever.
    expect(formatNumber(987655, 'en')).toBe('987,655');
  });

  it('ignores what is not a string in the seed', () => {
    seedFormats({ 'number fr {} 77': 77 as unknown as string });
    expect(formatNumber(77, 'fr')).toBe('77');
  });
});
