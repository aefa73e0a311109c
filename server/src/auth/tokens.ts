import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Long enough to open a file (a valid ID, a certificate) from a page just loaded, short enough that a copied link soon dies. */
export const LINK_TOKEN_TTL_SECONDS = 5 * 60;
export const VALID_ID_LINK_TTL_SECONDS = LINK_TOKEN_TTL_SECONDS;
const ISSUER = 'barangay-portal';
const AUDIENCE = 'barangay-portal';
const ACCESS_TOKEN_TYPE = 'at+jwt';
/** What a link token opens: a user's valid-ID file, or a document request's certificate PDF. */
export type LinkPurpose = 'valid-id' | 'certificate';
// Each its own type, so an access token can never open a file link, a file link can never act as a
// session, and a certificate link can never open a valid ID.
const LINK_TOKEN_TYPES: Record<LinkPurpose, string> = { 'valid-id': 'valid-id+jwt', certificate: 'certificate+jwt' };
const ALGORITHM = 'HS256';

/**
 * Claims of spec §3 plus `sub`; `is_verified` means the valid ID is approved. `sid` names the login
 * (refresh-token family) the token was issued for, so "end my other sessions" can spare this one.
 */
export interface AccessClaims {
  sub: string;
  email: string;
  is_resident: boolean;
  is_verified: boolean;
  sid?: string;
  exp: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccessToken(claims: Omit<AccessClaims, 'exp'>, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
    const portalClaims = { email: claims.email, is_resident: claims.is_resident, is_verified: claims.is_verified };
    return await new SignJWT(claims.sid === undefined ? portalClaims : { ...portalClaims, sid: claims.sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** Throws when the token is malformed, expired, or not one of our access tokens. */
  async verifyAccessToken(token: string): Promise<AccessClaims> {
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: ACCESS_TOKEN_TYPE,
      requiredClaims: ['sub', 'exp'],
    });
    if (typeof payload.email !== 'string' || typeof payload.is_resident !== 'boolean' || typeof payload.is_verified !== 'boolean') {
      throw new Error('access token lacks the portal claims');
    }
    if (payload.sid !== undefined && typeof payload.sid !== 'string') throw new Error('access token has a malformed sid');
    return payload as unknown as AccessClaims;
  }

  /**
   * A link token for one private file: an <img src> or a download link cannot send a Bearer header, so
   * the URL itself carries a short-lived proof that the owner or an administrator asked for it. Each
   * purpose has its own token type, so a link to one file never opens another kind of file.
   */
  async signLinkToken(purpose: LinkPurpose, subjectId: number, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
    return await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: LINK_TOKEN_TYPES[purpose] })
      .setSubject(String(subjectId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + LINK_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The record id a link token was issued for; throws when it is forged, expired or for another purpose. */
  async verifyLinkToken(purpose: LinkPurpose, token: string): Promise<number> {
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: LINK_TOKEN_TYPES[purpose],
      requiredClaims: ['sub', 'exp'],
    });
    const subjectId = Number(payload.sub);
    if (!Number.isInteger(subjectId) || subjectId < 1) throw new Error(`${purpose} link token names no record`);
    return subjectId;
  }

  /** A link token for one user's valid-ID file. */
  async signValidIdToken(userId: number, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
    return await this.signLinkToken('valid-id', userId, nowSeconds);
  }

  /** The user id a valid-ID link token was issued for; throws when it is forged, expired or of another type. */
  async verifyValidIdToken(token: string): Promise<number> {
    return await this.verifyLinkToken('valid-id', token);
  }
}

/** Refresh tokens are opaque random strings; the database keeps only their SHA-256. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
