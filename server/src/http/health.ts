import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';

const HEALTH_TIMEOUT_MS = 2000;

/** 200 only when the database answers a query in time; 503 otherwise. */
export function healthRoute(db: DataSource): RequestHandler {
  return async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
        }),
      ]);
      res.status(200).json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', detail: 'The database is not answering.' });
    } finally {
      clearTimeout(timer);
    }
  };
}
