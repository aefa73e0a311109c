import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { registryPaths } from '../paths';
import { enterFields } from '../../../test/fill-fields';
import { listPageMock, recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import { CreateInhabitantMutation, HouseholdsQuery, InhabitantsQuery, PuroksQuery } from '../api/registry.graphql';
import { HOUSEHOLD_1, HOUSEHOLD_2, inhabitant, PUROK_1, SITIO } from '../registry-fixtures';
import RegistryPage from './registry-page';

vi.setConfig({ testTimeout: 30_000 });

const INHABITANTS = { query: InhabitantsQuery, field: 'inhabitants', typename: 'InhabitantPage' };
const puroksMock: MockLink.MockedResponse = {
  request: { query: PuroksQuery }, result: { data: { puroks: [PUROK_1, SITIO] } }, maxUsageCount: Number.POSITIVE_INFINITY,
};
const householdsMock: MockLink.MockedResponse = {
  request: { query: HouseholdsQuery, variables: { page: 1, pageSize: 20 } },
  result: { data: { households: { __typename: 'HouseholdPage', items: [HOUSEHOLD_1, HOUSEHOLD_2], page: 1, pageSize: 20, total: 2 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const LOLA = inhabitant({
  id: 6, firstName: 'Rosa', middleName: null, lastName: 'Bautista', suffix: null, fullName: 'Rosa Bautista', age: 67, sex: 'FEMALE',
  status: 'DECEASED', statusDate: '2024-02-01', relationshipToHead: null, household: null, isSeniorCitizen: true, isPwd: true, is4Ps: false,
});

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('Registry of Barangay Inhabitants', () => {
  it('lists inhabitants with their household, purok, age, status and sectors, each name opening their page', async () => {
    renderWithMocks(<RegistryPage />, [puroksMock, listPageMock(INHABITANTS, [inhabitant(), LOLA])], { router: true });
    const table = await screen.findByRole('table', { name: 'Inhabitants' });
    await within(table).findByRole('link', { name: 'Dela Cruz, Juan Santos Jr.' });
    expect(cellsOf(rowOf(table, 'Dela Cruz, Juan Santos Jr.')))
      .toEqual(['Dela Cruz, Juan Santos Jr.', 'HH-001', 'Purok 1', '41', 'Male', 'Living in the barangay', '4Ps beneficiary']);
    expect(cellsOf(rowOf(table, 'Bautista, Rosa'))).toEqual(['Bautista, Rosa', '—', '—', '67Senior', 'Female', 'Deceased', 'Person with disability']);
    expect(within(table).getByRole('link', { name: 'Dela Cruz, Juan Santos Jr.' })).toHaveAttribute('href', '/registry/inhabitants/5');
  });

  it('sends the search, each filter and the page asked for, and nothing for what is not chosen', async () => {
    const seen: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<RegistryPage />, [puroksMock, listPageMock(INHABITANTS, [inhabitant()], seen, 25)], { router: true });
    await screen.findByRole('link', { name: 'Dela Cruz, Juan Santos Jr.' });
    expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10 });

    await user.click(within(screen.getByRole('navigation', { name: 'Inhabitants pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 2, pageSize: 10 }));

    // A search or a filter starts again from page 1.
    await user.type(screen.getByLabelText('Search inhabitants'), 'HH-00');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, search: 'HH-00' }));
    await screen.findByRole('option', { name: 'Sitio Malinis' });
    await user.selectOptions(screen.getByLabelText('Purok or sitio'), 'Sitio Malinis');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, search: 'HH-00', purokId: 2 }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Moved out');
    await user.selectOptions(screen.getByLabelText('Sector'), 'Senior citizen (60 and over)');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, search: 'HH-00', purokId: 2, status: 'MOVED_OUT', sector: 'SENIOR_CITIZEN' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: 1, pageSize: 10, search: 'HH-00', purokId: 2, sector: 'SENIOR_CITIZEN' }));
  });

  it('adds an inhabitant: refuses missing fields and a household without a relationship before sending, then sends the exact input', async () => {
    const sent: Record<string, unknown>[] = [];
    const created = inhabitant({ id: 9, firstName: 'Pedro', middleName: null, suffix: null, relationshipToHead: 'CHILD' });
    // The new inhabitant's page opens once they are added.
    const app = (
      <Routes>
        <Route path="/" element={<RegistryPage />} />
        <Route path={registryPaths.inhabitant} element={<h1>Their page</h1>} />
      </Routes>
    );
    const { user } = renderWithMocks(app, [
      puroksMock, householdsMock, listPageMock(INHABITANTS, []),
      { request: recordingRequest(CreateInhabitantMutation, sent), result: { data: { createInhabitant: created } } },
    ], { router: true });
    await user.click(await screen.findByRole('button', { name: 'Add inhabitant' }));
    const form = screen.getByRole('dialog', { name: 'Add inhabitant' });
    expect(within(form).getByLabelText('Citizenship')).toHaveValue('Filipino');

    await user.click(within(form).getByRole('button', { name: 'Add inhabitant' }));
    for (const message of [
      'Last Name is required', 'First Name is required', 'Birthdate is required', 'Birthplace is required', 'Sex is required', 'Civil Status is required',
    ]) expect(within(form).getByText(message)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await enterFields(user, {
      'Last Name': ' Dela Cruz ', 'First Name': 'Pedro', Birthdate: { date: '2010-06-15' }, Birthplace: 'Caloocan',
      Sex: { choose: 'Male' }, 'Civil Status': { choose: 'Single' }, Occupation: 'Student',
    });
    await user.click(within(form).getByLabelText('Out-of-school youth'));
    await within(form).findByRole('option', { name: 'HH-001, 12 Rizal Street (Purok 1)' });
    await user.selectOptions(within(form).getByLabelText('Household'), 'HH-001, 12 Rizal Street (Purok 1)');
    await user.click(within(form).getByRole('button', { name: 'Add inhabitant' }));
    expect(await within(form).findByText('Give how the inhabitant is related to the head of the household.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A relationship without a household is refused as well.
    await user.selectOptions(within(form).getByLabelText('Household'), 'Not in a household');
    await user.selectOptions(within(form).getByLabelText('Relationship to the head'), 'Son or daughter');
    await user.click(within(form).getByRole('button', { name: 'Add inhabitant' }));
    expect(await within(form).findByText('Only a household member has a relationship to its head.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Household'), 'HH-001, 12 Rizal Street (Purok 1)');
    await user.click(within(form).getByRole('button', { name: 'Add inhabitant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Their page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add inhabitant' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ input: {
      lastName: 'Dela Cruz', firstName: 'Pedro', birthdate: '2010-06-15', birthPlace: 'Caloocan', sex: 'MALE', civilStatus: 'SINGLE',
      citizenship: 'Filipino', occupation: 'Student',
      isPwd: false, isSoloParent: false, isIndigenous: false, is4Ps: false, isOutOfSchoolYouth: true,
      householdId: 3, relationshipToHead: 'CHILD',
    } }]);
  });

  it('refuses a birthdate in the future, and shows the server field messages on their fields', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderWithMocks(<RegistryPage />, [
      puroksMock, householdsMock, listPageMock(INHABITANTS, []),
      {
        request: recordingRequest(CreateInhabitantMutation, sent),
        result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { birthPlace: ['Birthplace is too long'] } } }] },
      },
    ], { router: true });
    await user.click(await screen.findByRole('button', { name: 'Add inhabitant' }));
    const form = screen.getByRole('dialog', { name: 'Add inhabitant' });
    await enterFields(user, {
      'Last Name': 'Santos', 'First Name': 'Ana', Birthdate: { date: '2999-01-01' }, Birthplace: 'Manila',
      Sex: { choose: 'Female' }, 'Civil Status': { choose: 'Widowed' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add inhabitant' }));
    expect(within(form).getByText('Birthdate must be a real date, written YYYY-MM-DD, and not in the future.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await enterFields(user, { Birthdate: { date: '1950-03-15' } });
    await user.click(within(form).getByRole('button', { name: 'Add inhabitant' }));
    expect(await within(form).findByText('Birthplace is too long')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('The inhabitant could not be saved. Check the fields below.');
    expect(sent).toHaveLength(1);
  });
});
