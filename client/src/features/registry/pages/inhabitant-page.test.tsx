import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { inhabitantPathFor, registryPaths } from '../paths';
import { enterFields } from '../../../test/fill-fields';
import { recordingRequest } from '../../../test/mocks';
import { renderWithMocks } from '../../../test/render-with-mocks';
import {
  HouseholdsQuery, InhabitantQuery, MoveInhabitantMutation, SetInhabitantStatusMutation, UpdateInhabitantMutation,
} from '../api/registry.graphql';
import { HOUSEHOLD_1, HOUSEHOLD_2, inhabitant, PUROK_1 } from '../registry-fixtures';
import InhabitantPage from './inhabitant-page';

vi.setConfig({ testTimeout: 30_000 });

const PEDRO = inhabitant({ id: 7, firstName: 'Pedro', middleName: null, suffix: null, fullName: 'Pedro Dela Cruz', relationshipToHead: 'CHILD', is4Ps: false });

const inhabitantMock = (record: ReturnType<typeof inhabitant>): MockLink.MockedResponse => ({
  request: { query: InhabitantQuery, variables: { id: record.id } }, result: { data: { inhabitant: record } }, maxUsageCount: Number.POSITIVE_INFINITY,
});
const householdsMock: MockLink.MockedResponse = {
  request: { query: HouseholdsQuery, variables: { page: 1, pageSize: 20 } },
  result: { data: { households: { __typename: 'HouseholdPage', items: [HOUSEHOLD_1, HOUSEHOLD_2], page: 1, pageSize: 20, total: 2 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const ONE_HEAD = 'A household has one head.';
const oneHeadRefusal = {
  errors: [{ message: ONE_HEAD, extensions: { code: 'BAD_USER_INPUT', reason: 'HOUSEHOLD_HEAD_TAKEN', fields: { relationshipToHead: [ONE_HEAD] } } }],
};

function renderPage(id: number, mocks: MockLink.MockedResponse[]) {
  return renderWithMocks(
    <MemoryRouter initialEntries={[inhabitantPathFor(id)]}>
      <Routes>
        <Route path={registryPaths.inhabitant} element={<InhabitantPage />} />
        <Route path={registryPaths.household} element={<h1>Household page</h1>} />
      </Routes>
    </MemoryRouter>,
    mocks,
  );
}

const facts = () => Object.fromEntries([...screen.getByRole('heading', { name: 'Details' }).closest('section')!.querySelectorAll('dt')]
  .map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('an inhabitant of the registry', () => {
  it('shows the record with the household and the status', async () => {
    const { user } = renderPage(7, [inhabitantMock(PEDRO)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedro Dela Cruz' })).toBeInTheDocument();
    expect(facts()).toMatchObject({
      Status: 'Living in the barangay', Household: 'Household HH-001 (Son or daughter)', 'Purok or sitio': 'Purok 1', Address: '12 Rizal Street',
      Birthdate: '1985-01-20', Sex: 'Male', 'Civil Status': 'Married', Citizenship: 'Filipino', Occupation: 'Fisherman', Sectors: 'None',
      'Online account': 'None linked',
    });
    await user.click(screen.getByRole('link', { name: 'Household HH-001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Household page' })).toBeInTheDocument();
  });

  it("says so when the registry has no such inhabitant (another barangay's, or none)", async () => {
    renderPage(999, [{
      request: { query: InhabitantQuery, variables: { id: 999 } },
      result: { errors: [{ message: 'Inhabitant not found.', extensions: { code: 'NOT_FOUND', reason: 'INHABITANT_NOT_FOUND' } }] },
    }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This inhabitant is not in the registry.');
  });

  it('edits the record, sending only the fields changed', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderPage(7, [inhabitantMock(PEDRO), {
      request: recordingRequest(UpdateInhabitantMutation, sent),
      result: { data: { updateInhabitant: { ...PEDRO, occupation: 'Carpenter', isPwd: true } } },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Edit inhabitant' }));
    const form = screen.getByRole('dialog', { name: 'Edit inhabitant' });
    expect(within(form).getByLabelText('Last Name')).toHaveValue('Dela Cruz');
    expect(within(form).queryByLabelText('Household')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Occupation'));
    await user.type(within(form).getByLabelText('Occupation'), 'Carpenter');
    await user.click(within(form).getByLabelText('Person with disability'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The record was saved.');
    expect(sent).toEqual([{ input: { id: 7, occupation: 'Carpenter', isPwd: true } }]);
    expect(facts()).toMatchObject({ Occupation: 'Carpenter', Sectors: 'Person with disability' });
  });

  it("shows the server's refusal of a second head when moving, and sends the household with the relationship", async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderPage(7, [inhabitantMock(PEDRO), householdsMock, { request: recordingRequest(MoveInhabitantMutation, sent), result: oneHeadRefusal }]);
    await user.click(await screen.findByRole('button', { name: 'Move to household' }));
    const form = screen.getByRole('dialog', { name: 'Move to household' });
    await within(form).findByRole('option', { name: 'HH-002, 4 Mabini Street (Sitio Malinis)' });
    expect(within(form).getByLabelText('Household')).toHaveValue('3');
    await user.selectOptions(within(form).getByLabelText('Household'), 'HH-002, 4 Mabini Street (Sitio Malinis)');
    await user.selectOptions(within(form).getByLabelText('Relationship to the head'), 'Head of household');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ONE_HEAD);
    expect(sent).toEqual([{ input: { id: 7, householdId: 4, relationshipToHead: 'HEAD' } }]);
  });

  it('moves out of any household without a relationship', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderPage(7, [inhabitantMock(PEDRO), householdsMock, {
      request: recordingRequest(MoveInhabitantMutation, sent),
      result: { data: { moveInhabitant: { ...PEDRO, household: null, relationshipToHead: null, address: null } } },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Move to household' }));
    const form = screen.getByRole('dialog', { name: 'Move to household' });
    await user.selectOptions(within(form).getByLabelText('Household'), 'Not in a household');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Only a household member has a relationship to its head.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('Relationship to the head'), 'None');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The household was changed.');
    expect(sent).toEqual([{ input: { id: 7, householdId: null } }]);
    expect(facts()).toMatchObject({ Household: 'Not in a household' });
  });

  it('asks the date of a move out or a death before sending, then sends the status with it', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user } = renderPage(7, [inhabitantMock(PEDRO), {
      request: recordingRequest(SetInhabitantStatusMutation, sent),
      result: { data: { setInhabitantStatus: { ...PEDRO, status: 'MOVED_OUT', statusDate: '2025-01-31' } } },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const form = screen.getByRole('dialog', { name: 'Change status' });
    expect(within(form).queryByLabelText('Date')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Status'), 'Deceased');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Give the date of death.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Status'), 'Moved out');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Give the date the inhabitant moved out.')).toBeInTheDocument();
    await enterFields(user, { Date: { date: '2999-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await enterFields(user, { Date: { date: '2025-01-31' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The status was changed.');
    expect(sent).toEqual([{ input: { id: 7, status: 'MOVED_OUT', date: '2025-01-31' } }]);
    expect(facts()).toMatchObject({ Status: 'Moved outon 2025-01-31' });
  });

  it("shows the server's refusal when a former head living here again would make two heads", async () => {
    const sent: Record<string, unknown>[] = [];
    const away = inhabitant({ status: 'MOVED_OUT', statusDate: '2024-05-01', household: { ...HOUSEHOLD_1, purok: PUROK_1 } });
    const { user } = renderPage(5, [inhabitantMock(away), { request: recordingRequest(SetInhabitantStatusMutation, sent), result: oneHeadRefusal }]);
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const form = screen.getByRole('dialog', { name: 'Change status' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'Living in the barangay');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ONE_HEAD);
    expect(sent).toEqual([{ input: { id: 5, status: 'LIVING' } }]);
  });
});
