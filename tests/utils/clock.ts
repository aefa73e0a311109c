import type { Config } from '@jest/types';

/**
 * Everything jest can fake except `Date`: timers, ticks and `performance` stay real, so sockets, PostgreSQL,
 * polled waits and the browser driver keep running in real time while the calendar clock stands still.
 */
const REAL: Config.FakeableAPI[] = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
  'setTimeout', 'clearTimeout',
];

export interface StoppedClock {
  /** Moves the stopped clock on by `ms`, as if that much time had passed between two requests. */
  advance(ms: number): void;
}

/**
 * Stops the clock the portal and the test read (`Date`) for the current describe block (or the file, when
 * called at its top), from before its first test to after its last. The portal reads the clock at each
 * check (server/src/limits/auth-throttle.ts), so it sees the stopped one whenever it was started.
 *
 * Why (docs/architecture.md#test-time): a test of a wait the portal imposes (the account slowdown's
 * seconds) or of a code that belongs to a 30-second step (two-factor sign-in) must not depend on how long a
 * loaded machine takes between two requests. On a stopped clock no time passes unless the test says so.
 */
export function stoppedClock(): StoppedClock {
  beforeAll(() => {
    stopAt(Date.now());
  });
  afterAll(() => {
    jest.useRealTimers();
  });
  return { advance: (ms) => jest.setSystemTime(Date.now() + ms) };
}

function stopAt(now: number): void {
  jest.useFakeTimers({ doNotFake: REAL, now });
}

/**
 * Runs `work` with the real `Date`, the clock standing still again afterwards at the time it showed. For
 * building a portal (tests/utils/test-server.ts): type-graphql recognises `Date` fields by comparing them with
 * the global `Date`, which a stopped clock replaces. Nothing else runs meanwhile: a test awaits its portal.
 */
export async function withRealDate<T>(work: () => Promise<T>): Promise<T> {
  if (!clockIsStopped()) return await work();
  const now = Date.now();
  jest.useRealTimers();
  try {
    return await work();
  } finally {
    stopAt(now);
  }
}

/** Whether `Date` is the stopped clock of `stoppedClock` (jest's fake Date says so). */
export function clockIsStopped(): boolean {
  return (Date as unknown as { isFake?: boolean }).isFake === true;
}
