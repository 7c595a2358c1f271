import { describe, expect, it } from 'vitest';
import { collapseWhitespace, excerpt, htmlToText } from '../src/lib/text-excerpt.ts';

describe('card description excerpt (product.md §9)', () => {
  it('keeps a text that fits', () => {
    expect(excerpt('Cardiologue à Rabat.', 99)).toBe('Cardiologue à Rabat.');
    expect(excerpt('x'.repeat(99), 99)).toBe('x'.repeat(99));
  });

  it('cuts a longer text at 99 characters at most, on a word boundary, and adds an ellipsis', () => {
    const text =
      'Cardiologue à Rabat, je reçois mes patients au cabinet, sur rendez-vous. J’ai effectué ma formation à la Faculté de médecine.';
    const result = excerpt(text, 99);
    expect(result.endsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(100);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(result).toBe('Cardiologue à Rabat, je reçois mes patients au cabinet, sur rendez-vous. J’ai effectué ma…');
  });

  it('cuts inside a word that has no boundary near the limit', () => {
    expect(excerpt('a'.repeat(120), 99)).toBe(`${'a'.repeat(99)}…`);
  });

  it('cuts Arabic text the same way and drops a dangling comma', () => {
    const text = 'طبيب القلب والشرايين في الرباط، أستقبل المرضى في العيادة بموعد مسبق، ';
    expect(excerpt(text.repeat(3), 99).endsWith('…')).toBe(true);
    expect(excerpt('كلمة، '.repeat(30), 99)).not.toMatch(/،…$/);
  });

  it('collapses whitespace', () => {
    expect(collapseWhitespace('  a \n\t b  ')).toBe('a b');
  });

  it('reads the text of sanitised HTML: blocks apart, tags gone, references decoded', () => {
    expect(htmlToText('<p>Cardiologue<br>à <strong>Rabat</strong></p><ul><li>ECG</li><li>Holter</li></ul>')).toBe(
      'Cardiologue à Rabat · ECG · Holter',
    );
    expect(htmlToText('<p>R&amp;D &lt;script&gt; &#1591;&#x628; caf&eacute;</p>')).toBe('R&D <script> طب caf&eacute;');
    expect(htmlToText('<!-- note --><h2>Titre</h2><p>Texte</p>')).toBe('Titre · Texte');
    // A block that ends with its own punctuation gets no separator, nor does the last one.
    expect(
      htmlToText(
        '<ul><li>Consultation au cabinet</li><li>Téléconsultation.</li></ul><p>Suivi <strong>régulier</strong></p>',
      ),
    ).toBe('Consultation au cabinet · Téléconsultation. Suivi régulier');
  });
});
