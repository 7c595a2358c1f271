/** The schemes a link in a post may use (product.md §5; product.md §10, "Accounts and security"). */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** What the link form's address means: a link to set, the link to remove, or an address refused. */
export type LinkAddress = { kind: 'link'; href: string } | { kind: 'remove' } | { kind: 'invalid' };

/**
 * An absolute address the editor may keep: http(s) with a host, mailto with an address, tel with a
 * number. The server's sanitiser drops anything else, so the editor refuses it up front rather
 * than show a link that would disappear on saving.
 */
export function isAllowedLinkAddress(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return false;
  }
  if (!allowedSchemes.has(url.protocol)) return false;
  if (url.protocol === 'mailto:') return /^[^@\s]+@[^@\s]+$/.test(decodeURIComponent(url.pathname));
  if (url.protocol === 'tel:') return /^\+?[\d\s().-]{3,}$/.test(decodeURIComponent(url.pathname));
  return url.hostname !== '';
}

/**
 * Reads what the author typed in the link form: empty removes the link; an e-mail address or a
 * bare domain ("www.example.org") gets the scheme a person would mean; anything else must be an
 * allowed absolute address.
 */
export function readLinkAddress(input: string): LinkAddress {
  const text = input.trim();
  if (text === '') return { kind: 'remove' };
  let candidate = text;
  if (!/^[a-z][a-z\d+.-]*:/i.test(text)) {
    if (/^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/.test(text)) candidate = `mailto:${text}`;
    else if (/^[^\s/]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(text)) candidate = `https://${text}`;
  }
  return isAllowedLinkAddress(candidate) ? { kind: 'link', href: candidate } : { kind: 'invalid' };
}
