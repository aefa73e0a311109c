import { describe, expect, it, vi } from 'vitest';
import { nowSeconds, seedSession } from '../test/tokens';
import { withStoredAccessToken } from './authorized-fetch';

const sentHeaders = (fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>) =>
  new Headers(fetchImpl.mock.calls[0][1]?.headers);

describe('playground fetch', () => {
  it('sends the stored access token', async () => {
    const { access } = seedSession();
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    await withStoredAccessToken(localStorage, fetchImpl)('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(sentHeaders(fetchImpl).get('Authorization')).toBe(`Bearer ${access}`);
    expect(sentHeaders(fetchImpl).get('Content-Type')).toBe('application/json');
  });

  it('sends no token for a guest or an expired session', async () => {
    seedSession({ exp: nowSeconds() - 1 });
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    await withStoredAccessToken(localStorage, fetchImpl)('/graphql', { method: 'POST' });
    expect(sentHeaders(fetchImpl).has('Authorization')).toBe(false);
  });

  it("keeps an Authorization header the user typed in the playground", async () => {
    seedSession();
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    await withStoredAccessToken(localStorage, fetchImpl)('/graphql', { headers: { Authorization: 'Bearer mine' } });
    expect(sentHeaders(fetchImpl).get('Authorization')).toBe('Bearer mine');
  });
});
