import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { imageVariantSizes } from '@tabib/shared';
import { PayloadTooLarge, UnsupportedMediaType } from '../errors.ts';
import type { MediaFile, MediaFiles } from './media-files.ts';

/** Formats accepted, recognised by content, not by name or declared type (product.md §10). */
const acceptedFormats = new Set(['jpeg', 'png', 'gif', 'webp']);
/** A photo of more pixels than this is refused before decoding (decompression bombs). */
export const maxImagePixels = 40_000_000;

export interface ImageStore {
  /** Checks, re-encodes and stores an upload in every size; returns its key. */
  save(upload: Buffer, owner: string): Promise<string>;
  remove(key: string): Promise<void>;
}

/**
 * Uploaded photos are decoded by sharp, turned upright, cropped square and re-encoded as WebP in
 * 88, 120, 300 and 600 px: re-encoding drops EXIF and GPS metadata, and nothing the user sent is
 * ever served as is.
 */
export function createImageStore(files: MediaFiles): ImageStore {
  const names = (key: string) => imageVariantSizes.map((size) => `${key}-${size}.webp`);
  return {
    async save(upload, owner) {
      await checkImage(upload);
      const key = `${owner}-${randomBytes(6).toString('hex')}`;
      const variants: MediaFile[] = [];
      try {
        for (const [index, size] of imageVariantSizes.entries()) {
          const content = await sharp(upload, { limitInputPixels: maxImagePixels, animated: false })
            .rotate()
            .resize(size, size, { fit: 'cover', position: 'attention' })
            .webp({ quality: 82 })
            .toBuffer();
          variants.push({ name: names(key)[index] as string, contentType: 'image/webp', content });
        }
      } catch {
        throw new UnsupportedMediaType('invalid_image');
      }
      await files.put(variants);
      return key;
    },
    async remove(key) {
      await files.remove(names(key));
    },
  };
}

/**
 * Refuses what is not a JPEG, PNG, GIF or WebP by its content (415), or has more pixels than
 * `maxImagePixels` (413), before anything is decoded in full.
 */
export async function checkImage(upload: Buffer): Promise<{ pixels: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: maxImagePixels }).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new PayloadTooLarge('image_too_many_pixels');
    throw new UnsupportedMediaType('invalid_image');
  }
  if (!metadata.format || !acceptedFormats.has(metadata.format)) throw new UnsupportedMediaType('invalid_image');
  return { pixels: (metadata.width ?? 0) * (metadata.height ?? 0) };
}
