import type { AccessClaims, LoginPayload } from '../lib/session';
import { SESSION_KEYS } from '../lib/session';

const base64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** An unsigned JWT with the given payload: the browser only decodes tokens, it never verifies them. */
export function makeToken(payload: object): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'at+jwt' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export function makeClaims(overrides: Partial<AccessClaims> = {}): AccessClaims {
  return {
    sub: '7',
    email: 'juan.delacruz@example.com',
    is_resident: true,
    is_verified: false,
    exp: nowSeconds() + 15 * 60,
    ...overrides,
  };
}

/** What the server's login answers for the given claims. */
export function makeLoginPayload(overrides: Partial<AccessClaims> = {}, refresh = 'refresh-token-1'): LoginPayload {
  const claims = makeClaims(overrides);
  return {
    access: makeToken(claims),
    refresh,
    isResident: claims.is_resident,
    isVerified: claims.is_verified,
    email: claims.email,
  };
}

/** Stores a session exactly as a login would. */
export function seedSession(
  overrides: Partial<AccessClaims> = {},
  storage: Storage = window.localStorage,
  refresh = 'refresh-token-1',
): LoginPayload {
  const payload = makeLoginPayload(overrides, refresh);
  storage.setItem(SESSION_KEYS.access, payload.access);
  storage.setItem(SESSION_KEYS.refresh, payload.refresh);
  storage.setItem(SESSION_KEYS.isResident, String(payload.isResident));
  storage.setItem(SESSION_KEYS.isVerified, String(payload.isVerified));
  storage.setItem(SESSION_KEYS.email, payload.email);
  return payload;
}

export const RESIDENT = { is_resident: true, email: 'juan.delacruz@example.com' } as const;
export const ADMIN = { is_resident: false, is_verified: false, email: 'admin@barangay.example.com' } as const;
