/**
 * What may be uploaded (docs/rules/common.md#uploads): pictures of records (project, event, official) are images, a
 * resident's valid ID an image or a PDF. The server decides a file's kind from its bytes; the browser only
 * uses these to spare a round trip, by the type and name the file claims.
 */
const MB = 1024 * 1024;

export const MAX_PICTURE_BYTES = 5 * MB;
export const MAX_ID_DOCUMENT_BYTES = 10 * MB;
/** Files one request may carry. */
export const MAX_UPLOAD_FILES = 2;

/** The media types of the accepted kinds: JPEG, PNG, WebP, GIF and, for valid IDs, PDF. */
export const PICTURE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const ID_DOCUMENT_MEDIA_TYPES = [...PICTURE_MEDIA_TYPES, 'application/pdf'] as const;
/** File name endings of the accepted kinds, for a file whose system gives no type. */
export const ID_DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf'] as const;

/** The `accept` attribute of a file picker: what the picker shows first. */
export const PICTURE_ACCEPT = 'image/*';
export const ID_DOCUMENT_ACCEPT = 'image/*,application/pdf';

/** The accepted kinds as messages name them. */
export const PICTURE_DESCRIPTION = 'an image (JPEG, PNG, WebP or GIF)';
export const ID_DOCUMENT_DESCRIPTION = `${PICTURE_DESCRIPTION} or a PDF`;

/** A file field's hint starting with the accepted kinds: uploadHint(PICTURE_DESCRIPTION, 'of at most 5 MB.') reads 'An image (...) of at most 5 MB.' */
export const uploadHint = (description: string, rest: string): string =>
  `${description.charAt(0).toUpperCase()}${description.slice(1)} ${rest}`;

/** A size limit as messages give it, in megabytes (1024 × 1024 bytes). */
export const inMegabytes = (bytes: number): number => bytes / MB;

export const fileTooLargeMessage = (limitBytes: number): string => `The file is larger than ${inMegabytes(limitBytes)} MB.`;

/** Whether a file claims to be a valid ID's kind: by its type, or by its name when it has no type. */
export function claimsIdDocumentKind(file: { type: string; name: string }): boolean {
  if (file.type.startsWith('image/') || file.type === 'application/pdf') return true;
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return file.type === '' && file.name.includes('.') && (ID_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}
