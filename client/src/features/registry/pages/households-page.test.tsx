import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { householdPathFor, registryPaths } from '../paths';
import { enterFields } from '../../../test/fill-fields';
import { listPageMock, recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { CreateHouseholdMutation, CreatePurokMutation, HouseholdQuery, HouseholdsQuery, PuroksQuery, UpdateHouseholdMutation } from '../api/registry.graphql';
import { HOUSEHOLD_1, HOUSEHOLD_2, inhabitant, PUROK_1, SITIO } from '../registry-fixtures';
import HouseholdPage from './household-page';
import HouseholdsPage from './households-page';

vi.setConfig({ testTimeout: 30_000 });

const HOUSEHOLDS = { query: HouseholdsQuery, field: 'households', typename: 'HouseholdPage' };
const puroksMock = (puroks: readonly unknown[]): MockLink.MockedResponse => ({
  request: { query: PuroksQuery }, result: { data: { puroks } }, maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('households and puroks', () => {
  it('lists households by number with their purok, sends the search and the purok, and adds one with the exact input', async () => {
    const seen: Record<string, unknown>[] = [];
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<HouseholdsPage />, [
      puroksMock([PUROK_1, SITIO]), listPageMock(HOUSEHOLDS, [HOUSEHOLD_1, HOUSEHOLD_2], seen),
      { request: recordingRequest(CreateHouseholdMutation, sent), result: { data: { createHousehold: { ...HOUSEHOLD_2, id: 8, householdNumber: 'HH-003' } } } },
    ], { router: true });
    const table = await screen.findByRole('table', { name: 'Households' });
    const row = (await within(table).findByRole('link', { name: 'HH-002' })).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['HH-002', '4 Mabini Street', 'Sitio Malinis']);
    expect(within(row).getByRole('link', { name: 'HH-002' })).toHaveAttribute('href', householdPathFor(4));

    await user.type(screen.getByLabelText('Search households'), 'hh');
    await screen.findByRole('option', { name: 'Purok 1' });
    await user.selectOptions(screen.getByLabelText('Purok or sitio'), 'Purok 1');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, search: 'hh', purokId: 1 }));

    await user.click(screen.getByRole('button', { name: 'Add household' }));
    const form = screen.getByRole('dialog', { name: 'Add household' });
    await user.click(within(form).getByRole('button', { name: 'Add household' }));
    expect(within(form).getByText('Choose the purok or sitio.')).toBeInTheDocument();
    expect(within(form).getByText('Household number is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await enterFields(user, { 'Household number': 'HH-003', Address: ' 7 Luna Street ' });
    await user.selectOptions(within(form).getByLabelText('Purok or sitio'), 'Sitio Malinis');
    await user.click(within(form).getByRole('button', { name: 'Add household' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The household was added.');
    expect(sent).toEqual([{ input: { householdNumber: 'HH-003', address: '7 Luna Street', purokId: 2 } }]);
  });

  it("adds a purok, showing the server's message for a name already taken", async () => {
    const sent: Record<string, unknown>[] = [];
    const taken = 'Another purok or sitio has this name.';
    const { user } = renderWithMocks(<HouseholdsPage />, [
      puroksMock([PUROK_1]), listPageMock(HOUSEHOLDS, []),
      {
        request: recordingRequest(CreatePurokMutation, sent),
        result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', reason: 'PUROK_NAME_TAKEN', fields: { name: [taken] } } }] },
      },
    ], { router: true });
    await user.click(await screen.findByRole('button', { name: 'Add purok or sitio' }));
    const form = screen.getByRole('dialog', { name: 'Add purok or sitio' });
    await user.type(within(form).getByLabelText('Purok or sitio'), 'purok 1');
    await user.click(within(form).getByRole('button', { name: 'Add purok or sitio' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'purok 1' } }]);
  });

  it('shows a household with its members linking to their pages, and edits it sending only what changed', async () => {
    const sent: Record<string, unknown>[] = [];
    const members = [inhabitant(), inhabitant({ id: 7, firstName: 'Pedro', middleName: null, suffix: null, relationshipToHead: 'CHILD', status: 'MOVED_OUT' })];
    const { user } = renderWithMocks(
      <MemoryRouter initialEntries={[householdPathFor(3)]}>
        <Routes><Route path={registryPaths.household} element={<HouseholdPage />} /></Routes>
      </MemoryRouter>,
      [
        puroksMock([PUROK_1, SITIO]),
        { request: { query: HouseholdQuery, variables: { id: 3 } }, result: { data: { household: { ...HOUSEHOLD_1, members } } } },
        { request: recordingRequest(UpdateHouseholdMutation, sent), result: { data: { updateHousehold: { ...HOUSEHOLD_1, address: '14 Rizal Street' } } } },
      ],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Household HH-001' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Members of the household' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Dela Cruz, Juan Santos Jr.', 'Head of household', '41', 'Living in the barangay'],
      ['Dela Cruz, Pedro', 'Son or daughter', '41', 'Moved out'],
    ]);
    expect(within(table).getByRole('link', { name: 'Dela Cruz, Pedro' })).toHaveAttribute('href', '/registry/inhabitants/7');

    await user.click(screen.getByRole('button', { name: 'Edit household' }));
    const form = screen.getByRole('dialog', { name: 'Edit household' });
    await user.clear(within(form).getByLabelText('Address'));
    await user.type(within(form).getByLabelText('Address'), '14 Rizal Street');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The household was saved.');
    expect(sent).toEqual([{ input: { id: 3, address: '14 Rizal Street' } }]);
  });
});
