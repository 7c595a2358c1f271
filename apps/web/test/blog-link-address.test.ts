import { describe, expect, it } from 'vitest';
import { isAllowedLinkAddress, readLinkAddress } from '../src/components/rich-text-editor/link-address.ts';

describe('editor link addresses (product.md §5: http, https, mailto and tel only)', () => {
  it('keeps http, https, mailto and tel addresses', () => {
    expect(isAllowedLinkAddress('https://example.org')).toBe(true);
    expect(isAllowedLinkAddress('http://sante.gov.ma/vaccins?age=2#calendrier')).toBe(true);
    expect(isAllowedLinkAddress('mailto:cabinet@example.ma')).toBe(true);
    expect(isAllowedLinkAddress('tel:+212 5 37 00 00 00')).toBe(true);
  });

  it('refuses other schemes, relative addresses and incomplete ones', () => {
    expect(isAllowedLinkAddress('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkAddress('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isAllowedLinkAddress('ftp://example.org')).toBe(false);
    expect(isAllowedLinkAddress('/fr/blog')).toBe(false);
    expect(isAllowedLinkAddress('mailto:')).toBe(false);
    expect(isAllowedLinkAddress('tel:appelez-moi')).toBe(false);
    expect(isAllowedLinkAddress('https://')).toBe(false);
  });

  it('reads what the author typed: empty removes, e-mails and bare domains get their scheme', () => {
    expect(readLinkAddress('   ')).toEqual({ kind: 'remove' });
    expect(readLinkAddress(' https://example.org ')).toEqual({ kind: 'link', href: 'https://example.org' });
    expect(readLinkAddress('www.sante.gov.ma/fr')).toEqual({ kind: 'link', href: 'https://www.sante.gov.ma/fr' });
    expect(readLinkAddress('cabinet@example.ma')).toEqual({ kind: 'link', href: 'mailto:cabinet@example.ma' });
    expect(readLinkAddress('JavaScript:alert(1)')).toEqual({ kind: 'invalid' });
    expect(readLinkAddress('pas une adresse')).toEqual({ kind: 'invalid' });
  });
});
