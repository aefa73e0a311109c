import type { RequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../uploads/incoming-file';

/**
 * GraphQL multipart requests (uploads), within the upload limits. graphql-upload marks its own refusals
 * as 4xx, but a body that ends mid-part fails inside its parser with a plain error; that is the client's
 * broken request too, so it is answered 400, not 500.
 */
export function graphqlMultipart(): RequestHandler {
  const upload = graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_UPLOAD_FILES });
  return (req, res, next) => {
    upload(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      const status = (error as { status?: unknown }).status;
      next(typeof status === 'number' && status >= 400 && status < 500 ? error : Object.assign(new Error('Malformed multipart request'), { status: 400 }));
    });
  };
}
