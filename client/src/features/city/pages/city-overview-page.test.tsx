import type { MockLink } from '@apollo/client/testing';
import { HOST_NAME_MESSAGE } from '@barangay-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CityRole } from '../../../gql/graphql';
import { recordingRequest, staffAccessMock } from '../../../test/mocks';
import { renderApp } from '../../../test/render-app';
import { ADMIN, seedSession } from '../../../test/tokens';
import { CityRollupQuery, CreateBarangayMutation, SetBarangayHostNamesMutation } from '../api/city.graphql';
import CityOverviewPage from './city-overview-page';

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const figures = (residents: number, open: number, overdue: number, ready: number, onTime: number, waiting: number) => ({
  residents, openRequests: open, overdueRequests: overdue, readyRequests: ready, readyOnTime: onTime,
  processingCompliance: ready === 0 ? null : onTime / ready, idVerificationsWaiting: waiting,
});

const barangay = (barangayId: number, name: string, hostNames: string[], values: ReturnType<typeof figures>) =>
  ({ __typename: 'BarangayRollup' as const, barangayId, name, psgcCode: null, hostNames, ...values });

const SAN_ISIDRO = barangay(1, 'Barangay San Isidro', ['sanisidro.caloocan.example.ph'], figures(9042, 12, 3, 8, 6, 4));
const BAGONG_SILANG = barangay(2, 'Bagong Silang', ['bagongsilang.caloocan.example.ph'], figures(0, 0, 0, 0, 0, 0));

const rollupMock = (barangays = [SAN_ISIDRO]): MockLink.MockedResponse => ({
  request: { query: CityRollupQuery },
  result: { data: { cityRollup: {
    __typename: 'CityRollup', asOf: '2026-11-24T02:00:00.000Z', complianceWindowDays: 30, barangays,
    city: { __typename: 'RollupFigures', ...figures(9042, 12, 3, 8, 6, 4) },
  } } },
});

const renderOverview = (cityRole: CityRole, mocks: MockLink.MockedResponse[]) => {
  seedSession(ADMIN);
  return renderApp({ routes: [{ path: '/', element: <CityOverviewPage /> }], mocks: [staffAccessMock([], { cityRole }), ...mocks] });
};

/** Opens Add barangay, fills it for Bagong Silang with `prefix` and `hostNames`, and submits it. */
async function addBarangay(user: UserEvent, prefix: string, hostNames: string) {
  await user.click(await screen.findByRole('button', { name: 'Add barangay' }));
  const form = screen.getByRole('dialog', { name: 'Add barangay' });
  const field = (label: string) => within(form).getByLabelText(label, { exact: false });
  await user.type(field('Barangay name'), 'Bagong Silang');
  await user.type(field('Reference prefix'), prefix);
  await user.type(field('Host names'), hostNames);
  await user.type(field("Punong Barangay's e-mail"), 'kapitan@bagongsilang.example.ph');
  await user.type(field("Punong Barangay's first name"), 'Lorna');
  await user.type(field("Punong Barangay's last name"), 'Dizon');
  await user.click(within(form).getByRole('button', { name: 'Add barangay' }));
  return { form, field };
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('City Overview', () => {
  it("lists each barangay's figures and the city's sums, compliance as a share", async () => {
    renderOverview('DILG_OFFICER', [rollupMock()]);
    const table = await screen.findByRole('table', { name: 'Barangays' });
    const row = (await within(table).findByText('Barangay San Isidro')).closest('tr')!;
    expect(cellsOf(row)).toEqual(['Barangay San Isidrosanisidro.caloocan.example.ph', '9,042', '12', '3', '75%', '4']);
    expect(cellsOf(within(table).getByText('City total').closest('tr')!)).toEqual(['City total', '9,042', '12', '3', '75%', '4']);
    expect(screen.getByText(/in the last 30 days/)).toBeInTheDocument();
    // Overseeing offices read; only the City Administrator adds barangays.
    expect(screen.queryByRole('button', { name: 'Add barangay' })).not.toBeInTheDocument();
  });

  it('downloads the CSV with the signed-in account, and says so when it cannot', async () => {
    const fetchMock = vi.fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('barangay,residents\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="barangay-rollup-2026-11-24.csv"' },
      }))
      .mockResolvedValueOnce(new Response('', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rollup'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderOverview('ABC_PRESIDENT', [rollupMock()]);
    await screen.findByText('Barangay San Isidro');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['barangay-rollup-2026-11-24.csv']));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/city/rollup.csv');
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer \S+/);

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The CSV could not be downloaded. Try again.')).toBeInTheDocument();
    expect(clicked).toHaveLength(1);
    click.mockRestore();
  });

  it('adds a barangay after checking its host names, then hands over its Punong Barangay\'s one-time password', async () => {
    const sent: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    renderOverview('CITY_ADMINISTRATOR', [rollupMock(), {
      request: recordingRequest(CreateBarangayMutation, sent),
      result: { data: { createBarangay: {
        __typename: 'CreatedBarangay', barangay: BAGONG_SILANG,
        punongBarangay: {
          __typename: 'AccountHandover', temporaryPassword: 'Tm4-pQ8z-Rw2k', passwordLinkSent: false,
          account: { __typename: 'User', id: 40, email: 'kapitan@bagongsilang.example.ph', firstName: 'Lorna', lastName: 'Dizon' },
        },
      } } },
    }, rollupMock([BAGONG_SILANG, SAN_ISIDRO])]);
    const { form, field } = await addBarangay(user, 'bs', 'https://bagongsilang.caloocan.example.ph/');
    expect(await within(form).findByText(HOST_NAME_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field('Host names'));
    await user.type(field('Host names'), 'BagongSilang.caloocan.example.ph, bs.caloocan.example.ph.');
    await user.click(within(form).getByRole('button', { name: 'Add barangay' }));

    const shown = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(sent).toEqual([{ input: {
      name: 'Bagong Silang', psgcCode: null, referencePrefix: 'BS',
      hostNames: ['bagongsilang.caloocan.example.ph', 'bs.caloocan.example.ph'],
      punongBarangay: { email: 'kapitan@bagongsilang.example.ph', firstName: 'Lorna', lastName: 'Dizon' },
    } }]);
    expect(shown).toHaveTextContent('Give this one-time password to Lorna Dizon.');
    expect(within(shown).getByText('Tm4-pQ8z-Rw2k')).toBeInTheDocument();
    expect(screen.getByText('Bagong Silang was created with its built-in roles.')).toBeInTheDocument();
    expect(await screen.findByText('bagongsilang.caloocan.example.ph')).toBeInTheDocument();
  });

  it("shows the server's field message when a host name already serves a barangay", async () => {
    const user = userEvent.setup();
    const taken = 'The host name "sanisidro.caloocan.example.ph" already serves a barangay.';
    renderOverview('CITY_ADMINISTRATOR', [rollupMock(), {
      request: { query: CreateBarangayMutation, variables: () => true },
      result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', reason: 'HOST_TAKEN', fields: { hostNames: [taken] } } }] },
    }]);
    const { form } = await addBarangay(user, 'BS', 'sanisidro.caloocan.example.ph');
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(within(form).getByText('The barangay could not be created. Check the fields below.')).toBeInTheDocument();
  });

  it("replaces a barangay's host names from its row, and shows the server's refusal on the field", async () => {
    const sent: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    const message = 'Give at least one host name: while the install serves several barangays, each answers only at its own host names.';
    const renamed = { ...SAN_ISIDRO, hostNames: ['sanisidro.caloocan.example.ph', 'www.sanisidro.caloocan.example.ph'] };
    renderOverview('CITY_ADMINISTRATOR', [rollupMock([SAN_ISIDRO, BAGONG_SILANG]), {
      request: { query: SetBarangayHostNamesMutation, variables: { input: { barangayId: 1, hostNames: [] } } },
      result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', reason: 'BARANGAY_WITHOUT_HOST', fields: { hostNames: [message] } } }] },
    }, {
      request: recordingRequest(SetBarangayHostNamesMutation, sent),
      result: { data: { setBarangayHostNames: renamed } },
    }, rollupMock([renamed, BAGONG_SILANG])]);
    await user.click(await screen.findByRole('button', { name: 'Host names of Barangay San Isidro' }));
    const form = screen.getByRole('dialog', { name: 'Host names of Barangay San Isidro' });
    const field = within(form).getByLabelText('Host names', { exact: true });
    expect(field).toHaveValue('sanisidro.caloocan.example.ph');

    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();

    await user.type(field, 'sanisidro.caloocan.example.ph www.SanIsidro.caloocan.example.ph');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Host names of Barangay San Isidro saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { barangayId: 1, hostNames: ['sanisidro.caloocan.example.ph', 'www.sanisidro.caloocan.example.ph'] } }]);
    expect(await screen.findByText('sanisidro.caloocan.example.ph, www.sanisidro.caloocan.example.ph')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Host names of City total' })).not.toBeInTheDocument();
  });
});
