import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { CreateOfficialMutation, DeleteOfficialMutation, OfficialListQuery, UpdateOfficialMutation } from '../api/officials.graphql';
import OfficialsManagerPage from './officials-manager-page';

const official = (id: number, name: string, position: string, officialPictureUrl: string | null = null) => ({
  __typename: 'BarangayOfficial' as const,
  id,
  name,
  position,
  contactNumber: `0917000000${id}`,
  address: `Purok ${id}`,
  termStart: id === 1 ? '2023-11-30' : null,
  termEnd: id === 1 ? '2026-11-30' : null,
  officialPictureUrl,
});

const ROWS = [
  official(1, 'Maria Santos', 'Punong Barangay', '/media/officials/maria.png'),
  official(2, 'Jose Reyes', 'Barangay Kagawad'),
];

const listMock = (items = ROWS, variables: Record<string, unknown> = { page: 1, pageSize: 5 }) => ({
  request: { query: OfficialListQuery, variables },
  result: { data: { barangayOfficials: { __typename: 'BarangayOfficialPage' as const, items, total: items.length } } },
});

const renderPage = (mocks: RenderAppOptions['mocks']) =>
  renderApp({ routes: [{ path: '/', element: <OfficialsManagerPage /> }], mocks });

describe('Barangay Officials', { timeout: 20_000 }, () => {
  it('lists the officials with their photo, or the No Photo placeholder', async () => {
    renderPage([listMock()]);
    const maria = (await screen.findByRole('cell', { name: 'Maria Santos' })).closest('tr') as HTMLElement;
    expect(within(maria).getByRole('img', { name: 'Picture of Maria Santos' })).toHaveAttribute('src', '/media/officials/maria.png');
    expect(maria).toHaveTextContent('Punong Barangay');
    expect(maria).toHaveTextContent('09170000001');
    expect(within(maria).getByRole('cell', { name: 'November 30, 2023 – November 30, 2026' })).toBeInTheDocument();
    const jose = screen.getByRole('cell', { name: 'Jose Reyes' }).closest('tr') as HTMLElement;
    expect(within(jose).getByText('No Photo')).toBeInTheDocument();
    expect(within(jose).getByRole('cell', { name: 'N/A – N/A' })).toBeInTheDocument();
  });

  it("says 'No officials found.' for an empty list and 'Failed to load officials.' when loading fails", async () => {
    const { unmount } = renderPage([listMock([])]);
    expect(await screen.findByRole('cell', { name: 'No officials found.' })).toBeInTheDocument();
    unmount();
    renderPage([{ request: { query: OfficialListQuery, variables: { page: 1, pageSize: 5 } }, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load officials.');
  });

  it('deletes an official after confirmation', async () => {
    const user = userEvent.setup();
    renderPage([
      listMock(),
      { request: { query: DeleteOfficialMutation, variables: { id: 2 } }, result: { data: { deleteBarangayOfficial: true } } },
      listMock(ROWS.slice(0, 1)),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Jose Reyes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Official' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this official?');
    expect(within(dialog).getByRole('button', { name: 'Keep Official' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Official' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Official deleted.');
    await screen.findByRole('cell', { name: 'Maria Santos' });
    expect(screen.queryByRole('cell', { name: 'Jose Reyes' })).not.toBeInTheDocument();
  });

  it('adds an official with a picture, accepting images only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ana.png', { type: 'image/png' });
    let sent: Record<string, unknown> | undefined;
    renderPage([
      listMock(),
      {
        request: {
          query: CreateOfficialMutation,
          variables: (variables: Record<string, unknown>) => {
            sent = variables;
            return true;
          },
        },
        result: { data: { createBarangayOfficial: official(3, 'Ana Cruz', 'Barangay Secretary', '/media/officials/ana.png') } },
      },
      listMock([...ROWS, official(3, 'Ana Cruz', 'Barangay Secretary', '/media/officials/ana.png')]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Official' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Official' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Position is required', 'Name is required', 'Contact number is required', 'Address is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }

    await user.type(within(dialog).getByLabelText('Position'), 'Barangay Secretary');
    await user.type(within(dialog).getByLabelText('Name'), 'Ana Cruz');
    await user.type(within(dialog).getByLabelText('Contact Number'), '09170000003');
    await user.type(within(dialog).getByLabelText('Address'), 'Purok 3');
    await user.upload(within(dialog).getByLabelText('Picture'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Upload an image (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Picture'), photo);
    expect(within(dialog).queryByText('Upload an image (JPEG, PNG, WebP or GIF).')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Official added.');
    expect(sent).toEqual({
      input: { position: 'Barangay Secretary', name: 'Ana Cruz', contactNumber: '09170000003', address: 'Purok 3', termStart: null, termEnd: null },
      officialPicture: photo,
    });
    expect(await screen.findByRole('cell', { name: 'Ana Cruz' })).toBeInTheDocument();
  });

  it("edits an official, and says 'Save failed.' with the server's field message when refused", async () => {
    const user = userEvent.setup();
    renderPage([
      listMock(),
      {
        request: {
          query: UpdateOfficialMutation,
          variables: {
            id: 1,
            input: {
              position: 'Punong Barangay', name: 'Maria Santos', contactNumber: '09170000001', address: 'Purok 1',
              termStart: '2023-11-30', termEnd: '2026-11-30',
            },
          },
        },
        result: { errors: [{ message: 'Some fields are not valid.', extensions: { code: 'BAD_USER_INPUT', fields: { address: ['Address is too vague.'] } } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Maria Santos' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Official' });
    expect(within(dialog).getByLabelText('Term Start')).toHaveValue('2023-11-30');
    expect(within(dialog).getByRole('img', { name: 'Picture of Maria Santos' })).toHaveAttribute('src', '/media/officials/maria.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Save failed.');
    expect(within(dialog).getByText('Address is too vague.')).toBeInTheDocument();
  });
});
