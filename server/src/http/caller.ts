import type { Caller } from '../auth/auth-user';
import type { Services } from '../services';

/**
 * Reads "Authorization: Bearer <token>". No header makes a guest; a header with a token that cannot be
 * accepted also makes a guest, but one whose protected calls are answered "Token is invalid or expired".
 */
export async function resolveCaller(services: Services, authorization: string | undefined): Promise<Caller> {
  if (!authorization) return { user: null };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) return { user: null, tokenError: 'Authorization header must be "Bearer <token>".' };
  try {
    return { user: await services.auth.authenticate(match[1]) };
  } catch {
    return { user: null, tokenError: 'Token is invalid or expired' };
  }
}
