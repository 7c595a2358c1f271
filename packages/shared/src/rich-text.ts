/**
 * The editor's allow-list (product.md §5, product.md §10), shared by the server's sanitiser
 * (sanitize-html, on every save) and the browser's (DOMPurify, before rendering): the elements of
 * the toolbar (headings 1 to 3, bold, italic, underline, strike, lists, links, images), paragraphs,
 * line breaks and quotes. Images are Tabib's own only (`isTabibImageAddress`).
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

/** Schemes a link may use. Images have their own rule: `isTabibImageAddress`. */
export const richTextLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * The name of an image Tabib stores and serves at `/media/{name}` (decision 028): a key of the
 * image stores, a width, `.webp`; article images under `blog/` (`blog/7-0f1e2d3c4b5a-600.webp`),
 * profile photos at the top (`u12-a1b2c3d4e5f6-120.webp`).
 */
export const mediaNamePattern = /^(?:blog\/)?u?\d+-[0-9a-f]{12}-\d{2,4}\.webp$/;

/** A pasted image the editor inserts inline: a data: address of a raster type, in base64. */
export const inlineImagePattern = /^data:image\/(?:png|gif|jpe?g|webp|bmp);base64,/i;

/**
 * Whether user HTML may show an image at this address (decision 048): only an
 * image Tabib serves itself, or one inline in the page. Any other address (https://…, //host/…)
 * would have the reader's browser ask a third party, which then learns who reads which doctor.
 */
export function isTabibImageAddress(src: string): boolean {
  return (
    (src.startsWith('/media/') && mediaNamePattern.test(src.slice('/media/'.length))) || inlineImagePattern.test(src)
  );
}
