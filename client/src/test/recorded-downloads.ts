import { vi } from 'vitest';

/**
 * Stands in for the network and the browser's save for downloads through lib/authorized-download.ts: `fetch` answers
 * with `answers` in turn; returns the files asked for (address, and whether a bearer token went with it) and the names
 * they were saved under. Undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function recordDownloads(answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:download'), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const asked = () => fetchMock.mock.calls.map(([url, init]) => [url, new Headers(init?.headers).get('Authorization')?.startsWith('Bearer ')]);
  return { asked, saved };
}

/** A download's answer: a file named `name` of `type`. */
export const downloadedFile = (name: string, type: string) =>
  new Response('x', { headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` } });
