import { requestGraphQL } from '../../../lib/graphql-request';
import type { LoginPayload } from '../../../lib/session';
import { LogoutMutation, RefreshTokenMutation } from './auth.graphql';

/** The silent refresh of lib/session-store: one refreshToken call outside the Apollo link chain. */
export async function refreshTokens(refresh: string): Promise<LoginPayload> {
  const data = await requestGraphQL(RefreshTokenMutation, { refresh });
  return data.refreshToken;
}

/** Logout's server half: the refresh token (and its family) stops working. */
export async function revokeRefreshToken(refresh: string): Promise<void> {
  await requestGraphQL(LogoutMutation, { refresh });
}
