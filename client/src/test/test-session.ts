import { onTestFinished, vi } from 'vitest';
import { createSessionStore } from '../lib/session-store';

/** A session store over jsdom's localStorage whose server calls are test doubles. */
export function createTestSession() {
  const refreshTokens = vi.fn<(refresh: string) => Promise<never>>(() => Promise.reject(new Error('refused')));
  const revokeRefreshToken = vi.fn<(refresh: string) => Promise<void>>(() => Promise.resolve());
  const session = createSessionStore({ refreshTokens, revokeRefreshToken, logoutTimeoutMs: 50 });
  // Its session timer must not wake up in a later test and act on that test's stored session.
  onTestFinished(() => session.dispose());
  return { session, refreshTokens, revokeRefreshToken };
}
