import type { FastifyRequest } from 'fastify';
import { maxImageBytes } from '@tabib/shared';
import { Invalid, UnsupportedMediaType } from '../errors.ts';

/**
 * The text fields and the one file (`fileField`, at most 5 MB) of a multipart form, or the fields
 * of a JSON body (product.md §7: old clients send either); objects arrive as JSON text either way.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string },
): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({
        limits: { fileSize: maxImageBytes, files: 1, fields: 30, fieldSize: 100_000 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname === options.fileField) file = await part.toBuffer();
          else part.file.resume();
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw multipartError(error);
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [name, value] of Object.entries(request.body))
      fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return file?.length ? { fields, file } : { fields };
}

/**
 * The multipart parser (busboy) throws bare errors for a body it cannot read: no boundary in the
 * Content-Type (the media type is incomplete: 415), or a body cut short or split by another
 * boundary (400). Errors with a status (a file over the limit: 413) keep theirs (product.md §8).
 */
function multipartError(error: unknown): unknown {
  if (!(error instanceof Error) || 'statusCode' in error) return error;
  if (/boundary not found|unsupported content-type/i.test(error.message)) return new UnsupportedMediaType();
  return new Invalid('invalid_multipart');
}
