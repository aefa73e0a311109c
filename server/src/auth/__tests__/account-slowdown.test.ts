import { createLogger } from '../../common/logger';
import { RateLimitedError } from '../../common/domain-error';
import { AccountSlowdown } from '../account-slowdown';
import { AuthThrottle } from '../auth-throttle';

const SETTINGS = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 30_000, quietResetMs: 15 * 60_000 };

describe('AccountSlowdown', () => {
  let now = 5_000_000;
  const clock = () => now;

  /** Fails the account `times` times, each as soon as it is allowed to try. */
  function failWhenAllowed(slowdown: AccountSlowdown, account: string, times: number): number[] {
    const waits: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const decision = slowdown.check(account);
      if (!decision.allowed) {
        waits.push(decision.retryAfterSeconds);
        now += decision.retryAfterSeconds * 1000;
      }
      expect(slowdown.check(account)).toEqual({ allowed: true });
      slowdown.failed(account);
    }
    return waits;
  }

  it('answers the first failures at once, then makes each next try wait twice as long, up to the cap', () => {
    const slowdown = new AccountSlowdown(SETTINGS, clock);
    expect(failWhenAllowed(slowdown, 'juan@example.com', 11)).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(slowdown.check('juan@example.com')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 29_001;
    expect(slowdown.check('juan@example.com')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('never locks the account: once the wait is over the next check is allowed, however many failures came before', () => {
    const slowdown = new AccountSlowdown({ ...SETTINGS, freeFailures: 0 }, clock);
    for (let i = 0; i < 500; i += 1) {
      now += 30_000;
      slowdown.failed('maria@example.com');
    }
    expect(slowdown.delayAfter(500)).toBe(30_000);
    expect(slowdown.check('maria@example.com').allowed).toBe(false);
    now += 30_000;
    expect(slowdown.check('maria@example.com')).toEqual({ allowed: true });
  });

  it('counts each account apart, whatever address the failures came from (the key has none)', () => {
    const slowdown = new AccountSlowdown({ ...SETTINGS, freeFailures: 1 }, clock);
    slowdown.failed('a@example.com');
    slowdown.failed('a@example.com');
    expect(slowdown.check('a@example.com')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(slowdown.check('b@example.com')).toEqual({ allowed: true });
  });

  it('forgets an account after a success, or after the quiet period without failures', () => {
    const slowdown = new AccountSlowdown({ ...SETTINGS, freeFailures: 0 }, clock);
    slowdown.failed('c@example.com');
    slowdown.succeeded('c@example.com');
    expect(slowdown.check('c@example.com')).toEqual({ allowed: true });

    for (let i = 0; i < 4; i += 1) {
      now += 10_000;
      slowdown.failed('d@example.com');
    }
    expect(slowdown.check('d@example.com')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    now += 15 * 60_000;
    expect(slowdown.check('d@example.com')).toEqual({ allowed: true });
    slowdown.failed('d@example.com');
    // Starts again from the first step.
    expect(slowdown.check('d@example.com')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('drops quiet accounts from memory as new failures come in', () => {
    const slowdown = new AccountSlowdown(SETTINGS, clock);
    for (let i = 0; i < 50; i += 1) slowdown.failed(`spray${i}@example.com`);
    expect(slowdown.trackedAccounts).toBe(50);
    now += 15 * 60_000;
    slowdown.failed('fresh@example.com');
    expect(slowdown.trackedAccounts).toBe(1);
  });
});

describe('AuthThrottle with the account slowdown', () => {
  let now = 9_000_000;
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });

  it('refuses a sign-in from any address while the account waits, logs it, and lets the owner in after the wait', () => {
    const throttle = new AuthThrottle({
      perAddressPerMinute: 1000, failedLoginsPerAccount: 1000, slowdown: { ...SETTINGS, freeFailures: 2 },
    }, logger, () => now);
    ['192.0.2.1', '192.0.2.2', '192.0.2.3'].forEach((address) => {
      throttle.assertLoginAllowed('Juan@Example.com', address);
      throttle.loginFailed('Juan@Example.com', address);
    });
    const refusal = (() => {
      try {
        throttle.assertLoginAllowed('juan@example.com ', '203.0.113.50');
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBe(1);
    expect(lines.filter((line) => line.event === 'auth.throttled')).toEqual([expect.objectContaining({
      limit: 'account-slowdown', email: 'j***@example.com', clientAddress: '203.0.113.50', retryAfterSeconds: 1,
    })]);

    // A wrong current password (a password change) counts for the same account.
    now += 1000;
    throttle.assertPasswordCheckAllowed('juan@example.com', '203.0.113.50');
    throttle.passwordCheckFailed('juan@example.com');
    expect(() => throttle.assertLoginAllowed('juan@example.com', '203.0.113.50')).toThrow(/try again in 2 seconds/);

    now += 2000;
    expect(() => throttle.assertLoginAllowed('juan@example.com', '203.0.113.50')).not.toThrow();
    throttle.loginSucceeded('juan@example.com', '203.0.113.50');
    throttle.loginFailed('juan@example.com', '192.0.2.9');
    expect(() => throttle.assertLoginAllowed('juan@example.com', '192.0.2.9')).not.toThrow();
  });
});
