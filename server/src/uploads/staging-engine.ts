import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline, Transform } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import type { FileStorage } from './file-storage';

/**
 * multer's storage for uploaded files: each streams straight to a new file in this process's staging
 * folder (FileStorage.incomingPath), never into memory, readable by the portal's user only (a valid ID
 * is private from its first byte). At most `maxBytes` of a file are written: past that the rest is read
 * and dropped, and the file is reported with its full size, so that the service refuses it as too large
 * with the field it came in (FileStorage.store, readUpload). A file cut short by an error is removed at
 * once; multer removes the others of a refused request, and the request's end removes the rest
 * (UploadIntake).
 */
export class StagingEngine implements StorageEngine {
  constructor(private readonly storage: FileStorage, private readonly maxBytes: number) {}

  _handleFile(_req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    this.storage.incomingPath().then((target) => {
      let size = 0;
      const maxBytes = this.maxBytes;
      const capped = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, size > maxBytes ? undefined : chunk);
        },
      });
      pipeline(file.stream, capped, createWriteStream(target, { flags: 'wx', mode: 0o600 }), (error) => {
        if (error) {
          void rm(target, { force: true }).catch(() => undefined).then(() => callback(error));
          return;
        }
        callback(null, { path: target, size });
      });
    }, callback);
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(() => callback(null), callback);
  }
}
