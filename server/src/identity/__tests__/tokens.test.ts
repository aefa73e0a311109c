import { SignJWT, UnsecuredJWT } from 'jose';
import { TokenService } from '../tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { sub: '7', email: 'juan@example.com', is_resident: true, is_verified: false };

describe('TokenService', () => {
  const tokens = new TokenService(SECRET);

  it('verifies its own access tokens and returns the portal claims', async () => {
    const token = await tokens.signAccessToken(claims);
    await expect(tokens.verifyAccessToken(token)).resolves.toMatchObject(claims);
  });

  it('refuses an expired token', async () => {
    const longAgo = Math.floor(Date.now() / 1000) - 3600;
    const token = await tokens.signAccessToken(claims, longAgo);
    await expect(tokens.verifyAccessToken(token)).rejects.toThrow();
  });

  it('refuses a token signed with another key', async () => {
    const other = await new TokenService('another-secret-that-is-also-long-0123456789').signAccessToken(claims);
    await expect(tokens.verifyAccessToken(other)).rejects.toThrow();
  });

  it('refuses an unsigned ("alg": "none") token', async () => {
    const unsigned = new UnsecuredJWT({ ...claims }).setIssuer('barangay-portal').setAudience('barangay-portal')
      .setExpirationTime('10m').encode();
    await expect(tokens.verifyAccessToken(unsigned)).rejects.toThrow();
  });

  it('refuses a correctly signed token of another type or audience', async () => {
    const key = new TextEncoder().encode(SECRET);
    const wrongType = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('barangay-portal').setAudience('barangay-portal').setExpirationTime('10m').sign(key);
    await expect(tokens.verifyAccessToken(wrongType)).rejects.toThrow();
    const wrongAudience = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('barangay-portal').setAudience('someone-else').setExpirationTime('10m').sign(key);
    await expect(tokens.verifyAccessToken(wrongAudience)).rejects.toThrow();
  });

  it('refuses a token without the portal claims', async () => {
    const key = new TextEncoder().encode(SECRET);
    const bare = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setSubject('7')
      .setIssuer('barangay-portal').setAudience('barangay-portal').setExpirationTime('10m').sign(key);
    await expect(tokens.verifyAccessToken(bare)).rejects.toThrow('portal claims');
  });

  it('carries the session id when given one, and only then', async () => {
    await expect(tokens.verifyAccessToken(await tokens.signAccessToken({ ...claims, sid: 'family-1' }))).resolves.toMatchObject({ sid: 'family-1' });
    const without = await tokens.verifyAccessToken(await tokens.signAccessToken(claims));
    expect(without).not.toHaveProperty('sid');
  });
});

describe('TokenService valid-ID link tokens', () => {
  const tokens = new TokenService(SECRET);

  it('round-trips the user id and lives five minutes', async () => {
    const token = await tokens.signValidIdToken(42);
    await expect(tokens.verifyValidIdToken(token)).resolves.toBe(42);
    const [, payload] = token.split('.');
    const { iat, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(exp - iat).toBe(5 * 60);
  });

  it('refuses an expired link token and one signed with another key', async () => {
    const expired = await tokens.signValidIdToken(42, Math.floor(Date.now() / 1000) - 5 * 60 - 1);
    await expect(tokens.verifyValidIdToken(expired)).rejects.toThrow();
    const foreign = await new TokenService('another-secret-that-is-also-long-0123456789').signValidIdToken(42);
    await expect(tokens.verifyValidIdToken(foreign)).rejects.toThrow();
  });

  it('never takes an access token for a link token, nor the other way round', async () => {
    await expect(tokens.verifyValidIdToken(await tokens.signAccessToken(claims))).rejects.toThrow();
    await expect(tokens.verifyAccessToken(await tokens.signValidIdToken(7))).rejects.toThrow();
  });
});

describe('TokenService certificate link tokens', () => {
  const tokens = new TokenService(SECRET);

  it('round-trips the request id', async () => {
    await expect(tokens.verifyLinkToken('certificate', await tokens.signLinkToken('certificate', 9))).resolves.toBe(9);
  });

  it('never opens a valid ID with a certificate link, nor a certificate with a valid-ID link', async () => {
    await expect(tokens.verifyValidIdToken(await tokens.signLinkToken('certificate', 42))).rejects.toThrow();
    await expect(tokens.verifyLinkToken('certificate', await tokens.signValidIdToken(42))).rejects.toThrow();
    await expect(tokens.verifyLinkToken('certificate', await tokens.signAccessToken(claims))).rejects.toThrow();
  });
});

describe('TokenService two-factor challenge tokens', () => {
  const tokens = new TokenService(SECRET);

  it('round-trip the account for their own step only', async () => {
    const challenge = await tokens.signChallengeToken(42, 'sign-in', 300);
    await expect(tokens.verifyChallengeToken(challenge, 'sign-in')).resolves.toBe(42);
    await expect(tokens.verifyChallengeToken(challenge, 'enrol')).rejects.toThrow('another step');
    const enrol = await tokens.signChallengeToken(42, 'enrol', 600);
    await expect(tokens.verifyChallengeToken(enrol, 'sign-in')).rejects.toThrow('another step');
  });

  it('expire, and are neither access tokens nor accepted in their place', async () => {
    const longAgo = Math.floor(Date.now() / 1000) - 3600;
    await expect(tokens.verifyChallengeToken(await tokens.signChallengeToken(42, 'sign-in', 300, longAgo), 'sign-in')).rejects.toThrow();
    const challenge = await tokens.signChallengeToken(42, 'enrol', 600);
    await expect(tokens.verifyAccessToken(challenge)).rejects.toThrow();
    await expect(tokens.verifyChallengeToken(await tokens.signAccessToken(claims), 'sign-in')).rejects.toThrow();
  });
});
