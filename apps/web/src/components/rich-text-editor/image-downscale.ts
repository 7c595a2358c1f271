/** Images the editor accepts from a file: the types the server stores (product.md §10, "Uploaded images"). */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** A file above this is refused before it is read (product.md §10: at most 5 MB). */
export const imageFileMaxBytes = 5 * 1024 * 1024;
/** Widest image kept in a post: wider than the article column on any screen. */
export const imageMaxWidth = 1200;
/**
 * A data: address above this length is encoded again smaller: the whole post must stay under
 * 200 KB (blogContentMaxBytes), so one photograph may not take it all.
 */
export const imageTargetDataUrlLength = 90 * 1024;

export type ImageFileProblem = 'not_image' | 'too_large';

/** Why a chosen file cannot go into a post, or null when it may be read. */
export function checkImageFile(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return 'not_image';
  if (file.size > imageFileMaxBytes) return 'too_large';
  return null;
}

/** The size of an image scaled down to at most `maxWidth` wide, in proportion; never scaled up. */
export function fitWithin(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

export interface EncodingStep {
  width: number;
  height: number;
  quality: number;
}

/**
 * The encodings to try, best first: 1200 px at quality 0.8, then lower quality, then narrower. The
 * first whose data: address fits imageTargetDataUrlLength is kept, else the last.
 */
export function encodingSteps(width: number, height: number): EncodingStep[] {
  const plan: Array<[number, number]> = [
    [imageMaxWidth, 0.8],
    [imageMaxWidth, 0.6],
    [800, 0.6],
    [600, 0.5],
  ];
  const steps: EncodingStep[] = [];
  for (const [maxWidth, quality] of plan) {
    const size = fitWithin(width, height, maxWidth);
    const same = steps.some((step) => step.width === size.width && step.quality === quality);
    if (!same) steps.push({ ...size, quality });
  }
  return steps;
}
