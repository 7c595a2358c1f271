import { encodingSteps, imageTargetDataUrlLength } from './image-downscale.ts';

function draw(bitmap: ImageBitmap, width: number, height: number, background?: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

/**
 * An image file as a small data: address for the editor: decoded by the browser (a file that is
 * not really an image is refused here), drawn at most 1200 px wide and encoded as WebP, or JPEG on
 * a white background where the browser cannot write WebP. Re-encoding also drops EXIF and GPS. The
 * server then stores it as sized /media/blog variants.
 */
export async function encodeImageFile(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    let result = '';
    for (const step of encodingSteps(bitmap.width, bitmap.height)) {
      result = draw(bitmap, step.width, step.height).toDataURL('image/webp', step.quality);
      if (!result.startsWith('data:image/webp')) {
        result = draw(bitmap, step.width, step.height, '#ffffff').toDataURL('image/jpeg', step.quality);
      }
      if (result.length <= imageTargetDataUrlLength) break;
    }
    return result;
  } finally {
    bitmap.close();
  }
}
