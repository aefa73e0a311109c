/**
 * Decides what a file is from its first bytes (its "magic number"), never from its name or the
 * content type the client claims: a renamed executable is not an image.
 */
export type FileKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf';

export type ImageKind = Exclude<FileKind, 'pdf'>;

export const IMAGE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'gif', 'webp'];
export const ID_DOCUMENT_KINDS: readonly FileKind[] = [...IMAGE_KINDS, 'pdf'];

export const EXTENSION: Record<FileKind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', pdf: 'pdf' };
export const MEDIA_TYPE: Record<FileKind, string> = {
  jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf',
};

/** The media type of a stored name by its extension (storage keys and picture copies get theirs from their checked kind). */
export function mediaTypeOfName(name: string): string | null {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const kind = (Object.keys(EXTENSION) as FileKind[]).find((candidate) => EXTENSION[candidate] === extension);
  return kind ? MEDIA_TYPE[kind] : null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

export function isImageKind(kind: FileKind): kind is ImageKind {
  return kind !== 'pdf';
}

const ascii = (text: string) => Array.from(Buffer.from(text, 'ascii'));

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}
