import { fileTooLarge, IncomingFile } from './incoming-file';
import type { UploadArg } from './upload-scalar';

/** The file of a GraphQL `Upload` argument, refused past `limitBytes`. */
export async function readUpload(upload: UploadArg, limitBytes: number, field: string): Promise<IncomingFile> {
  const { incoming } = await upload;
  if (incoming.size > limitBytes) throw fileTooLarge(field, limitBytes);
  return incoming;
}
