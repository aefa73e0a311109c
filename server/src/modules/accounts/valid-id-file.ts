import { ID_DOCUMENT_DESCRIPTION, MAX_ID_DOCUMENT_BYTES } from '@barangay-portal/domain';
import { EXTENSION, FileKind, ID_DOCUMENT_KINDS, MEDIA_TYPE } from '../../uploads/file-kind';
import type { StoreRules } from '../../uploads/file-storage';

/** What a valid ID may be (docs/rules/id-verification.md#valid-id-file): an image or a PDF, decided by its bytes, at most 10 MB. */
export const VALID_ID_RULES: StoreRules = {
  field: 'validId',
  accept: ID_DOCUMENT_KINDS,
  maxBytes: MAX_ID_DOCUMENT_BYTES,
  acceptDescription: ID_DOCUMENT_DESCRIPTION,
};

/** The authorised route that serves a user's private valid-ID file (auth.rest.ts); never a /media/ URL. */
export function validIdPath(userId: number): string {
  return `/api/auth/user/${userId}/valid-id/`;
}

/**
 * The media type of a stored valid ID, from the extension its storage key was given when its bytes were
 * checked, so a client can choose between <img> and a PDF viewer without fetching the file.
 */
export function mediaTypeOfValidId(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const kind = (Object.keys(EXTENSION) as FileKind[]).find((candidate) => EXTENSION[candidate] === extension);
  return kind ? MEDIA_TYPE[kind] : null;
}
