import { z } from 'zod';
import { ApiError, invalid } from './api-error';
import { assertSafeValue } from './request-body';

/** One file of a multipart body, fully in memory (bounded by the route's upload limit). */
export class UploadedFile {
  constructor(
    readonly filename: string,
    /** As the client declared it: never trusted, the bytes are checked. */
    readonly declaredType: string,
    readonly bytes: Buffer,
  ) {}
}

/** Zod field for a file part (shown as a binary string in the OpenAPI document). */
export const uploadedFile = () =>
  z.custom<UploadedFile>((v) => v instanceof UploadedFile, { message: 'Attach a file' }).meta({ type: 'string', format: 'binary' });

export function isMultipart(header: string | undefined): boolean {
  return (header ?? '').split(';')[0].trim().toLowerCase() === 'multipart/form-data';
}

/** Room for the part headers and text fields around an upload's bytes. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * multipart/form-data → plain object (text fields as strings, files as UploadedFile; a repeated name keeps
 * the last). Anything else answers 415; a malformed body 400. Parsing uses the runtime's own (undici) parser.
 */
export async function parseMultipartBody(raw: Buffer, contentType: string | undefined): Promise<Record<string, unknown>> {
  if (!isMultipart(contentType)) throw new ApiError('UNSUPPORTED_MEDIA', { message: 'Send multipart/form-data' });
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType! } }).formData();
  } catch {
    throw invalid({ body: ['Body is not valid multipart/form-data'] }, 'Body is not valid multipart/form-data');
  }
  const out: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      assertSafeValue({ [name]: value }, '');
      out[name] = value;
    } else {
      out[name] = new UploadedFile(value.name.slice(0, 200), value.type, Buffer.from(await value.arrayBuffer()));
    }
  }
  return { ...out };
}
