import { decodeJwt } from 'jose';
import { loginAdmin, residentSession, Session } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

// An expired session ends (docs/sessions.md#expired-on-start); the server makes sure a session ends even when a browser keeps
// renewing it: SESSION_IDLE_MINUTES without a renewal, SESSION_MAX_HOURS after sign-in (docs/sessions.md).
const server = testServerForFile({ SESSION_IDLE_MINUTES: '20', SESSION_MAX_HOURS: '3' });

const refresh = (session: Pick<Session, 'refresh'>) => server.rest('POST', '/auth/token/refresh/', { refresh: session.refresh });

async function newestRefreshExpiry(userId: number): Promise<number> {
  const [row] = await server.database.db.query(
    `SELECT expires_at FROM refresh_token WHERE user_id = $1 ORDER BY created_at DESC, expires_at DESC LIMIT 1`, [userId]);
  return new Date(row.expires_at).getTime();
}

/** Moves the whole sign-in back in time, as if it had begun `ms` earlier. */
async function ageSession(userId: number, ms: number): Promise<void> {
  await server.database.db.query(
    `UPDATE refresh_token SET created_at = created_at - make_interval(secs => $2 / 1000.0) WHERE user_id = $1`, [userId, ms]);
}

describe('how long a sign-in lasts', () => {
  it('issues a refresh token that dies after the idle window and access tokens that tell the browser the window', async () => {
    const resident = await residentSession(server);
    const expiry = await newestRefreshExpiry(resident.id);
    expect(Math.abs(expiry - (Date.now() + 20 * 60_000))).toBeLessThan(60_000);
    const claims = decodeJwt(resident.access);
    expect(claims.idle).toBe(20 * 60);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);

    // Each renewal opens a new idle window from now, not from the sign-in.
    await ageSession(resident.id, 10 * 60_000);
    const renewed = await refresh(resident);
    expect(renewed.status).toBe(200);
    expect(Math.abs(await newestRefreshExpiry(resident.id) - (Date.now() + 20 * 60_000))).toBeLessThan(60_000);
  });

  it('refuses to renew a session that has lasted its maximum length, however busy', async () => {
    const admin = await loginAdmin(server);
    await ageSession(admin.id, 3 * 3_600_000 + 1000);
    const answer = await refresh(admin);
    expect(answer.status).toBe(401);
    const [{ count }] = await server.database.db.query(
      `SELECT count(*)::int AS count FROM refresh_token WHERE user_id = $1 AND used_at IS NULL AND revoked_at IS NULL`, [admin.id]);
    expect(count).toBe(0);
  });

  it('gives the last access token of a session no more time than the session has left', async () => {
    const resident = await residentSession(server);
    await ageSession(resident.id, 3 * 3_600_000 - 5 * 60_000);
    const answer = await refresh(resident);
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.body.access);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(5 * 60);
    expect(claims.exp! - claims.iat!).toBeGreaterThan(4 * 60);
  });
});
