/**
 * The editor's allow-list (product.md §5, product.md §10), shared by the server's sanitiser
 * (sanitize-html, on every save) and the browser's (DOMPurify, before rendering): the elements of
 * the toolbar (headings 1 to 3, bold, italic, underline, strike, lists, links, images), paragraphs,
 * line breaks and quotes.
 */
export const richTextTags = [
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
  'blockquote',
  'ol',
  'ul',
  'li',
  'a',
  'img',
] as const;

/** Schemes a link may use; images may be http(s) or data: of raster types only. */
export const richTextLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;
