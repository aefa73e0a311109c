import { createLogger } from '../../common/logger';
import { RateLimitedError } from '../../common/domain-error';
import { AccountSlowdown } from '../account-slowdown';
import { AuthThrottle } from '../auth-throttle';
import { memoryLimitStore } from '../limit-store';
import { stoppedClock } from './stopped-clock';

const SETTINGS = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 30_000, quietResetMs: 15 * 60_000 };

const advance = stoppedClock(5_000_000);

describe('AccountSlowdown', () => {
  /** Fails the account `times` times, each as soon as it is allowed to try. */
  async function failWhenAllowed(slowdown: AccountSlowdown, account: string, times: number): Promise<number[]> {
    const waits: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const decision = await slowdown.check(account);
      if (!decision.allowed) {
        waits.push(decision.retryAfterSeconds);
        advance(decision.retryAfterSeconds * 1000);
      }
      expect(await slowdown.check(account)).toEqual({ allowed: true });
      await slowdown.failed(account);
    }
    return waits;
  }

  it('answers the first failures at once, then makes each next try wait twice as long, up to the cap', async () => {
    const slowdown = new AccountSlowdown(SETTINGS, memoryLimitStore());
    expect(await failWhenAllowed(slowdown, 'juan@example.com', 11)).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(await slowdown.check('juan@example.com')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    advance(29_001);
    expect(await slowdown.check('juan@example.com')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('never locks the account: once the wait is over the next check is allowed, however many failures came before', async () => {
    const slowdown = new AccountSlowdown({ ...SETTINGS, freeFailures: 0 }, memoryLimitStore());
    for (let i = 0; i < 500; i += 1) {
      advance(30_000);
      await slowdown.failed('maria@example.com');
    }
    expect(slowdown.delayAfter(500)).toBe(30_000);
    expect((await slowdown.check('maria@example.com')).allowed).toBe(false);
    advance(30_000);
    expect(await slowdown.check('maria@example.com')).toEqual({ allowed: true });
  });

  it('counts each account apart, whatever address the failures came from (the key has none)', async () => {
    const slowdown = new AccountSlowdown({ ...SETTINGS, freeFailures: 1 }, memoryLimitStore());
    await slowdown.failed('a@example.com');
    await slowdown.failed('a@example.com');
    expect(await slowdown.check('a@example.com')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await slowdown.check('b@example.com')).toEqual({ allowed: true });
  });

  it('forgets an account after a success, or after the quiet period without failures', async () => {
    const slowdown = new AccountSlowdown({ ...SETTINGS, freeFailures: 0 }, memoryLimitStore());
    await slowdown.failed('c@example.com');
    await slowdown.succeeded('c@example.com');
    expect(await slowdown.check('c@example.com')).toEqual({ allowed: true });

    for (let i = 0; i < 4; i += 1) {
      advance(10_000);
      await slowdown.failed('d@example.com');
    }
    expect(await slowdown.check('d@example.com')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    advance(15 * 60_000);
    expect(await slowdown.check('d@example.com')).toEqual({ allowed: true });
    await slowdown.failed('d@example.com');
    // Starts again from the first step.
    expect(await slowdown.check('d@example.com')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('measures the quiet period from the last failure, not the first: a slow, steady guesser is never forgotten', async () => {
    const slowdown = new AccountSlowdown({ ...SETTINGS, freeFailures: 0 }, memoryLimitStore());
    // One failure every ten minutes for an hour: each within the quiet period of the one before.
    for (let i = 0; i < 6; i += 1) {
      await slowdown.failed('e@example.com');
      advance(10 * 60_000);
    }
    await slowdown.failed('e@example.com');
    // Seven in a row: 1, 2, 4, 8, 16, 32 s → capped at 30.
    expect(await slowdown.check('e@example.com')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});

describe('AuthThrottle with the account slowdown', () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });

  it('refuses a sign-in from any address while the account waits, logs it, and lets the owner in after the wait', async () => {
    const throttle = new AuthThrottle({
      perAddressPerMinute: 1000, failedLoginsPerAccount: 1000, takenEmailsPerAddress: 1000, slowdown: { ...SETTINGS, freeFailures: 2 },
    }, memoryLimitStore(), logger);
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await throttle.assertLoginAllowed('Juan@Example.com', address);
      await throttle.loginFailed('Juan@Example.com', address);
    }
    const refusal = await throttle.assertLoginAllowed('juan@example.com ', '203.0.113.50').then(() => null, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBe(1);
    expect(lines.filter((line) => line.event === 'auth.throttled')).toEqual([expect.objectContaining({
      limit: 'account-slowdown', email: 'j***@example.com', clientAddress: '203.0.113.50', retryAfterSeconds: 1,
    })]);

    // A wrong current password (a password change) counts for the same account.
    advance(1000);
    await throttle.assertPasswordCheckAllowed('juan@example.com', '203.0.113.50');
    await throttle.passwordCheckFailed('juan@example.com');
    await expect(throttle.assertLoginAllowed('juan@example.com', '203.0.113.50')).rejects.toThrow(/try again in 2 seconds/);

    advance(2000);
    await expect(throttle.assertLoginAllowed('juan@example.com', '203.0.113.50')).resolves.toBeUndefined();
    await throttle.loginSucceeded('juan@example.com', '203.0.113.50');
    await throttle.loginFailed('juan@example.com', '192.0.2.9');
    await expect(throttle.assertLoginAllowed('juan@example.com', '192.0.2.9')).resolves.toBeUndefined();
  });
});
