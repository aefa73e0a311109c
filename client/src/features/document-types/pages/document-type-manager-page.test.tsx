import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentTypeInput } from '../../../gql/graphql';
import { listPageMock, recordingRequest } from '../../../test/mocks';
import { renderApp } from '../../../test/render-app';
import { ADMIN, seedSession } from '../../../test/tokens';
import {
  CreateDocumentTypeMutation, DeleteDocumentTypeMutation, DocumentTypesQuery, UpdateDocumentTypeMutation,
} from '../api/document-types.graphql';
import DocumentTypeManagerPage from './document-type-manager-page';

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/document-type-manager';

const CLEARANCE = {
  __typename: 'DocumentType', id: 1, name: 'Barangay Clearance', description: 'Proof of good standing', fieldCount: 2,
  targetProcessingDays: 3 as number | null, certificateTitle: null as string | null, certificateBody: null as string | null,
  certificatePlaceholders: ['full_name', 'address', 'purpose', 'reference_number', 'Purpose', 'Years of Residency'],
  defaultCertificateTitle: 'BARANGAY CLEARANCE',
  defaultCertificateBody: 'This is to certify that {full_name}, of {address}, is a resident of this barangay.',
  fields: [
    { __typename: 'DocumentTypeField', name: 'Purpose', fieldType: 'TEXT', required: true },
    { __typename: 'DocumentTypeField', name: 'Years of Residency', fieldType: 'NUMBER', required: false },
  ],
};

function typesMock(seen: Record<string, unknown>[] = [], total = 1, type = CLEARANCE): MockLink.MockedResponse {
  return listPageMock({ query: DocumentTypesQuery, field: 'documentTypes', typename: 'DocumentTypePage' }, [type], seen, total);
}

function renderManager(mocks: MockLink.MockedResponse[]) {
  seedSession(ADMIN);
  return renderApp({ path: PATH, routes: [{ path: PATH, element: <DocumentTypeManagerPage /> }], mocks });
}

const createMock = (input: DocumentTypeInput): MockLink.MockedResponse => ({
  request: { query: CreateDocumentTypeMutation, variables: { input } },
  result: { data: { createDocumentType: { __typename: 'DocumentType', id: 2, name: input.name } } },
});

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Document Type' }));
  return screen.getByRole('dialog', { name: 'Add Document Type' });
}

describe('document types manager', () => {
  it('lists name, description and field count, 5 per page, sortable by the server', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    renderManager([typesMock(seen, 12)]);
    const cells = within((await screen.findByRole('cell', { name: 'Barangay Clearance' })).closest('tr')!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Barangay Clearance', 'Proof of good standing', '2', '3', 'EditDelete']);
    expect(seen[0]).toMatchObject({ page: 1, pageSize: 5, sortBy: 'NAME', sortDirection: 'ASC' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Fields/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sortBy: 'FIELD_COUNT', sortDirection: 'ASC' }));
    await user.click(screen.getByRole('button', { name: /Fields/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ sortBy: 'FIELD_COUNT', sortDirection: 'DESC' }));
  });

  it('sorts by Name A-Z on its first click though Name is the default sort, Z-A on the second, from page 1', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    renderManager([typesMock(seen, 12)]);
    await screen.findByRole('cell', { name: 'Barangay Clearance' });
    const nameHeader = () => screen.getByRole('columnheader', { name: /^Name/ });
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 2, sortBy: 'NAME', sortDirection: 'ASC' }));
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 1, sortBy: 'NAME', sortDirection: 'DESC' }));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
  });

  it("asks for a name and at least one field: 'Please add at least one field before submitting.'", async () => {
    const user = userEvent.setup();
    renderManager([typesMock()]);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Document Type' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please add at least one field before submitting.')).toBeInTheDocument();
    expect(screen.queryByText('Document type created!')).not.toBeInTheDocument();
  });

  it('adds fields as required text fields, removes them, and needs a name for each', async () => {
    const user = userEvent.setup();
    renderManager([typesMock()]);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    expect(within(dialog).getByLabelText('Field 1 Type')).toHaveValue('TEXT');
    expect(within(dialog).getByLabelText('Field 1 Required')).toBeChecked();
    const typeOptions = within(within(dialog).getByLabelText('Field 1 Type')).getAllByRole('option').map((o) => o.textContent);
    expect(typeOptions).toEqual(['Select...', 'Text', 'Number', 'Date', 'Boolean', 'Email']);

    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.type(within(dialog).getByLabelText('Field 2 Name'), 'Purpose');
    await user.type(within(dialog).getByLabelText('Name'), 'Cedula');
    await user.click(within(dialog).getByRole('button', { name: 'Add Document Type' }));
    expect(within(dialog).getByText('Field name is required')).toBeInTheDocument();

    // Removing the first (unnamed) field renumbers the rest and leaves their values.
    await user.click(within(dialog).getByRole('button', { name: 'Remove Field 1' }));
    expect(within(dialog).getByLabelText('Field 1 Name')).toHaveValue('Purpose');
    expect(within(dialog).queryByLabelText('Field 2 Name')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Field name is required')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Field 1' }));
    expect(within(dialog).getByText(/No fields yet/)).toBeInTheDocument();
  });

  it("creates a type with its fields: 'Document type created!'", async () => {
    const user = userEvent.setup();
    renderManager([typesMock(), createMock({
      name: 'Certificate of Indigency',
      description: 'For medical assistance',
      targetProcessingDays: null,
      certificateTitle: null,
      certificateBody: null,
      fields: [
        { name: 'Purpose', fieldType: 'TEXT', required: true },
        { name: 'Monthly Income', fieldType: 'NUMBER', required: false },
      ],
    })]);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Certificate of Indigency');
    await user.type(within(dialog).getByLabelText('Description'), 'For medical assistance');
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.type(within(dialog).getByLabelText('Field 1 Name'), 'Purpose');
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.type(within(dialog).getByLabelText('Field 2 Name'), 'Monthly Income');
    await user.selectOptions(within(dialog).getByLabelText('Field 2 Type'), 'NUMBER');
    await user.click(within(dialog).getByLabelText('Field 2 Required'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Document Type' }));
    expect(await screen.findByText('Document type created!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Error submitting form' and the server's reason when the save is refused", async () => {
    const user = userEvent.setup();
    renderManager([typesMock(), {
      request: { query: CreateDocumentTypeMutation, variables: () => true },
      result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { name: ['A document type with this name already exists.'] } } }] },
    }]);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Barangay Clearance');
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.type(within(dialog).getByLabelText('Field 1 Name'), 'Purpose');
    await user.click(within(dialog).getByRole('button', { name: 'Add Document Type' }));
    expect(await within(dialog).findByText('Error submitting form')).toBeInTheDocument();
    expect(within(dialog).getByText('A document type with this name already exists.')).toBeInTheDocument();
  });

  it("edits a type from its stored fields: 'Document type updated!'", async () => {
    const user = userEvent.setup();
    renderManager([typesMock(), {
      request: {
        query: UpdateDocumentTypeMutation,
        variables: {
          id: 1,
          input: {
            name: 'Barangay Clearance',
            description: 'Proof of good standing',
            targetProcessingDays: 3,
            certificateTitle: null,
            certificateBody: null,
            fields: [{ name: 'Years of Residency', fieldType: 'NUMBER', required: false }],
          },
        },
      },
      result: { data: { updateDocumentType: { __typename: 'DocumentType', id: 1, name: 'Barangay Clearance' } } },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Edit Barangay Clearance' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Document Type' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Barangay Clearance');
    expect(within(dialog).getByLabelText('Field 2 Type')).toHaveValue('NUMBER');
    expect(within(dialog).getByLabelText('Field 2 Required')).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Field 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Document Type' }));
    expect(await screen.findByText('Document type updated!')).toBeInTheDocument();
  });

  it('deletes after confirmation, or keeps the type', async () => {
    const user = userEvent.setup();
    renderManager([typesMock(), {
      request: { query: DeleteDocumentTypeMutation, variables: { id: 1 } },
      result: { data: { deleteDocumentType: { __typename: 'DocumentTypeDeletion', archived: true } } },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Delete Barangay Clearance' }));
    let confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the document type "Barangay Clearance"?');
    await user.click(within(confirm).getByRole('button', { name: 'Keep Document Type' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Barangay Clearance' }));
    confirm = screen.getByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Document Type' }));
    expect(await screen.findByText('Document type deleted successfully!')).toBeInTheDocument();
  });

  it("says 'Error deleting document type' when the delete fails", async () => {
    const user = userEvent.setup();
    renderManager([typesMock(), {
      request: { query: DeleteDocumentTypeMutation, variables: { id: 1 } },
      result: { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Delete Barangay Clearance' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Document Type' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting document type');
  });

  it("shows each type's target processing time in 'Target (days)'", async () => {
    renderManager([typesMock()]);
    const row = (await screen.findByRole('cell', { name: 'Barangay Clearance' })).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Target (days)' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const index = headers.findIndex((text) => text?.includes('Target (days)'));
    expect(within(row).getAllByRole('cell')[index]).toHaveTextContent('3');
  });

  it('creates a type with a target and a certificate layout, listing the placeholders', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderManager([typesMock(), {
      request: recordingRequest(CreateDocumentTypeMutation, sent),
      result: { data: { createDocumentType: { __typename: 'DocumentType', id: 2, name: 'Certificate of Residency' } } },
    }]);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Certificate of Residency');
    await user.click(within(dialog).getByRole('button', { name: 'Add Field' }));
    await user.type(within(dialog).getByLabelText('Field 1 Name'), 'Years of Residency');
    const placeholders = within(dialog).getByRole('list', { name: 'Available placeholders' });
    expect(placeholders).toHaveTextContent('{full_name}');
    expect(placeholders).toHaveTextContent('{address}');
    expect(placeholders).toHaveTextContent('{purpose}');
    expect(placeholders).toHaveTextContent('{Years of Residency}');

    const target = within(dialog).getByLabelText(/Target processing time \(working days\)/);
    await user.type(target, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Document Type' }));
    expect(within(dialog).getByText('Enter a whole number of working days from 1 to 365, or leave it empty.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(target);
    await user.type(target, '5');
    await user.type(within(dialog).getByLabelText('Certificate title'), 'Residency of {{full_name}');
    await user.type(within(dialog).getByLabelText('Certificate text'), 'Lives at {{address}.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Document Type' }));
    expect(await screen.findByText('Document type created!')).toBeInTheDocument();
    expect(sent).toEqual([{
      input: {
        name: 'Certificate of Residency',
        description: '',
        targetProcessingDays: 5,
        certificateTitle: 'Residency of {full_name}',
        certificateBody: 'Lives at {address}.',
        fields: [{ name: 'Years of Residency', fieldType: 'TEXT', required: true }],
      },
    }]);
  });

  it('edits the layout over the defaults shown as placeholders, clears the target, and shows server field errors', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderManager([typesMock(), {
      request: recordingRequest(UpdateDocumentTypeMutation, sent),
      result: {
        errors: [{
          message: 'Some fields are not valid.',
          extensions: { code: 'BAD_USER_INPUT', fields: { certificateBody: ['Unknown placeholder {nickname}.'] } },
        }],
      },
    }]);
    await user.click(await screen.findByRole('button', { name: 'Edit Barangay Clearance' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Document Type' });
    const title = within(dialog).getByLabelText('Certificate title');
    const body = within(dialog).getByLabelText('Certificate text');
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'BARANGAY CLEARANCE');
    expect(body).toHaveValue('');
    expect(body).toHaveAttribute('placeholder', CLEARANCE.defaultCertificateBody);
    expect(within(dialog).getByRole('list', { name: 'Available placeholders' })).toHaveTextContent('{reference_number}');

    const target = within(dialog).getByLabelText(/Target processing time/);
    expect(target).toHaveValue(3);
    await user.clear(target);
    await user.type(body, 'Known as {{nickname}.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Document Type' }));
    expect(await within(dialog).findByText('Unknown placeholder {nickname}.')).toBeInTheDocument();
    expect(body).toHaveAccessibleDescription(expect.stringContaining('Unknown placeholder {nickname}.'));
    expect(sent[0]).toMatchObject({
      id: 1,
      input: { targetProcessingDays: null, certificateTitle: null, certificateBody: 'Known as {nickname}.' },
    });
  });
});
