import { fileTooLargeMessage, MAX_ID_DOCUMENT_BYTES } from '@barangay-portal/domain';
import { DomainError } from '../common/domain-error';

/**
 * A file as the services receive it, whichever API it came through: already on disk in this process's
 * staging folder (never held in memory), its size known. The request that brought it removes it when it
 * ends; FileStorage.store moves or re-encodes it into place before that.
 */
export interface IncomingFile {
  path: string;
  size: number;
  /** The name the client gave it; only ever shown, never used to store or to decide the type. */
  originalName: string;
}

/**
 * The largest file any route accepts; each use then applies its own, possibly lower, limit (the shared
 * upload limits: MAX_PICTURE_BYTES, MAX_ID_DOCUMENT_BYTES).
 */
export const MAX_UPLOAD_BYTES = MAX_ID_DOCUMENT_BYTES;

export function fileTooLarge(field: string, limitBytes: number): DomainError {
  return DomainError.invalid('FILE_TOO_LARGE', { [field]: [fileTooLargeMessage(limitBytes)] });
}
