import { MAX_ID_DOCUMENT_BYTES, MAX_PICTURE_BYTES, MAX_UPLOAD_FILES } from '@barangay-portal/domain';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { DomainError, ErrorKind } from '../common/domain-error';
import { IncomingFile } from './incoming-file';
import type { FormLimits, UploadIntake } from './upload-intake';

/** Text fields of a REST form: the longest text any field takes is 2,000 characters (8 KB in UTF-8). */
const FORM_TEXT = { fields: 30, fieldBytes: 16 * 1024 };

/** A form with a public picture (projects, events, officials). */
export const PICTURE_FORM: FormLimits = { fileBytes: MAX_PICTURE_BYTES, files: MAX_UPLOAD_FILES, ...FORM_TEXT };
/** The valid-ID upload: an image or a PDF. */
export const ID_DOCUMENT_FORM: FormLimits = { fileBytes: MAX_ID_DOCUMENT_BYTES, files: MAX_UPLOAD_FILES, ...FORM_TEXT };

/**
 * Reads the multipart body of a REST route that takes files (docs/rules/rest-api.md#rest-conventions: the original client sends those
 * forms as multipart) into req.body and req.files; JSON bodies pass untouched. Place it after the
 * route's role check, so a caller who may not use the route is refused before the body is read.
 * Services then check each file's content.
 */
export function restForm(intake: UploadIntake, limits: FormLimits): RequestHandler {
  const receive = intake.form(limits);
  return (req, res, next) => {
    receive(req, res, (error?: unknown) => {
      next(error === undefined ? undefined : formRefusal(error));
    });
  };
}

function formRefusal(error: unknown): DomainError {
  if (error instanceof multer.MulterError) {
    const message = error.code === 'LIMIT_FILE_COUNT'
      ? `At most ${MAX_UPLOAD_FILES} files can be sent at once.`
      : 'The upload could not be accepted.';
    return DomainError.invalid('UPLOAD_REFUSED', { [error.field ?? 'file']: [message] });
  }
  return new DomainError(ErrorKind.BadUserInput, 'MALFORMED_MULTIPART', 'The multipart body could not be read.');
}

/**
 * Refuses a multipart body where no route below takes files (the REST router and the modules with file
 * routes place it after those routes): 415, the body unread.
 */
export function refuseMultipart(): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    res.status(415).json({ detail: 'This address takes no files: send the request as JSON (application/json).' });
  };
}

/** The first file sent under any of `fieldNames` (spec: a picture may come as project_photo, photo, src or image). */
export function fileFrom(files: unknown, fieldNames: readonly string[]): IncomingFile | undefined {
  if (!Array.isArray(files)) return undefined;
  for (const name of fieldNames) {
    const file = (files as Express.Multer.File[]).find((candidate) => candidate.fieldname === name);
    if (file) return { path: file.path, size: file.size, originalName: file.originalname };
  }
  return undefined;
}
