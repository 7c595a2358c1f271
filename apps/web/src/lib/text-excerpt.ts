/** Elements after which reading pauses: their text must not run into the next one's. */
const blockBoundary = /<br\b[^>]*>|<\/(?:p|div|li|h[1-6]|blockquote|tr)\s*>/gi;

/**
 * The end of a list item, heading or paragraph whose text has no punctuation of its own: on one
 * line, "Consultation au cabinet" and "Téléconsultation" read as one phrase unless a separator
 * stands between them (decision 058).
 */
const unpunctuatedBlockEnd = /([^\s>.!?:;,…،؛؟·—-])((?:\s|<\/(?:strong|em|b|i|u|a|span)>)*)(<\/(?:p|li|h[1-6])\s*>)/gi;

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return namedEntities[body] ?? entity;
}

/**
 * The text a reader sees in an HTML fragment the server sanitised (product.md §10): tags dropped,
 * block ends read as a space, character references decoded. Plain string work, so the page the
 * server renders and the one the browser hydrates say the same (decision 046); blocks without
 * punctuation of their own are separated by " · "; the text is shown
 * as text, never parsed as markup.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(unpunctuatedBlockEnd, '$1$2 ·$3')
    .replace(blockBoundary, (tag) => `${tag} `)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (entity, body: string) => decodeEntity(entity, body));
  return collapseWhitespace(text).replace(/\s*·$/, '');
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
