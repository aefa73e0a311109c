import { memoryLimitStore } from '../limit-store';
import { clientKey, RateLimiter } from '../rate-limiter';
import { stoppedClock } from './stopped-clock';

const advance = stoppedClock(1_000_000);

describe('RateLimiter', () => {
  it('allows `limit` attempts per window, then refuses with the seconds left in the window', async () => {
    const limiter = new RateLimiter(memoryLimitStore(), 'test', 3, 60_000);
    expect([await limiter.take('203.0.113.7'), await limiter.take('203.0.113.7'), await limiter.take('203.0.113.7')])
      .toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    advance(20_000);
    expect(await limiter.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Another client has its own count.
    expect(await limiter.take('198.51.100.1')).toEqual({ allowed: true });
  });

  it('opens a new window once the old one has passed', async () => {
    const limiter = new RateLimiter(memoryLimitStore(), 'test', 1, 60_000);
    expect(await limiter.take('a')).toEqual({ allowed: true });
    expect((await limiter.take('a')).allowed).toBe(false);
    advance(60_000);
    expect(await limiter.take('b')).toEqual({ allowed: true });
    expect(await limiter.take('a')).toEqual({ allowed: true });
  });

  it('never answers "retry after 0 seconds"', async () => {
    const limiter = new RateLimiter(memoryLimitStore(), 'test', 1, 60_000);
    await limiter.take('c');
    advance(59_999);
    expect(await limiter.take('c')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('keeps two limits of one store apart, though their keys are the same', async () => {
    const store = memoryLimitStore();
    const lookups = new RateLimiter(store, 'lookups', 1, 60_000);
    const signIns = new RateLimiter(store, 'sign-ins', 1, 60_000);
    expect(await lookups.take('203.0.113.8')).toEqual({ allowed: true });
    expect(await signIns.take('203.0.113.8')).toEqual({ allowed: true });
  });
});

describe('RateLimiter counting failures only', () => {
  it('checks without counting, refuses once `limit` failures were counted, and forgets them on reset', async () => {
    const limiter = new RateLimiter(memoryLimitStore(), 'test', 2, 900_000);
    expect(await limiter.check('ana')).toEqual({ allowed: true });
    expect(await limiter.check('ana')).toEqual({ allowed: true });
    await limiter.take('ana');
    expect(await limiter.check('ana')).toEqual({ allowed: true });
    await limiter.take('ana');
    advance(300_000);
    expect(await limiter.check('ana')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    await limiter.reset('ana');
    expect(await limiter.check('ana')).toEqual({ allowed: true });
  });

  it('lets the account in again once the window has passed: no lock-out for good', async () => {
    const limiter = new RateLimiter(memoryLimitStore(), 'test', 1, 900_000);
    await limiter.take('ben');
    expect((await limiter.check('ben')).allowed).toBe(false);
    advance(900_000);
    expect(await limiter.check('ben')).toEqual({ allowed: true });
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
