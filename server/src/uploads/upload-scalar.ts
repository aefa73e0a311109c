import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { IncomingFile } from './incoming-file';

/** The `Upload` scalar of the GraphQL multipart request spec; use as `@Arg('photo', () => Upload)`. */
export const Upload = GraphQLUpload;

/** A file variable's value: the file already received to the staging folder (graphql/multipart.ts). */
export interface StagedUpload extends FileUpload {
  incoming: IncomingFile;
}
export type UploadArg = Promise<StagedUpload>;
