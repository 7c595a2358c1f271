import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  encodingSteps,
  fitWithin,
  imageFileMaxBytes,
} from '../src/components/rich-text-editor/image-downscale.ts';

describe('editor images (product.md §10: jpeg, png, gif, webp, at most 5 MB)', () => {
  it('accepts the four image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(checkImageFile({ type, size: 1000 })).toBeNull();
    }
    expect(checkImageFile({ type: 'image/png', size: imageFileMaxBytes })).toBeNull();
  });

  it('refuses other files and larger ones', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 1000 })).toBe('not_image');
    expect(checkImageFile({ type: 'application/pdf', size: 1000 })).toBe('not_image');
    expect(checkImageFile({ type: '', size: 1000 })).toBe('not_image');
    expect(checkImageFile({ type: 'image/jpeg', size: imageFileMaxBytes + 1 })).toBe('too_large');
  });

  it('scales down to 1200 px wide in proportion, never up', () => {
    expect(fitWithin(4000, 3000, 1200)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(1201, 1, 1200)).toEqual({ width: 1200, height: 1 });
    expect(fitWithin(800, 600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(8, 8, 1200)).toEqual({ width: 8, height: 8 });
  });

  it('tries 1200 px at quality 0.8 first, then lighter encodings', () => {
    const steps = encodingSteps(4000, 2000);
    expect(steps[0]).toEqual({ width: 1200, height: 600, quality: 0.8 });
    expect(steps.map((step) => step.width)).toEqual([1200, 1200, 800, 600]);
    expect(steps.at(-1)?.quality).toBeLessThan(0.8);
  });

  it('does not try the same encoding twice for a small image', () => {
    expect(encodingSteps(500, 500)).toEqual([
      { width: 500, height: 500, quality: 0.8 },
      { width: 500, height: 500, quality: 0.6 },
      { width: 500, height: 500, quality: 0.5 },
    ]);
  });
});
