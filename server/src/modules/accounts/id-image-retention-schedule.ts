import type { Logger } from '../../common/logger';
import type { IdImageRetention } from './id-image-retention';

/** The first run waits this long after the start, so the portal answers its first requests without it. */
export const RETENTION_FIRST_RUN_DELAY_MS = 60_000;

/** Then it runs once a day, counted from the end of the previous run (runs never overlap in one process). */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

export interface IdRetentionSchedule {
  /** No run starts any more; a run under way ends after its current image, and this settles then. */
  stop(): Promise<void>;
}

export interface IdRetentionTiming {
  firstRunDelayMs: number;
  intervalMs: number;
}

/**
 * Runs the retention of valid-ID images (id-image-retention.ts) shortly after the start and then daily, like the
 * upload sweep. A failed run is logged and tried again at the next one; it never stops the portal. Logs counts only.
 */
export function startIdImageRetention(
  job: Pick<IdImageRetention, 'runOnce'>,
  logger: Logger,
  timing: IdRetentionTiming = { firstRunDelayMs: RETENTION_FIRST_RUN_DELAY_MS, intervalMs: RETENTION_INTERVAL_MS },
): IdRetentionSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const report = await job.runOnce(new Date(), { stopped: () => stopped });
      if (report.removed > 0) {
        logger.info({ removed: report.removed, filesLeft: report.filesLeft },
          'ID retention: deleted valid-ID images past their retention (decisions kept)');
      }
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'ID retention failed; it runs again tomorrow');
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = run().then(() => {
        if (!stopped) schedule(timing.intervalMs);
      });
    }, delayMs);
    // A pending run never keeps the process alive: shutdown decides when it ends.
    timer.unref();
  };
  schedule(timing.firstRunDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
