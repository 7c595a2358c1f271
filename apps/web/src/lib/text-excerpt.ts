/** Elements after which reading pauses: their text must not run into the next one's. */
const blockElements = 'p, div, li, br, h1, h2, h3, h4, h5, h6, blockquote, tr';

/**
 * The text a reader sees in an HTML fragment. DOMParser builds an inert document: nothing in it
 * runs or loads, so untrusted HTML is safe to read this way.
 */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const element of body.querySelectorAll(blockElements)) element.append(' ');
  return collapseWhitespace(body.textContent ?? '');
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * At most `maxLength` characters of `text`, cut at a word boundary when one is near, with an
 * ellipsis when something was cut (product.md §9: 99 characters for a doctor card).
 */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace >= maxLength * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,;:.!?،؛-]+$/u, '')}…`;
}
