import { describe, expect, it } from 'vitest';
import { isAllowedImageSource, isAllowedSrcset, richTextPolicy } from '../src/lib/rich-text-policy.ts';

describe("the client's copy of the editor allow-list (product.md §10)", () => {
  it('allows links http, https, mailto, tel and the root-relative addresses of stored images', () => {
    const allowed = richTextPolicy.ALLOWED_URI_REGEXP as RegExp;
    for (const address of ['https://a.ma', 'http://a.ma', 'mailto:x@a.ma', 'tel:+212500', '/media/blog/1-a-600.webp']) {
      expect(allowed.test(address), address).toBe(true);
    }
    // '/\\host' is read by browsers as '//host': another site.
    for (const address of [
      'javascript:alert(1)',
      'vbscript:x',
      '//evil.example/a.png',
      '/\\evil.example',
      'ftp://a.ma',
    ]) {
      expect(allowed.test(address), address).toBe(false);
    }
  });

  it('keeps a srcset only when every candidate is a stored image (decision 048)', () => {
    expect(isAllowedSrcset('/media/blog/1-0f1e2d3c4b5a-300.webp 300w, /media/blog/1-0f1e2d3c4b5a-600.webp 600w')).toBe(
      true,
    );
    expect(isAllowedSrcset('https://a.ma/x.png 1x')).toBe(false);
    expect(isAllowedSrcset('/media/blog/1-0f1e2d3c4b5a-300.webp 300w, javascript:alert(1) 600w')).toBe(false);
    expect(isAllowedSrcset('//evil.example/a.png 2x')).toBe(false);
    expect(isAllowedSrcset('/\\evil.example/a.png 2x')).toBe(false);
  });

  it("shows only Tabib's own images: stored or inline, never from another server (decision 048)", () => {
    for (const src of [
      '/media/blog/1-0f1e2d3c4b5a-600.webp',
      '/media/u12-0f1e2d3c4b5a-120.webp',
      'data:image/webp;base64,AAAA',
    ]) {
      expect(isAllowedImageSource(src), src).toBe(true);
    }
    for (const src of [
      null,
      '',
      'https://tracker.example/p.png',
      'http://tracker.example/p.png',
      '//tracker.example/p.png',
      '/media/../api/users/',
      'data:image/svg+xml;base64,AAAA',
    ]) {
      expect(isAllowedImageSource(src), String(src)).toBe(false);
    }
  });
});
