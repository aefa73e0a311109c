import type { RequestHandler } from 'express';
import multer from 'multer';
import { DomainError, ErrorKind } from '../common/domain-error';
import { IncomingFile, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from './incoming-file';

/**
 * Parses multipart/form-data bodies (and lets JSON bodies through untouched) into req.body and
 * req.files, in memory and within the upload limits. Services then check each file's content.
 */
export function multipartBody(): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 50, fieldSize: 100 * 1024 },
  }).any();
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    parser(req, res, (error: unknown) => {
      if (!error) {
        next();
        return;
      }
      if (error instanceof multer.MulterError) {
        const field = error.field ?? 'file';
        const message = error.code === 'LIMIT_FILE_SIZE'
          ? `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`
          : 'The upload could not be accepted.';
        next(DomainError.invalid('UPLOAD_REFUSED', { [field]: [message] }));
        return;
      }
      next(new DomainError(ErrorKind.BadUserInput, 'MALFORMED_MULTIPART', 'The multipart body could not be read.'));
    });
  };
}

/** The first file sent under any of `fieldNames` (spec: a picture may come as project_photo, photo, src or image). */
export function fileFrom(files: unknown, fieldNames: readonly string[]): IncomingFile | undefined {
  if (!Array.isArray(files)) return undefined;
  for (const name of fieldNames) {
    const file = (files as Express.Multer.File[]).find((candidate) => candidate.fieldname === name);
    if (file) return { bytes: file.buffer, originalName: file.originalname };
  }
  return undefined;
}
