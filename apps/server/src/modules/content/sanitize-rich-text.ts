import sanitizeHtml from 'sanitize-html';
import { richTextLinkSchemes, richTextTags } from '@tabib/shared';

/**
 * The editor's allow-list (product.md §5, product.md §10): headings 1 to 3, bold, italic,
 * underline, strike, lists, links (http, https, mailto, tel) and images (http, https, and data:
 * addresses of raster image types only). Everything else, scripts and event handlers included,
 * is removed. Used on every save of user HTML (doctor descriptions, blog posts).
 */
export const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'decoding'],
    '*': ['dir'],
  },
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    /^data:/i.test(frame.attribs.src ?? '') &&
    !/^data:image\/(png|gif|jpe?g|webp|bmp);base64,/i.test(frame.attribs.src ?? ''),
};

/** Elements opened inside each other, and elements in all, beyond which HTML is refused. */
export const richTextMaxDepth = 100;
export const richTextMaxElements = 10_000;
const voidElements = new Set(['br', 'img', 'hr', 'wbr', 'input', 'meta', 'link', 'area', 'base', 'col', 'source']);

/**
 * Whether HTML stays within the shape an article can have. sanitize-html's cost grows faster than
 * the input with nesting depth ('<b>' repeated 68,000 times, 200 KB, takes seconds, blocking every
 * other request), so callers refuse such input before sanitising it. One linear scan of the tags.
 */
export function isReasonableRichText(html: string): boolean {
  let depth = 0;
  let elements = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    elements += 1;
    if (elements > richTextMaxElements) return false;
    if (selfClosing || voidElements.has(name.toLowerCase())) continue;
    depth += 1;
    if (depth > richTextMaxDepth) return false;
  }
  return true;
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

/** Plain text of sanitised HTML, for summaries and meta descriptions. */
export function richTextToPlain(html: string): string {
  // Blocks and line breaks separate words: '<p>a.</p><p>b</p>' reads 'a. b', not 'a.b'.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
