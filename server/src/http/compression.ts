import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go as they are: a compressed frame saves too little to be worth the work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli (preferred) or gzip, as the browser accepts, for every text answer made on the fly: JSON of both
 * APIs, the server-rendered pages (docs/architecture.md#server-rendering), the health answer (docs/architecture.md#compression). The client's built files come
 * precompressed and are sent as they are (`Content-Encoding` already set, so this leaves them alone).
 * Pictures, PDFs and other compressed types are left alone (the `compressible` list that compression
 * consults). The subscription socket never passes through Express.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter: worthCompressing });
}

/**
 * A stream of events must reach the browser as each event is written; a compressor holds bytes back until
 * its block fills. None exists today; the rule keeps a future one (Server-Sent Events) working.
 */
function worthCompressing(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (/^text\/event-stream\b/i.test(type)) return false;
  return compression.filter(req, res);
}
