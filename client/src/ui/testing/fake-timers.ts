import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the calling `describe` on fake timers, so what shows for a time (a banner, a slide)
 * moves only when the test advances the clock; the timers are real again after each test.
 */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
