import { currentAccessToken } from '../lib/session';

/**
 * The playground acts as the signed-in user of this browser: each request carries the stored access token,
 * unless the user typed an Authorization header of their own into the headers editor.
 */
export function withStoredAccessToken(storage: Storage, fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    const token = currentAccessToken(storage);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return fetchImpl(input, { ...init, headers });
  };
}
