import type { RequestHandler } from 'express';
import type { BarangayDirectory } from './barangay-directory';
import { UNKNOWN_BARANGAY_MESSAGE } from './barangay.errors';

/**
 * Answers 404 at a host no barangay is served at, before any route: with several barangays on one install, an
 * address nobody configured serves nothing, like a web server's unknown virtual host. Health checks are
 * mounted before it, so a load balancer may probe by IP address.
 */
export function servedBarangaysOnly(directory: BarangayDirectory): RequestHandler {
  return async (req, res, next) => {
    if (await directory.forHost(req.hostname)) {
      next();
      return;
    }
    res.status(404).json({ detail: UNKNOWN_BARANGAY_MESSAGE });
  };
}
