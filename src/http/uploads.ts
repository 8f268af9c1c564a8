// Files of a multipart/form-data request, read into memory as they stream in, each bounded by the
// multipart limits the documents plugin sets (UPLOAD_LIMIT_BYTES, UPLOAD_MAX_FILES): nothing is
// written to disk, so nothing outlives the request.
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { AppError } from './errors.ts';

export interface UploadedFile {
  filename: string;
  mediaType: string;
  bytes: Uint8Array;
}

const multipartBodies = new WeakSet<object>();

/**
 * Marks the body schema of an upload route: its route reads the parts itself (uploadedFiles, bounded by
 * the multipart limits), so the schema documents the body in OpenAPI and is not handed to ajv. The
 * route's query and path parameters are validated as every other route's are (app.ts).
 */
export function multipartBody<T extends object>(schema: T): T {
  multipartBodies.add(schema);
  return schema;
}

export const isMultipartBody = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && multipartBodies.has(schema);

/** The documented multipart body of the pipelines' uploads: 1 to UPLOAD_MAX_FILES files in `files`. */
export const filesBody = (maxFiles: number, description: string) =>
  multipartBody(
    Type.Object(
      {
        files: Type.Array(Type.String({ format: 'binary' }), {
          minItems: 1,
          maxItems: maxFiles,
          description,
        }),
      },
      { required: ['files'] },
    ),
  );

/** The files sent under `field` (also `field[]`, as browsers name arrays); at least one, at most `max`. */
export async function uploadedFiles(
  request: FastifyRequest,
  field: string,
  max: number,
): Promise<UploadedFile[]> {
  if (!request.isMultipart())
    throw new AppError(
      'unsupported_media_type',
      `Send the documents as multipart/form-data in the field \`${field}\``,
    );
  const files: UploadedFile[] = [];
  try {
    await readParts(request, field, max, files);
  } catch (error) {
    // The parser's own errors (no boundary, a part without headers, a truncated body) are the client's.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw new AppError('validation_error', 'The multipart/form-data body is malformed', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (files.length === 0)
    throw new AppError('validation_error', `The multipart field \`${field}\` is required`, {
      fields: [{ field: `body.${field}`, message: 'is required' }],
    });
  return files;
}

async function readParts(request: FastifyRequest, field: string, max: number, files: UploadedFile[]) {
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== field && part.fieldname !== `${field}[]`) {
      // Other files are skipped, their bytes discarded, so that the parts after them arrive.
      part.file.resume();
      continue;
    }
    if (files.length >= max) {
      part.file.resume();
      throw new AppError('validation_error', `At most ${max} file(s) in \`${field}\``, {
        fields: [{ field: `body.${field}`, message: `must hold at most ${max} file(s)` }],
      });
    }
    const bytes = await part.toBuffer();
    files.push({
      filename: part.filename,
      mediaType: part.mimetype,
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
  }
}
