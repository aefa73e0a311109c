/**
 * The limits' engine reads `Date` at each check (rate-limiter-flexible): a test stops the clock at `start` before each
 * test and moves it on by hand with the returned `advance`. Promise callbacks keep running.
 */
export function stoppedClock(start: number): (ms: number) => void {
  let now = start;
  beforeEach(() => {
    jest.useFakeTimers({ now, doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  return (ms) => {
    now += ms;
    jest.setSystemTime(now);
  };
}
