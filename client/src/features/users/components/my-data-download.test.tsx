import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { RESIDENT, seedSession } from '../../../test/tokens';
import { MY_DATA_FAILED, MyDataDownload } from './my-data-download';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/profile-download';

/** The files asked for (address and whether a bearer token went with it) and the names they were saved under. */
function recordDownloads(answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:my-data'), revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const asked = () => fetchMock.mock.calls.map(([url, init]) => [url, new Headers(init?.headers).get('Authorization')?.startsWith('Bearer ')]);
  return { asked, saved };
}

const file = (name: string, type: string) =>
  new Response('x', { headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` } });

function renderSection() {
  seedSession(RESIDENT);
  const onFailed = vi.fn<(message: string) => void>();
  renderApp({ path: PATH, routes: [{ path: PATH, element: <MyDataDownload onFailed={onFailed} /> }], mocks: [] });
  return onFailed;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Download my data', () => {
  it('says what the file holds and downloads it as JSON and as PDF with the signed-in account', async () => {
    const user = userEvent.setup();
    const { asked, saved } = recordDownloads([file('my-data-2026-11-25.json', 'application/json'), file('my-data-2026-11-25.pdf', 'application/pdf')]);
    const onFailed = renderSection();
    expect(screen.getByText(/A copy of every record the portal keeps about you/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download JSON of my data' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF of my data' }));
    await waitFor(() => expect(saved).toEqual(['my-data-2026-11-25.json', 'my-data-2026-11-25.pdf']));
    expect(asked()).toEqual([['/api/auth/user/me/data/', true], ['/api/auth/user/me/data/?format=pdf', true]]);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('tells the page when the file could not be had', async () => {
    const user = userEvent.setup();
    const { saved } = recordDownloads([new Response('{"detail":"no"}', { status: 403 })]);
    const onFailed = renderSection();
    await user.click(screen.getByRole('button', { name: 'Download PDF of my data' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(MY_DATA_FAILED));
    expect(saved).toEqual([]);
  });
});
