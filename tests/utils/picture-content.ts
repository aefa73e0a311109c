import { adminForFile, residentForFile, type Session } from './accounts';
import { type TestServer, testServerForFile } from './test-server';
import { createdWithMultipart, pictureUploads, type UploadFile } from './uploads';

export interface PictureContentFile {
  server: TestServer;
  admin: Session;
  resident: Session;
  /** A PNG, a JPEG, and a program named as a picture (see pictureUploads). */
  uploads: [UploadFile, UploadFile, UploadFile];
  /** Posts a record over REST multipart as the administrator (by default the file's record with the PNG); answers its JSON. */
  create: (fields?: Record<string, string>, files?: Record<string, UploadFile>) => Promise<any>;
}

/**
 * The set-up of a test file for one content API whose records carry a picture (events, projects, officials):
 * a server, an administrator and a resident for the whole file, the picture uploads, and how to create a record.
 */
export function pictureContentForFile(options: {
  restPath: string; pictureField: string; uploadNames: Parameters<typeof pictureUploads>; record: Record<string, string>;
}): PictureContentFile {
  const server = testServerForFile();
  const admin = adminForFile(server);
  const resident = residentForFile(server);
  const uploads = pictureUploads(...options.uploadNames);
  const create = (fields: Record<string, string> = options.record, files: Record<string, UploadFile> = { [options.pictureField]: uploads[0] }) =>
    createdWithMultipart(server, admin, options.restPath, fields, files);
  return { server, admin, resident, uploads, create };
}
