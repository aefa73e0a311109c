import { clientKey, RateLimiter } from '../rate-limiter';

describe('RateLimiter', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('allows `limit` attempts per window, then refuses with the seconds left in the window', () => {
    const limiter = new RateLimiter(3, 60_000, clock);
    expect([1, 2, 3].map(() => limiter.take('203.0.113.7'))).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    now += 20_000;
    expect(limiter.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Another client has its own count.
    expect(limiter.take('198.51.100.1')).toEqual({ allowed: true });
  });

  it('opens a new window once the old one has passed, and forgets old windows', () => {
    const limiter = new RateLimiter(1, 60_000, clock);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a').allowed).toBe(false);
    now += 60_000;
    expect(limiter.take('b')).toEqual({ allowed: true });
    expect(limiter.trackedKeys).toBe(1);
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('never answers "retry after 0 seconds"', () => {
    const limiter = new RateLimiter(1, 60_000, clock);
    limiter.take('c');
    now += 59_999;
    expect(limiter.take('c')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('RateLimiter counting failures only', () => {
  let now = 5_000_000;
  const clock = () => now;

  it('checks without counting, refuses once `limit` failures were counted, and forgets them on reset', () => {
    const limiter = new RateLimiter(2, 900_000, clock);
    expect(limiter.check('ana')).toEqual({ allowed: true });
    expect(limiter.check('ana')).toEqual({ allowed: true });
    limiter.take('ana');
    expect(limiter.check('ana')).toEqual({ allowed: true });
    limiter.take('ana');
    now += 300_000;
    expect(limiter.check('ana')).toEqual({ allowed: false, retryAfterSeconds: 600 });
    limiter.reset('ana');
    expect(limiter.check('ana')).toEqual({ allowed: true });
  });

  it('lets the account in again once the window has passed: no lock-out for good', () => {
    const limiter = new RateLimiter(1, 900_000, clock);
    limiter.take('ben');
    expect(limiter.check('ben').allowed).toBe(false);
    now += 900_000;
    expect(limiter.check('ben')).toEqual({ allowed: true });
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
