import sanitizeHtml from 'sanitize-html';
import {
  blogImageWidths,
  blogMaxImagePixels,
  blogMaxImages,
  inlineImagePattern,
  isTabibImageAddress,
  type Locale,
} from '@tabib/shared';
import { Invalid, PayloadTooLarge } from '../../errors.ts';
import { blogImageAddress, blogImagePrefix, type StoredBlogImage } from '../../media/blog-image-store.ts';
import {
  isReasonableRichText,
  richTextOptions,
  richTextToPlain,
  sanitizeRichText,
  storedImageAttributes,
} from '../content/sanitize-rich-text.ts';
import { detectLanguage } from '../content/detect-language.ts';

/** Long enough for the 70-character card, the 100-character preview and the 150-character meta. */
export const summaryLength = 160;

export interface PreparedContent {
  content: string;
  summary: string;
  image: string | null;
  lang: Locale;
}

export interface PrepareContentInput {
  html: string;
  title: string;
  lang?: Locale | undefined;
  /**
   * The title before an edit. The h2 this module added for it comes back from the editor as
   * content: when it still opens the content, it is dropped, so a renamed post gets its new title.
   */
  previousTitle?: string | undefined;
  /** Where data: images are stored; absent, they stay inline (demo data without a media folder). */
  images?: PostImages | undefined;
}

export interface PostImages {
  /** Pixels of an image, read from its header (413 or 415 when it cannot be accepted). */
  measure(image: Buffer): Promise<number>;
  /** Stores one image and says where it now lives. */
  store(image: Buffer): Promise<StoredBlogImage>;
}

const storedImagePattern = new RegExp(`^${blogImagePrefix}(\\d+-[0-9a-f]{12})-(\\d+)\\.webp$`);
const largestWidth = Math.max(...blogImageWidths);
/** A phone shows the image across the screen; wider screens cap the article column at 600 px. */
const imageSizes = '(max-width: 640px) 100vw, 600px';

/**
 * Turns what the editor sent into what is stored (product.md §5):
 * 1. the allow-list sanitiser removes everything not in the editor's toolbar (scripts, handlers,
 *    javascript: addresses, styles, frames…) and images from other servers (decision 048);
 * 2. each data: image is stored as WebP variants and replaced by its /media address with a srcset;
 * 3. every image gets its alt text (the title + ' - image' when missing), async decoding, lazy
 *    loading, and width/height (the real ones for stored images, 'auto' when unknown);
 * 4. an h2 with the title opens the content when it has no heading of its own.
 * Content with no text and no image left is refused, as if it had been empty.
 */
export async function prepareBlogContent(input: PrepareContentInput): Promise<PreparedContent> {
  if (!isReasonableRichText(input.html)) {
    throw new Invalid('invalid_input', [{ field: 'body.content', key: 'content_too_complex' }]);
  }
  let clean = sanitizeRichText(input.html);
  if (input.previousTitle !== undefined && input.previousTitle !== input.title) {
    // The editor may have given it a direction (dir="auto"): still the heading we added.
    const title = escapeText(input.previousTitle).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    clean = clean.replace(new RegExp(`^\\s*<h2(?: dir="(?:auto|ltr|rtl)")?>${title}</h2>\\s*`), '');
  }
  const stored = input.images ? await storeDataImages(imageSources(clean), input.images) : new Map();
  const body = sanitizeHtml(clean, finishingOptions(input.title, stored));
  const text = richTextToPlain(body);
  if (text === '' && !/<img\s/i.test(body)) {
    throw new Invalid('invalid_input', [{ field: 'body.content', key: 'blog_content_required' }]);
  }
  const content = /<h[1-3][\s>]/i.test(body) ? body : `<h2>${escapeText(input.title)}</h2>\n${body}`;
  return {
    content,
    summary: truncate(richTextToPlain(separateHeadings(body)).replace(/ —$/, ''), summaryLength),
    image: imageSources(content)[0] ?? null,
    lang: input.lang ?? detectLanguage(`${input.title} ${text}`),
  };
}

/**
 * Stores each distinct data: image, after checking the post's images by their headers alone: at
 * most `blogMaxImages`, and `blogMaxImagePixels` in all, since decoding is what costs the server
 * (a 40-megapixel PNG of two colours weighs a few kilobytes).
 */
async function storeDataImages(sources: string[], images: PostImages): Promise<Map<string, StoredBlogImage>> {
  const pending = [...new Set(sources.filter((src) => inlineImagePattern.test(src)))];
  if (pending.length > blogMaxImages) throw new PayloadTooLarge('blog_too_many_images');
  const decoded = pending.map((src) => Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  let pixels = 0;
  for (const image of decoded) pixels += await images.measure(image);
  if (pixels > blogMaxImagePixels) throw new PayloadTooLarge('image_too_many_pixels');
  const stored = new Map<string, StoredBlogImage>();
  for (const [index, src] of pending.entries()) stored.set(src, await images.store(decoded[index] as Buffer));
  return stored;
}

/** The image addresses of sanitised HTML, in order (the sanitiser writes `src="…"` quoted). */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((match) => decodeEntities(match[1] ?? ''));
}

/** Keys of the stored images a post shows, to remove the files once no version refers to them. */
export function storedImageKeys(html: string): Set<string> {
  const keys = new Set<string>();
  for (const src of imageSources(html)) {
    const key = storedImagePattern.exec(src)?.[1];
    if (key) keys.add(key);
  }
  return keys;
}

/** Second pass over already sanitised HTML: only adds attributes, with the same allow-list of tags. */
function finishingOptions(title: string, stored: Map<string, StoredBlogImage>): sanitizeHtml.IOptions {
  const alt = `${title} - image`;
  return {
    ...richTextOptions,
    allowedAttributes: {
      ...richTextOptions.allowedAttributes,
      img: storedImageAttributes,
    },
    transformTags: {
      ...richTextOptions.transformTags,
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        const finished: Record<string, string> = {
          alt: attribs.alt?.trim() || alt,
          decoding: 'async',
          loading: 'lazy',
          width: attribs.width || 'auto',
          height: attribs.height || 'auto',
        };
        const image = stored.get(src);
        const storedKey = image?.key ?? storedImagePattern.exec(src)?.[1];
        if (storedKey) {
          finished.src = blogImageAddress(storedKey, largestWidth);
          finished.srcset = blogImageWidths
            .map((width) => `${blogImageAddress(storedKey, width)} ${width}w`)
            .join(', ');
          finished.sizes = imageSizes;
          if (image) {
            finished.width = String(image.width);
            finished.height = String(image.height);
          }
        } else if (isTabibImageAddress(src)) {
          // A data: image kept inline (no image store), or another stored image such as a photo.
          finished.src = src;
        }
        // Anything else is not an image of ours (the first pass already dropped them): dropped below.
        return { tagName, attribs: finished };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/**
 * A heading's end as a dash in the summary (decision 058): a card read 'Bien dormir Les bébés
 * dorment…', the heading glued to its paragraph as one sentence. A heading that ends with its own
 * punctuation keeps it.
 */
function separateHeadings(html: string): string {
  return html.replace(/([^\s.!?:;…؟])(\s*)<\/(h[1-6])>/gi, '$1$2 —</$3>');
}

function truncate(text: string, length: number): string {
  const characters = [...text];
  return characters.length <= length ? text : characters.slice(0, length).join('').trimEnd();
}

/** Text as sanitize-html writes it between tags (quotes stay as they are). */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
