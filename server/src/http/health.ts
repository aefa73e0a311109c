import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable';

const HEALTH_TIMEOUT_MS = 2000;

/**
 * 200 only when the database answers a query in time; 503 (with Retry-After) otherwise, e.g. while
 * PostgreSQL restarts. The pool reconnects by itself, so the same process answers 200 again once the
 * database is back: a load balancer or orchestrator should wait, not restart the portal.
 */
export function healthRoute(db: DataSource): RequestHandler {
  return async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    res.set('Cache-Control', 'no-store');
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
        }),
      ]);
      res.status(200).json({ status: 'ok' });
    } catch {
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'unavailable', detail: 'The database is not answering.' });
    } finally {
      clearTimeout(timer);
    }
  };
}
