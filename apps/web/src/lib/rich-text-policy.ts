import type { Config } from 'dompurify';
import { isTabibImageAddress, mediaNamePattern, richTextTags } from '@tabib/shared';

/**
 * Addresses a link or image of user HTML may point to (product.md §5, product.md §10): http,
 * https, mailto, tel, and root-relative paths, which is how the server writes the images it stored
 * (/media/blog/…). Protocol-relative `//host` addresses are refused. DOMPurify itself lets `data:`
 * through for <img src> only. Images are narrowed further to Tabib's own (`isAllowedImageSource`).
 */
const allowedUri = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;

/**
 * The client side of the editor's allow-list: the tags the server's sanitiser keeps (the shared
 * `richTextTags`), the attributes it writes, plus the responsive-image attributes
 * of stored images. `target` is left out, so a link never opens a window the page cannot control.
 */
export const richTextPolicy: Config = {
  ALLOWED_TAGS: [...richTextTags],
  ALLOWED_ATTR: [
    'href',
    'rel',
    'src',
    'srcset',
    'sizes',
    'alt',
    'title',
    'width',
    'height',
    'decoding',
    'loading',
    'dir',
  ],
  ALLOWED_URI_REGEXP: allowedUri,
  // DOMPurify checks every attribute that is not "URI-safe" against ALLOWED_URI_REGEXP: without
  // this list a width of 600 or dir="rtl" would be dropped for not being an address.
  ADD_URI_SAFE_ATTR: ['width', 'height', 'sizes', 'decoding', 'loading', 'dir', 'rel'],
};

/**
 * Whether every image candidate of a `srcset` ("a.webp 300w, b.webp 600w") is an image Tabib
 * stored, as the server writes them (decision 048).
 */
export function isAllowedSrcset(srcset: string): boolean {
  const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  return candidates.every((address) => address.startsWith('/media/') && mediaNamePattern.test(address.slice(7)));
}

/**
 * Whether an image of user HTML may be shown: Tabib's own only, stored (/media/…) or inline
 * (decision 048). The server already removed the others; this copy keeps the rule in the browser.
 */
export function isAllowedImageSource(src: string | null): boolean {
  return src !== null && isTabibImageAddress(src);
}
