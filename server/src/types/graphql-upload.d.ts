// graphql-upload 17 documents its types in JSDoc only; these are the parts the server uses.
declare module 'graphql-upload/processRequest.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream: (options?: { encoding?: string; highWaterMark?: number }) => Readable;
  }
}

declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { FileUpload } from 'graphql-upload/processRequest.mjs';
  /** A file variable's value: the Upload scalar hands resolvers its promise. */
  export default class Upload {
    promise: Promise<FileUpload>;
    resolve(file: FileUpload): void;
    reject(error: Error): void;
  }
}
