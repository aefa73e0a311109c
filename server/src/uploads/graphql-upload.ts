import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { IncomingFile, readStream } from './incoming-file';

/** Reads a GraphQL `Upload` argument into an IncomingFile, refusing it past `limitBytes`. */
export async function readUpload(upload: Promise<FileUpload>, limitBytes: number, field: string): Promise<IncomingFile> {
  const { createReadStream, filename } = await upload;
  return { bytes: await readStream(createReadStream(), limitBytes, field), originalName: filename };
}
