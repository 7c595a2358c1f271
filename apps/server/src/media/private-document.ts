import sharp from 'sharp';
import { UnsupportedMediaType } from '../errors.ts';
import { checkImage, maxImagePixels } from './image-store.ts';

/** A document kept private (decision 038): a verification's scan of the Ordre card. */
export interface PrivateDocument {
  content: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
}

/**
 * Accepts a PDF (recognised by its header) or a JPEG, PNG, GIF or WebP image (by its content), and
 * refuses anything else with 415 `invalid_document`, naming the form field `document`. An image is
 * re-encoded as JPEG, upright, which drops its EXIF and GPS metadata; a PDF is kept as sent and only
 * ever served as an attachment to staff (decision 038). The size limit (5 MB) is the multipart
 * parser's.
 */
export async function checkPrivateDocument(upload: Buffer): Promise<PrivateDocument> {
  if (upload.subarray(0, 5).toString('latin1') === '%PDF-') return { content: upload, contentType: 'application/pdf' };
  try {
    await checkImage(upload);
  } catch (error) {
    if (error instanceof UnsupportedMediaType) throw invalidDocument();
    throw error;
  }
  try {
    const content = await sharp(upload, { limitInputPixels: maxImagePixels, animated: false })
      .rotate()
      .jpeg({ quality: 88 })
      .toBuffer();
    return { content, contentType: 'image/jpeg' };
  } catch {
    // A header that reads as an image over pixels that do not decode (a truncated JPEG or PNG) is
    // as unreadable as any other file: the sender's to fix, not a 500 (decision 050), as the
    // profile photo's image store already answers.
    throw invalidDocument();
  }
}

function invalidDocument(): UnsupportedMediaType {
  return new UnsupportedMediaType('invalid_document', [{ field: 'document', key: 'invalid_document' }]);
}
