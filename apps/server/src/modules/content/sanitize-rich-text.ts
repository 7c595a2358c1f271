import sanitizeHtml from 'sanitize-html';
import { isTabibImageAddress, mediaNamePattern, richTextLinkSchemes, richTextTags } from '@tabib/shared';

/**
 * The editor's allow-list (product.md §5, product.md §10): headings 1 to 3, bold, italic,
 * underline, strike, lists, links (http, https, mailto, tel) and images that are Tabib's own: a
 * stored `/media/` image or an inline data: address of a raster type (decision 048: an image from
 * another server tells that server who reads the page). Everything else, scripts and event
 * handlers included, is removed. Used on every save of user HTML (doctor descriptions, blog posts).
 */
export const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'decoding'],
    '*': ['dir'],
  },
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isTabibImageAddress(frame.attribs.src ?? ''),
};

/** The attributes of an image as stored, once the finishing pass of articles added its own. */
export const storedImageAttributes = ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'decoding', 'loading'];

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

/**
 * Stored user HTML as it may be served (decision 048): without the images that
 * are not Tabib's own. Saving has dropped them since that rule; HTML saved before it may still show
 * https images, so every answer carrying stored HTML passes through here. HTML whose images are all
 * ours, written as the sanitiser writes them, is returned as is after one scan of its <img> tags
 * (the case of every row saved since); anything else is sanitised again with the allow-list.
 */
export function dropForeignImages(html: string): string {
  if (!/<img/i.test(html)) return html;
  return hasOnlyTabibImages(html) ? html : sanitizeHtml(html, storedHtmlOptions);
}

/** An <img> as sanitize-html writes it: lower case, double-quoted attributes, no < or > inside. */
const writtenImageTag = /^<img(?:\s+[a-z]+="[^"<>]*")*\s*\/?>$/;
const writtenAttribute = /\s([a-z]+)="([^"]*)"/g;

function hasOnlyTabibImages(html: string): boolean {
  let checked = 0;
  for (const [tag] of html.matchAll(/<img\b[^<>]*>/gi)) {
    if (!writtenImageTag.test(tag)) return false;
    let sources = 0;
    for (const [, name = '', value = ''] of tag.matchAll(writtenAttribute)) {
      if (name === 'src') {
        sources += 1;
        if (!isTabibImageAddress(value)) return false;
      } else if (name === 'srcset' && !isTabibSrcset(value)) {
        return false;
      }
    }
    if (sources !== 1) return false;
    checked += 1;
  }
  // Every "<img" is one of the tags checked: an unfinished or unusual one takes the slow way.
  return checked === html.match(/<img/gi)?.length;
}

/** A srcset whose every candidate is a stored image (`/media/blog/…-300.webp 300w, …`). */
function isTabibSrcset(srcset: string): boolean {
  return srcset.split(',').every((candidate) => {
    const address = candidate.trim().split(/\s+/)[0] ?? '';
    return address.startsWith('/media/') && mediaNamePattern.test(address.slice('/media/'.length));
  });
}

/** The allow-list again, keeping the attributes stored images were given, and only our images. */
const storedHtmlOptions: sanitizeHtml.IOptions = {
  ...richTextOptions,
  allowedAttributes: { ...richTextOptions.allowedAttributes, img: storedImageAttributes },
  transformTags: {
    ...richTextOptions.transformTags,
    img: (tagName, attribs) => {
      if (!attribs.srcset || isTabibSrcset(attribs.srcset)) return { tagName, attribs };
      const kept = { ...attribs };
      delete kept.srcset;
      delete kept.sizes;
      return { tagName, attribs: kept };
    },
  },
};
