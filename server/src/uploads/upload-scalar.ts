import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/** The `Upload` scalar of the GraphQL multipart request spec; use as `@Arg('photo', () => Upload)`. */
export const Upload = GraphQLUpload;
export type UploadArg = Promise<FileUpload>;
