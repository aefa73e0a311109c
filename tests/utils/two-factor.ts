import { Secret, TOTP } from 'otpauth';
import type { Session } from './accounts';
import { clockIsStopped } from './clock';
import type { TestServer } from './test-server';

const STEP_MS = 30_000;

/**
 * The authenticator app's code, computed here from the secret the portal gave at enrolment (RFC 6238 through
 * otpauth, as an app does). `stepOffset` picks the step before (-1) or after (+1) the current one, both of
 * which the portal accepts: a test that needs several codes for one account uses -1, 0 and +1 in that order,
 * since a step once used is refused.
 *
 * Only on a stopped clock (tests/utils/clock.ts): on a running one a step can end between computing a code
 * and the portal checking it, and the code then means another step than the test meant.
 */
export function totpCode(secret: string, stepOffset = 0): string {
  if (!clockIsStopped()) throw new Error('totpCode needs a stopped clock: call stoppedClock() in the test file (tests/utils/clock.ts)');
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepOffset * STEP_MS });
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Turns two-factor sign-in on for a signed-in account over REST, confirming with the previous step's code,
 * so the current and the next step are still free for the test's own sign-ins.
 */
export async function enrolOverRest(server: TestServer, session: Pick<Session, 'access'>): Promise<Enrolled> {
  const started = await server.rest('POST', '/auth/mfa/enrol/', {}, session.access);
  if (started.status !== 200) throw new Error(`enrolment start answered ${started.status}`);
  const secret = String(started.body.secret);
  const confirmed = await server.rest('POST', '/auth/mfa/enrol/confirm/', { code: totpCode(secret, -1) }, session.access);
  if (confirmed.status !== 200) throw new Error(`enrolment confirmation answered ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recovery_codes };
}

/** The challenge a password sign-in answers an account with two-factor on (REST). */
export async function passwordStep(server: TestServer, email: string, password: string): Promise<string> {
  const { status, body } = await server.rest('POST', '/auth/token/', { email, password });
  if (status !== 200 || typeof body.mfa_token !== 'string') throw new Error(`the password step answered ${status} ${JSON.stringify(Object.keys(body ?? {}))}`);
  return body.mfa_token;
}

/** Six digits that are none of the codes the portal would accept now (the steps either side included). */
export function wrongCodes(secret: string, count = 1): string[] {
  const accepted = new Set([-1, 0, 1].map((offset) => totpCode(secret, offset)));
  const codes: string[] = [];
  for (let n = 0; codes.length < count; n++) {
    const code = String((n * 104_729) % 1_000_000).padStart(6, '0');
    if (!accepted.has(code)) codes.push(code);
  }
  return codes;
}
