import { blogSlug } from '@tabib/shared';

/** Post ids are positive 32-bit integers; anything else in the URL names no post (null). */
export function parseBlogId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether the slug segment of the address, as the browser encoded it, is the one the title gives.
 * Both sides are compared decoded, so `%C3%A9`, `%c3%a9` and `é` are the same slug.
 */
export function isCanonicalSlug(rawSegment: string, title: string): boolean {
  return decodeSafely(rawSegment) === decodeSafely(blogSlug(title));
}
