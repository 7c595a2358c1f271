import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { UnsupportedMediaType } from '../errors.ts';
import { checkImage, maxImagePixels } from './image-store.ts';
import type { MediaFile, MediaFiles } from './media-files.ts';

/** Widths of a practice photo's variants; every one is cropped to 4:3 (decision 074). */
export const practicePhotoWidths = [400, 800, 1200] as const;
const heightOf = (width: number) => Math.round((width * 3) / 4);

/** Keys are `{doctor id}-{random}`: a doctor may only ever delete its own photos. */
const practicePhotoKeyPattern = /^\d+-[0-9a-f]{12}$/;
/** The media names of practice photos' variants, as GET /media/* serves them (never in user HTML). */
export const practicePhotoNamePattern = /^practice\/\d+-[0-9a-f]{12}-\d{3,4}\.webp$/;

export interface PracticePhotoStore {
  /** Checks, re-encodes and stores a photo of a practice in every width; returns its key. */
  save(upload: Buffer, doctorId: number): Promise<string>;
  remove(key: string): Promise<void>;
}

/** A stored photo's variants as the wire carries them. */
export function practicePhotoVariants(key: string): Array<{ width: number; height: number; url: string }> {
  return practicePhotoWidths.map((width) => ({
    width,
    height: heightOf(width),
    url: `/media/practice/${key}-${width}.webp`,
  }));
}

/**
 * Practice photos go through the profile photo's checks (format by content, pixel ceiling), are
 * turned upright, cropped to 4:3 so the gallery never moves as they arrive, and re-encoded as WebP:
 * EXIF and GPS are dropped, nothing the doctor sent is served as is.
 */
export function createPracticePhotoStore(files: MediaFiles): PracticePhotoStore {
  const name = (key: string, width: number) => `practice/${key}-${width}.webp`;
  return {
    async save(upload, doctorId) {
      await checkImage(upload);
      const key = `${doctorId}-${randomBytes(6).toString('hex')}`;
      const variants: MediaFile[] = [];
      try {
        for (const width of practicePhotoWidths) {
          const content = await sharp(upload, { limitInputPixels: maxImagePixels, animated: false })
            .rotate()
            .resize(width, heightOf(width), { fit: 'cover', position: 'attention' })
            .webp({ quality: 80 })
            .toBuffer();
          variants.push({ name: name(key, width), contentType: 'image/webp', content });
        }
      } catch {
        throw new UnsupportedMediaType('invalid_image');
      }
      await files.put(variants);
      return key;
    },
    async remove(key) {
      if (!practicePhotoKeyPattern.test(key)) return;
      await files.remove(practicePhotoWidths.map((width) => name(key, width)));
    },
  };
}
