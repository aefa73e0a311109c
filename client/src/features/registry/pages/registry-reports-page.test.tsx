import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registryPaths } from '../paths';
import { meMock, staffAccessMock } from '../../../test/mocks';
import { recordDownloads, downloadedFile } from '../../../test/recorded-downloads';
import { renderApp } from '../../../test/render-app';
import { ADMIN, seedSession } from '../../../test/tokens';
import { HouseholdRecordDownloads } from '../components/household-record-downloads';

vi.setConfig({ testTimeout: 20_000 });

/** November 24, 2026 in the barangay: the last quarter ended is Q3 2026. */
function today(instant = '2026-11-24T04:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

beforeEach(() => today());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderReports = () => {
  seedSession(ADMIN);
  return renderApp({ path: registryPaths.registryReports, mocks: [meMock('', ADMIN.email, 1), staffAccessMock(['MANAGE_REGISTRY'])] });
};

describe('Registry Reports', () => {
  it('is in the menu of staff who keep the registry, and starts on the last quarter ended', async () => {
    renderReports();
    expect(await screen.findByRole('heading', { level: 1, name: 'Registry Reports' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: 'Registry Reports' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Registry' })).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('Year')).toHaveValue('2026');
    expect(screen.getByLabelText('Quarter')).toHaveValue('3');
    expect(screen.getByText('Counted as of September 30, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Households and puroks' })).toHaveAttribute('href', registryPaths.households);
  });

  it('downloads the chosen quarter as PDF and CSV with the signed-in account, and says so when it cannot', async () => {
    const { asked, saved } = recordDownloads([
      downloadedFile('population-summary-2025-Q1-2026-11-24.pdf', 'application/pdf'),
      downloadedFile('population-summary-2026-Q4-2026-11-24.csv', 'text/csv'),
      new Response('', { status: 403 }),
    ]);
    const user = userEvent.setup();
    renderReports();
    await user.selectOptions(await screen.findByLabelText('Year'), '2025');
    await user.selectOptions(screen.getByLabelText('Quarter'), '1');
    expect(screen.getByText('Counted as of March 31, 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['population-summary-2025-Q1-2026-11-24.pdf']));

    await user.selectOptions(screen.getByLabelText('Year'), '2026');
    await user.selectOptions(screen.getByLabelText('Quarter'), '4');
    // The running quarter counts as of today.
    expect(screen.getByText('Counted as of November 24, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked()).toEqual([
      ['/api/registry/population-summary.pdf?year=2025&quarter=1', true],
      ['/api/registry/population-summary.csv?year=2026&quarter=4', true],
    ]);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be downloaded. Try again.');
    expect(saved).toHaveLength(2);
  });

  it('offers nothing to download for a quarter that has not begun', async () => {
    today('2026-05-10T04:00:00Z');
    const user = userEvent.setup();
    renderReports();
    expect(await screen.findByLabelText('Quarter')).toHaveValue('1');
    await user.selectOptions(screen.getByLabelText('Quarter'), '3');
    expect(screen.getByText('This quarter has not begun yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Quarter'), '2');
    expect(screen.getByText('Counted as of May 10, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});

describe("a household page's Reports card", () => {
  it("downloads the household's record as PDF and CSV", async () => {
    const { asked, saved } = recordDownloads([downloadedFile('household-record-HH-001-2026-11-24.pdf', 'application/pdf'), downloadedFile('x.csv', 'text/csv')]);
    seedSession(ADMIN);
    const user = userEvent.setup();
    renderApp({ routes: [{ path: '/', element: <HouseholdRecordDownloads householdId={3} householdNumber="HH-001" /> }] });
    await user.click(await screen.findByRole('button', { name: 'Household record (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['household-record-HH-001-2026-11-24.pdf']));
    await user.click(screen.getByRole('button', { name: 'Household record (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked()).toEqual([['/api/registry/households/3/record.pdf', true], ['/api/registry/households/3/record.csv', true]]);
    expect(screen.getByRole('heading', { level: 2, name: 'Reports' })).toBeInTheDocument();
  });
});
