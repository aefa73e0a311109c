import { createLogger } from '../../../common/logger';
import type { IdRetentionReport } from '../id-image-retention';
import { startIdImageRetention } from '../id-image-retention-schedule';

const TIMING = { firstRunDelayMs: 60_000, intervalMs: 24 * 60 * 60_000 };

/** A job whose runs the test ends by hand: each call waits until `finish` is called with its report or error. */
function handRunJob() {
  const runs: Array<{ stopped: () => boolean; finish: (outcome: IdRetentionReport | Error) => void }> = [];
  const job = {
    runOnce: (_now?: Date, options: { stopped?: () => boolean } = {}) => new Promise<IdRetentionReport>((resolve, reject) => {
      runs.push({
        stopped: options.stopped ?? (() => false),
        finish: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
      });
    }),
  };
  return { job, runs };
}

function capturedLog() {
  const lines: string[] = [];
  return { lines, logger: createLogger('info', { write: (line: string) => void lines.push(line) }) };
}

describe('the daily retention of valid-ID images', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs shortly after the start, then a day after each run ended, never two at once', async () => {
    const { job, runs } = handRunJob();
    const schedule = startIdImageRetention(job, capturedLog().logger, TIMING);

    await jest.advanceTimersByTimeAsync(TIMING.firstRunDelayMs - 1);
    expect(runs).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    // A run that takes longer than a day does not start a second one beside it.
    await jest.advanceTimersByTimeAsync(TIMING.intervalMs * 2);
    expect(runs).toHaveLength(1);
    runs[0].finish({ removed: 0, filesLeft: 0 });
    await jest.advanceTimersByTimeAsync(TIMING.intervalMs - 1);
    expect(runs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);

    runs[1].finish({ removed: 0, filesLeft: 0 });
    await schedule.stop();
  });

  it('logs the counts of a run that removed images, and nothing for one that removed none', async () => {
    const { job, runs } = handRunJob();
    const { lines, logger } = capturedLog();
    const schedule = startIdImageRetention(job, logger, TIMING);
    await jest.advanceTimersByTimeAsync(TIMING.firstRunDelayMs);
    runs[0].finish({ removed: 0, filesLeft: 0 });
    await jest.advanceTimersByTimeAsync(TIMING.intervalMs);
    expect(lines).toEqual([]);
    runs[1].finish({ removed: 3, filesLeft: 1 });
    await jest.advanceTimersByTimeAsync(0);
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: 30, removed: 3, filesLeft: 1 })]);
    await schedule.stop();
  });

  it('logs a failed run and tries again the next day', async () => {
    const { job, runs } = handRunJob();
    const { lines, logger } = capturedLog();
    const schedule = startIdImageRetention(job, logger, TIMING);
    await jest.advanceTimersByTimeAsync(TIMING.firstRunDelayMs);
    runs[0].finish(new Error('connection terminated'));
    await jest.advanceTimersByTimeAsync(0);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 40, reason: 'connection terminated', msg: 'ID retention failed; it runs again tomorrow' });
    await jest.advanceTimersByTimeAsync(TIMING.intervalMs);
    expect(runs).toHaveLength(2);
    runs[1].finish({ removed: 0, filesLeft: 0 });
    await schedule.stop();
  });

  it('on stop, tells the run under way to end, waits for it, and starts no other', async () => {
    const { job, runs } = handRunJob();
    const schedule = startIdImageRetention(job, capturedLog().logger, TIMING);
    await jest.advanceTimersByTimeAsync(TIMING.firstRunDelayMs);
    expect(runs[0].stopped()).toBe(false);

    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    expect(runs[0].stopped()).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runs[0].finish({ removed: 1, filesLeft: 0 });
    await stopping;
    await jest.advanceTimersByTimeAsync(TIMING.intervalMs * 3);
    expect(runs).toHaveLength(1);
  });

  it('starts nothing when stopped before its first run', async () => {
    const { job, runs } = handRunJob();
    await startIdImageRetention(job, capturedLog().logger, TIMING).stop();
    await jest.advanceTimersByTimeAsync(TIMING.firstRunDelayMs + TIMING.intervalMs);
    expect(runs).toHaveLength(0);
  });
});
