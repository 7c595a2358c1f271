import sanitizeHtml from 'sanitize-html';

/**
 * The editor's allow-list (seed-spec section 5, decisions.md): headings 1 to 3, bold, italic,
 * underline, strike, lists, links (http, https, mailto, tel) and images (http, https, and data:
 * addresses of raster image types only). Everything else, scripts and event handlers included,
 * is removed. Used on every save of user HTML (doctor descriptions, blog posts).
 */
export const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'decoding'],
    '*': ['dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

/** Plain text of sanitised HTML, for summaries and meta descriptions. */
export function richTextToPlain(html: string): string {
  // Blocks and line breaks separate words: '<p>a.</p><p>b</p>' reads 'a. b', not 'a.b'.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
