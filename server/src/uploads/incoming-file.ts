import type { Readable } from 'node:stream';
import { DomainError } from '../common/domain-error';

/** A file as the services receive it, whichever API it came through: fully read, size already checked. */
export interface IncomingFile {
  bytes: Buffer;
  /** The name the client gave it; only ever shown, never used to store or to decide the type. */
  originalName: string;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_ID_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The largest file any route accepts; each use then applies its own, possibly lower, limit. */
export const MAX_UPLOAD_BYTES = MAX_ID_DOCUMENT_BYTES;
export const MAX_UPLOAD_FILES = 2;

export function fileTooLarge(field: string, limitBytes: number): DomainError {
  return DomainError.invalid('FILE_TOO_LARGE', { [field]: [`The file is larger than ${limitBytes / (1024 * 1024)} MB.`] });
}

/** Reads a stream into memory, refusing it as soon as it passes the limit. */
export async function readStream(stream: Readable, limitBytes: number, field: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limitBytes) {
        stream.destroy();
        throw fileTooLarge(field, limitBytes);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // graphql-upload cuts a file off at its own maxFileSize and fails the stream with an HTTP 413 error:
    // that is the same refusal, not a server fault.
    if ((error as { status?: unknown } | null)?.status === 413) throw fileTooLarge(field, limitBytes);
    throw error;
  }
  return Buffer.concat(chunks);
}
