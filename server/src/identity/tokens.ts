import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CITY_ROLES, type CityRole, SET_PASSWORD_LINK_DAYS } from '@barangay-portal/domain';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** The longest an access token lives; shorter when the session's idle window or end comes sooner. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Long enough to open a file (a valid ID, a certificate) from a page just loaded, short enough that a copied link soon dies. */
export const LINK_TOKEN_TTL_SECONDS = 5 * 60;
const ISSUER = 'barangay-portal';
const AUDIENCE = 'barangay-portal';
const ACCESS_TOKEN_TYPE = 'at+jwt';
/** What a link token opens: a user's valid-ID file, or a document request's certificate PDF. */
export type LinkPurpose = 'valid-id' | 'certificate';
// Each its own type, so an access token can never open a file link, a file link can never act as a
// session, and a certificate link can never open a valid ID.
const LINK_TOKEN_TYPES: Record<LinkPurpose, string> = { 'valid-id': 'valid-id+jwt', certificate: 'certificate+jwt' };
/**
 * The second step of a sign-in (two-factor): its own type, so a challenge can never act as a session, and
 * an access token never as a challenge.
 */
const CHALLENGE_TOKEN_TYPE = 'mfa-challenge+jwt';
/** A staff member's one-time link to choose a password: its own type, so it can never act as anything else. */
const SET_PASSWORD_TOKEN_TYPE = 'set-password+jwt';
/** How long an e-mailed set-password link works: long enough for a weekend between sending and reading. */
export const SET_PASSWORD_TOKEN_TTL_SECONDS = SET_PASSWORD_LINK_DAYS * 24 * 3600;
/** What a challenge allows: the code step of a sign-in, or only enrolling (an administrator who must). */
export type ChallengePurpose = 'sign-in' | 'enrol';
const ALGORITHM = 'HS256';
const base64url = (text: string): string => Buffer.from(text).toString('base64url');

/**
 * Claims (docs/rules/accounts.md#access-token-claims) plus `sub`; `is_verified` means the valid ID is approved. `sid` names the login
 * (refresh-token family) the token was issued for, so "end my other sessions" can spare this one.
 * `idle` is the session's idle window in seconds: the browser ends a session nobody used for that long
 * (docs/sessions.md).
 */
export interface AccessClaims {
  sub: string;
  email: string;
  is_resident: boolean;
  is_verified: boolean;
  sid?: string;
  idle?: number;
  /** The barangay the account belongs to (docs/architecture.md#tenancy); absent on tokens issued before barangays. */
  bgy?: number;
  /** A city account's office (docs/architecture.md#city-level): it belongs to no barangay, so it has no `bgy`. */
  city?: CityRole;
  exp: number;
}

/** What a valid link token opens, and the sign-in it was issued to (absent on links made outside one). */
export interface LinkGrant {
  subjectId: number;
  sessionId?: string;
  /** The account that asked for the link: whoever opens it opens it as them (the access ledger names them). */
  holderId?: number;
}

export class TokenService {
  private readonly secret: Uint8Array<ArrayBuffer>;
  /**
   * The secret as a WebCrypto key for jose, imported once: given the bytes, jose imports a key on every sign
   * and verify, ~8% of the server's CPU per signed-in API answer (docs/architecture.md#api-benchmark).
   */
  private readonly key: Promise<CryptoKey>;

  constructor(secret: string) {
    this.secret = new TextEncoder().encode(secret);
    this.key = crypto.subtle.importKey('raw', this.secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    // Its failure (an empty secret) is reported by the first sign or verify that awaits it.
    this.key.catch(() => undefined);
  }

  async signAccessToken(
    claims: Omit<AccessClaims, 'exp'>, nowSeconds = Math.floor(Date.now() / 1000), ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ): Promise<string> {
    const portalClaims = {
      email: claims.email, is_resident: claims.is_resident, is_verified: claims.is_verified,
      ...(claims.sid !== undefined && { sid: claims.sid }),
      ...(claims.idle !== undefined && { idle: claims.idle }),
      ...(claims.bgy !== undefined && { bgy: claims.bgy }),
      ...(claims.city !== undefined && { city: claims.city }),
    };
    return await this.signed(ACCESS_TOKEN_TYPE, claims.sub, portalClaims, nowSeconds, ttlSeconds);
  }

  /** Throws when the token is malformed, expired, or not one of our access tokens. */
  async verifyAccessToken(token: string): Promise<AccessClaims> {
    const payload = await this.verified(token, ACCESS_TOKEN_TYPE);
    if (typeof payload.email !== 'string' || typeof payload.is_resident !== 'boolean' || typeof payload.is_verified !== 'boolean') {
      throw new Error('access token lacks the portal claims');
    }
    if (payload.sid !== undefined && typeof payload.sid !== 'string') throw new Error('access token has a malformed sid');
    if (payload.bgy !== undefined && !Number.isInteger(payload.bgy)) throw new Error('access token has a malformed bgy');
    if (payload.city !== undefined && !(typeof payload.city === 'string' && Object.hasOwn(CITY_ROLES, payload.city))) throw new Error('access token has a malformed city');
    return payload as unknown as AccessClaims;
  }

  /**
   * A link token for one private file: an <img src> or a download link cannot send a Bearer header, so
   * the URL itself carries a short-lived proof that the owner or an administrator asked for it. Each
   * purpose has its own token type, so a link to one file never opens another kind of file. `sessionId`
   * binds the link to the sign-in that asked for it (see SessionLinks); `holderId` names the account that asked.
   */
  // Signed with node:crypto rather than jose: jose signs through WebCrypto (about 0.1 ms a token) and a REST
  // list of residents carries one link per ID image; jose verifies these like any other HS256 token.
  async signLinkToken(
    purpose: LinkPurpose, subjectId: number, nowSeconds = Math.floor(Date.now() / 1000), sessionId?: string, holderId?: number,
  ): Promise<string> {
    const header = { alg: ALGORITHM, typ: LINK_TOKEN_TYPES[purpose] };
    const claims = {
      ...(sessionId !== undefined && { sid: sessionId }),
      ...(holderId !== undefined && { hid: holderId }),
      sub: String(subjectId), iss: ISSUER, aud: AUDIENCE, iat: nowSeconds, exp: nowSeconds + LINK_TOKEN_TTL_SECONDS,
    };
    const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    return `${signingInput}.${createHmac('sha256', this.secret).update(signingInput).digest('base64url')}`;
  }

  /** What a link token grants; throws when it is forged, expired or for another purpose. */
  async verifyLinkGrant(purpose: LinkPurpose, token: string): Promise<LinkGrant> {
    const payload = await this.verified(token, LINK_TOKEN_TYPES[purpose]);
    const subjectId = Number(payload.sub);
    if (!Number.isInteger(subjectId) || subjectId < 1) throw new Error(`${purpose} link token names no record`);
    if (payload.sid !== undefined && typeof payload.sid !== 'string') throw new Error(`${purpose} link token has a malformed sid`);
    if (payload.hid !== undefined && !(Number.isInteger(payload.hid) && (payload.hid as number) > 0)) {
      throw new Error(`${purpose} link token has a malformed hid`);
    }
    return {
      subjectId,
      ...(payload.sid !== undefined && { sessionId: payload.sid }),
      ...(payload.hid !== undefined && { holderId: payload.hid as number }),
    };
  }

  /** The record id a link token was issued for; throws when it is forged, expired or for another purpose. */
  async verifyLinkToken(purpose: LinkPurpose, token: string): Promise<number> {
    return (await this.verifyLinkGrant(purpose, token)).subjectId;
  }

  /** A short-lived proof that `userId` gave the right password, good only for `purpose`. */
  async signChallengeToken(userId: number, purpose: ChallengePurpose, ttlSeconds: number, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
    return await this.signed(CHALLENGE_TOKEN_TYPE, String(userId), { purpose }, nowSeconds, ttlSeconds);
  }

  /** The account a challenge was issued to; throws when it is forged, expired, of another type or for another purpose. */
  async verifyChallengeToken(token: string, purpose: ChallengePurpose): Promise<number> {
    const payload = await this.verified(token, CHALLENGE_TOKEN_TYPE);
    if (payload.purpose !== purpose) throw new Error('challenge token is for another step');
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1) throw new Error('challenge token names no account');
    return userId;
  }

  /**
   * A one-time link to choose the password of `userId`'s account. It carries a fingerprint of the password hash
   * it was issued against: once any password is stored, that fingerprint no longer matches, so the link works once.
   */
  async signSetPasswordToken(userId: number, passwordHash: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
    return await this.signed(SET_PASSWORD_TOKEN_TYPE, String(userId), { pwd: passwordFingerprint(passwordHash) }, nowSeconds, SET_PASSWORD_TOKEN_TTL_SECONDS);
  }

  /** The account and password fingerprint a set-password link was issued for; throws when it is forged, expired or of another type. */
  async verifySetPasswordToken(token: string): Promise<SetPasswordGrant> {
    const payload = await this.verified(token, SET_PASSWORD_TOKEN_TYPE);
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId < 1) throw new Error('set-password token names no account');
    if (typeof payload.pwd !== 'string') throw new Error('set-password token lacks its password fingerprint');
    return { userId, passwordFingerprint: payload.pwd };
  }

  /** A link token for one user's valid-ID file. */
  async signValidIdToken(userId: number, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
    return await this.signLinkToken('valid-id', userId, nowSeconds);
  }

  /** The user id a valid-ID link token was issued for; throws when it is forged, expired or of another type. */
  async verifyValidIdToken(token: string): Promise<number> {
    return await this.verifyLinkToken('valid-id', token);
  }

  /** One of the portal's tokens of type `typ` for `subject`, with `claims`, living `ttlSeconds` from `nowSeconds`. */
  private async signed(typ: string, subject: string, claims: JWTPayload, nowSeconds: number, ttlSeconds: number): Promise<string> {
    return await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ttlSeconds)
      .sign(await this.key);
  }

  /** The claims of a token of type `typ`; throws unless the portal signed it (algorithm pinned) for itself, with a subject, and it has not expired. */
  private async verified(token: string, typ: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, await this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, typ, requiredClaims: ['sub', 'exp'] });
    return payload;
  }
}

/** What a set-password link was issued for. */
export interface SetPasswordGrant {
  userId: number;
  /** passwordFingerprint() of the password hash the account had when the link was made. */
  passwordFingerprint: string;
}

/** A short digest of a stored password hash: enough to tell that the password changed, nothing about the password. */
export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

/** Refresh tokens are opaque random strings; the database keeps only their SHA-256. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
