import type { Request } from 'express';
import type { PictureUpload } from '../uploads/public-picture';
import { fileFrom } from '../uploads/rest-multipart';

/** A REST body, JSON or multipart: multipart fields are always text. */
export type Body = Record<string, unknown>;

export function bodyOf(req: Request): Body {
  return (req.body ?? {}) as Body;
}

/**
 * The value of `key`, or undefined when it is missing, null or blank text: the REST clients (docs/rules/rest-api.md#rest-filled-fields) send only
 * the fields that hold something, and an empty field on an update means "leave it as it is".
 */
export function filled(body: Body, key: string): unknown {
  const value = body[key];
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Text as sent; a number (JSON) as its digits. Anything else is passed on for the validators to refuse. */
export function formText(body: Body, key: string): string | undefined {
  const value = filled(body, key);
  return (typeof value === 'number' ? String(value) : value) as string | undefined;
}

/** A whole number, also from multipart text ("12"); other text is passed on for the validators to refuse. */
export function formInteger(body: Body, key: string): number | undefined {
  const value = filled(body, key);
  if (typeof value === 'string' && /^\s*[+-]?\d{1,15}\s*$/.test(value)) return Number(value);
  return value as number | undefined;
}

/** true/false, also from multipart text ("true"/"false", any case); other values are passed on to be refused. */
export function formBoolean(body: Body, key: string): boolean | undefined {
  const value = filled(body, key);
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return value as boolean | undefined;
}

/** "true"/"false" as booleans (multipart and HTML forms can only send text); any other value as sent, for the validators. */
export function asSentBoolean(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Text in lower case (choices the REST clients send in varying case); other values pass on unchanged. */
export function lowerCased<T>(value: T): T {
  return (typeof value === 'string' ? value.trim().toLowerCase() : value) as T;
}

/**
 * The picture sent with a multipart request under any of `fieldNames` (docs/rules/rest-api.md#rest-picture-aliases: under its own name or as
 * photo, src or image), reported in errors as `field`.
 */
export function pictureFrom(req: Request, fieldNames: readonly string[], field: string): PictureUpload {
  return { file: fileFrom(req.files, fieldNames), field };
}
