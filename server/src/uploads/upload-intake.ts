import { rm } from 'node:fs/promises';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from '../common/logger';
import type { FileStorage } from './file-storage';
import { StagingEngine } from './staging-engine';

/** What one multipart form may carry. */
export interface FormLimits {
  /** The largest file, in bytes. */
  fileBytes: number;
  files: number;
  /** Text fields, and the largest value of one, in bytes. */
  fields: number;
  fieldBytes: number;
}

/** Room for the parts' headers and boundaries, on top of the files and fields. */
const PART_OVERHEAD_BYTES = 64 * 1024;

/** When a client refused for the uploads in flight should try again. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/** The longest body a form within `limits` can be: one announced as longer is refused unread. */
export function formBytesMax(limits: FormLimits): number {
  return limits.files * limits.fileBytes + limits.fields * limits.fieldBytes + PART_OVERHEAD_BYTES;
}

const inMegabytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

/**
 * Receives multipart bodies for the routes that take files, and only for them: a route places `form()`
 * after it has identified and admitted its caller, so nobody else's body is ever read.
 *
 * - Files stream to the staging folder (StagingEngine), never to memory; text fields are small.
 * - Per request: the form's limits (file count, fields; at most fileBytes of a file reach the disk); a
 *   body announced (Content-Length) as longer than the form can be is refused with 413 before a byte of
 *   it is read.
 * - Per process: the bodies being received and processed take at most `bytesInFlightMax` bytes together,
 *   each counted at its announced length (or its form's maximum when it announces none) from admission
 *   until its answer is sent and its files are removed. A request that would pass the total is refused
 *   unread with 503 and Retry-After: the portal is busy, the upload itself is fine.
 * - When the request ends, however it ends, whatever is left of its files in the staging folder is
 *   removed (a stored file has been moved or re-encoded away by then).
 *
 * A body refused unread (here, or by a role check or refuseMultipart before it) is never parsed nor kept:
 * Node drops whatever the client still sends of it, so the client hears the answer instead of a reset
 * connection, and HTTP_REQUEST_TIMEOUT_MS bounds how long that may take.
 */
export class UploadIntake {
  private bytesInFlight = 0;

  constructor(private readonly storage: FileStorage, private readonly bytesInFlightMax: number, private readonly logger: Logger) {}

  /**
   * Middleware reading a multipart body within `limits` into req.body (text) and req.files (files on
   * disk); any other body passes untouched. The parser's refusals (MulterError, or a plain Error for a
   * malformed body) go to `next` as they are: each API words them its own way.
   */
  form(limits: FormLimits): RequestHandler {
    const parse = multer({
      // Keeps at most fileBytes of each file; a larger one is refused by the service that reads it.
      storage: new StagingEngine(this.storage, limits.fileBytes),
      limits: { files: limits.files, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.files + limits.fields },
    }).any();
    const bytesMax = formBytesMax(limits);
    return (req, res, next) => {
      if (!req.is('multipart/form-data')) {
        next();
        return;
      }
      // Gone while its caller was checked: nothing to read or answer, and no 'close' left to give the bytes back.
      if (res.closed) return;
      const announced = announcedLength(req);
      if (announced !== undefined && announced > bytesMax) {
        res.status(413).json({ detail: `The upload is too large: at most ${limits.files} files of ${inMegabytes(limits.fileBytes)} MB each.` });
        return;
      }
      const counted = announced ?? bytesMax;
      if (this.bytesInFlight + counted > this.bytesInFlightMax) {
        this.logger.warn({ bytesInFlight: this.bytesInFlight, limit: this.bytesInFlightMax }, 'Upload refused: too many upload bytes in flight (UPLOAD_BYTES_IN_FLIGHT_MAX)');
        res.set('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS));
        res.status(503).json({ detail: 'The portal is receiving too many uploads at the moment; try again in a few seconds.' });
        return;
      }
      this.bytesInFlight += counted;
      res.once('close', () => {
        void removeFiles(req).finally(() => {
          this.bytesInFlight -= counted;
        });
      });
      parse(req, res, next);
    };
  }
}

function announcedLength(req: Request): number | undefined {
  const header = req.headers['content-length'];
  return header === undefined ? undefined : Number(header);
}

/** The request's files that are still in the staging folder (a file stored meanwhile is gone already). */
async function removeFiles(req: Request): Promise<void> {
  const files = Array.isArray(req.files) ? req.files : [];
  const paths = files.map((file) => file.path).filter((path): path is string => typeof path === 'string');
  await Promise.all(paths.map((path) => rm(path, { force: true }).catch(() => undefined)));
}
