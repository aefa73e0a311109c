import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { CityAccountsQuery, CreateCityAccountMutation } from '../api/city.graphql';
import CityAccountsPage from './city-accounts-page';

vi.setConfig({ testTimeout: 20_000 });

const account = (id: number, firstName: string, lastName: string, cityRole: string, mustChangePassword: boolean) => ({
  __typename: 'User', id, email: `${firstName.toLowerCase()}@caloocan.example.ph`, firstName, lastName, cityRole, mustChangePassword,
});
const ADMINISTRATOR = account(1, 'Teresa', 'Lim', 'CITY_ADMINISTRATOR', false);
const PRESIDENT = account(2, 'Ramon', 'Bautista', 'ABC_PRESIDENT', true);

const accountsMock = (accounts: unknown[]): MockLink.MockedResponse => ({ request: { query: CityAccountsQuery }, result: { data: { cityAccounts: accounts } } });

describe('City Accounts', () => {
  it('lists the city accounts with their office, and adds one with a one-time password shown once', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<CityAccountsPage />, [accountsMock([ADMINISTRATOR]), {
      request: recordingRequest(CreateCityAccountMutation, sent),
      result: { data: { createCityAccount: {
        __typename: 'AccountHandover', temporaryPassword: 'Qw7-xZ3c-Vb9n', passwordLinkSent: false,
        account: { __typename: 'User', id: 2, email: PRESIDENT.email, firstName: 'Ramon', lastName: 'Bautista' },
      } } },
    }, accountsMock([ADMINISTRATOR, PRESIDENT])]);
    const table = await screen.findByRole('table', { name: 'City accounts' });
    const teresa = (await within(table).findByText('Teresa Lim')).closest('tr')!;
    expect(within(teresa).getAllByRole('cell').map((cell) => cell.textContent))
      .toEqual(['Teresa Lim', 'teresa@caloocan.example.ph', 'City Administrator', 'Active']);

    await user.click(screen.getByRole('button', { name: 'Add city account' }));
    const form = screen.getByRole('dialog', { name: 'Add city account' });
    await user.click(within(form).getByRole('button', { name: 'Add city account' }));
    expect(within(form).getByText('Choose an office.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText(/E-mail/), PRESIDENT.email);
    await user.type(within(form).getByLabelText(/First name/), 'Ramon');
    await user.type(within(form).getByLabelText(/Last name/), 'Bautista');
    await user.selectOptions(within(form).getByLabelText(/Office/), 'ABC President');
    await user.click(within(form).getByRole('button', { name: 'Add city account' }));

    const shown = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(sent).toEqual([{ input: { email: PRESIDENT.email, firstName: 'Ramon', lastName: 'Bautista', cityRole: 'ABC_PRESIDENT' } }]);
    expect(within(shown).getByText('Qw7-xZ3c-Vb9n')).toBeInTheDocument();
    const ramon = (await within(table).findByText('Ramon Bautista')).closest('tr')!;
    expect(within(ramon).getByText('ABC President')).toBeInTheDocument();
    expect(within(ramon).getByText('Temporary password')).toBeInTheDocument();
  });
});
