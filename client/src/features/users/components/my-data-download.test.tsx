import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordDownloads, downloadedFile } from '../../../test/recorded-downloads';
import { renderApp } from '../../../test/render-app';
import { RESIDENT, seedSession } from '../../../test/tokens';
import { MyDataDownload } from './my-data-download';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/profile-download';

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
    const { asked, saved } = recordDownloads([downloadedFile('my-data-2026-11-25.json', 'application/json'), downloadedFile('my-data-2026-11-25.pdf', 'application/pdf')]);
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
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Your data could not be downloaded. Try again.'));
    expect(saved).toEqual([]);
  });
});
