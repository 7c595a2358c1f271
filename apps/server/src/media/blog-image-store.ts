import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { blogImageWidths } from '@tabib/shared';
import { UnsupportedMediaType } from '../errors.ts';
import { checkImage, maxImagePixels } from './image-store.ts';
import type { MediaFile, MediaFiles } from './media-files.ts';

/** Where stored blog images are served: their media names begin with `blog/`. */
export const blogImagePrefix = '/media/blog/';
const largestWidth = Math.max(...blogImageWidths);

export interface StoredBlogImage {
  key: string;
  /** Size of the largest variant, so the page reserves the space before the image arrives. */
  width: number;
  height: number;
}

export interface BlogImageStore {
  /** Checks an image by its header only (format, 415; pixel ceiling, 413) and counts its pixels. */
  measure(image: Buffer): Promise<number>;
  /** Checks, re-encodes and stores an image of a post in the widths of section 9 (300, 600). */
  save(image: Buffer, ownerId: number): Promise<StoredBlogImage>;
  remove(key: string): Promise<void>;
}

/** Keys are `{owner id}-{random}`: a post may only ever delete its own author's images. */
export const blogImageKeyPattern = /^(\d+)-[0-9a-f]{12}$/;

export function blogImageAddress(key: string, width: number): string {
  return `${blogImagePrefix}${key}-${width}.webp`;
}

/**
 * Images pasted into a post arrive as data: addresses. They are decoded by sharp, turned upright
 * and re-encoded as WebP no wider than 300 and 600 px (never enlarged): EXIF and GPS are dropped,
 * the article weighs a fraction of the original, and a phone downloads the 300 px one.
 */
export function createBlogImageStore(files: MediaFiles): BlogImageStore {
  const name = (key: string, width: number) => `blog/${key}-${width}.webp`;
  return {
    async measure(image) {
      return (await checkImage(image)).pixels;
    },
    async save(image, ownerId) {
      await checkImage(image);
      const key = `${ownerId}-${randomBytes(6).toString('hex')}`;
      const variants: MediaFile[] = [];
      let largest: { width: number; height: number } | undefined;
      try {
        for (const width of blogImageWidths) {
          const { data, info } = await sharp(image, { limitInputPixels: maxImagePixels, animated: false })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer({ resolveWithObject: true });
          variants.push({ name: name(key, width), contentType: 'image/webp', content: data });
          if (width === largestWidth) largest = info;
        }
      } catch {
        throw new UnsupportedMediaType('invalid_image');
      }
      await files.put(variants);
      return { key, width: largest?.width ?? largestWidth, height: largest?.height ?? largestWidth };
    },
    async remove(key) {
      if (!blogImageKeyPattern.test(key)) return;
      await files.remove(blogImageWidths.map((width) => name(key, width)));
    },
  };
}
