import { INVALID_EMAIL_MESSAGE, PRIVACY_NOTICE_FIELDS, PRIVACY_NOTICE_MESSAGES } from '@barangay-portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordingRequest } from '../../../test/mocks';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import {
  PrivacyNoticeQuery, PrivacyNoticeVersionsQuery, PublishPrivacyNoticeMutation, SaveDataProtectionOfficerMutation,
} from '../api/privacy.graphql';
import PrivacyManagerPage from './privacy-manager-page';

vi.setConfig({ testTimeout: 20_000 });

const OFFICER = { __typename: 'DataProtectionOfficer' as const, name: 'Teresita Magbanua', email: 'dpo@sanisidro.example.ph', phone: null };
const TEXT_2 = '## Who sees it\n\nStaff, as their work needs.';

const notice = (version: number, text: string) => ({
  __typename: 'PrivacyNotice' as const, version, text, publishedAt: '2026-03-02T02:00:00.000Z', isCurrent: true, currentVersion: version,
  barangayName: 'Barangay San Isidro', dataProtectionOfficer: OFFICER,
});
const noticeMock = (version: number, text: string) => ({
  request: { query: PrivacyNoticeQuery, variables: { version: null } }, result: { data: { privacyNotice: notice(version, text) } },
});
const versionsMock = (latest: number, by = 'Amparo Villanueva') => ({
  request: { query: PrivacyNoticeVersionsQuery },
  result: {
    data: {
      privacyNoticeVersions: Array.from({ length: latest }, (_, index) => latest - index).map((version) => ({
        __typename: 'PrivacyNoticeVersion' as const, version, publishedAt: '2026-03-02T02:00:00.000Z', publishedBy: version === 1 ? null : by,
      })),
    },
  },
});

const renderScreen = (mocks: RenderAppOptions['mocks']) =>
  renderApp({ routes: [{ path: '/', element: <PrivacyManagerPage /> }], mocks });

const textArea = () => screen.getByLabelText('Privacy notice text', { exact: true });

async function replaceText(user: UserEvent, text: string) {
  await user.clear(textArea());
  if (text !== '') await user.type(textArea(), text);
}

describe('the Privacy Notice screen', () => {
  it('shows the version in force in its editor, every version with who published it, and the officer', async () => {
    renderScreen([noticeMock(2, TEXT_2), versionsMock(2)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(await screen.findByText(/^Version 2 is in force/)).toBeInTheDocument();
    expect(textArea()).toHaveValue(TEXT_2);
    expect(screen.getByRole('button', { name: 'Publish as version 3' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Versions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Amparo Villanueva', 'The portal (default text)']);
    expect(within(rows[1]).getByRole('link', { name: 'Read version 1' })).toHaveAttribute('href', '/privacy?version=1');
    expect(screen.getByLabelText('Name', { exact: true })).toHaveValue(OFFICER.name);
    expect(screen.getByLabelText('E-mail', { exact: true })).toHaveValue(OFFICER.email);
  });

  it('publishes the edited text as the next version once confirmed, and sends nothing when cancelled or empty', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const text = `${TEXT_2}\n\nThe hall's cameras record the entrance.`;
    renderScreen([
      noticeMock(2, TEXT_2), versionsMock(2),
      { request: recordingRequest(PublishPrivacyNoticeMutation, sent), result: { data: { publishPrivacyNotice: notice(3, text) } } },
      noticeMock(3, text), versionsMock(3),
    ]);
    await screen.findByDisplayValue(/Staff, as their work needs/);

    await replaceText(user, ' ');
    await user.click(screen.getByRole('button', { name: 'Publish as version 3' }));
    expect(await screen.findByText(PRIVACY_NOTICE_FIELDS.text.required)).toBeInTheDocument();

    await replaceText(user, text);
    await user.click(screen.getByRole('button', { name: 'Publish as version 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish a new version' });
    expect(dialog).toHaveTextContent('Publish version 3 of the privacy notice? Every resident will be asked to read it and agree to it again');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish as version 3' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3 published. Residents will be asked to agree to it.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { text, basedOnVersion: 2 } }]);
    expect(await screen.findByText(/^Version 3 is in force/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read version 3' })).toBeInTheDocument();
  });

  it('keeps the text typed when another version was published meanwhile, and links to that version', async () => {
    const user = userEvent.setup();
    const meanwhile = PRIVACY_NOTICE_MESSAGES.publishedMeanwhile(3);
    renderScreen([
      noticeMock(2, TEXT_2), versionsMock(2),
      {
        request: { query: PublishPrivacyNoticeMutation, variables: { input: { text: `${TEXT_2} Mine.`, basedOnVersion: 2 } } },
        result: { errors: [{ message: meanwhile, extensions: { code: 'BAD_USER_INPUT', reason: 'PRIVACY_NOTICE_CHANGED', fields: { basedOnVersion: [meanwhile] } } }] },
      },
      noticeMock(3, 'Theirs.'), versionsMock(3, 'Lorenzo Tan'),
    ]);
    await screen.findByDisplayValue(/Staff, as their work needs/);
    await user.type(textArea(), ' Mine.');
    await user.click(screen.getByRole('button', { name: 'Publish as version 3' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(meanwhile)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read version 3, published meanwhile' })).toHaveAttribute('href', '/privacy?version=3');
    expect(textArea()).toHaveValue(`${TEXT_2} Mine.`);
    expect(screen.getByRole('button', { name: 'Publish as version 4' })).toBeInTheDocument();
  });

  it("checks and saves the data protection officer's contact", async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const saved = { __typename: 'DataProtectionOfficer' as const, name: 'Rogelio Santos', email: 'rogelio@sanisidro.example.ph', phone: null };
    renderScreen([
      noticeMock(2, TEXT_2), versionsMock(2),
      { request: recordingRequest(SaveDataProtectionOfficerMutation, sent), result: { data: { saveDataProtectionOfficer: saved } } },
      noticeMock(2, TEXT_2),
    ]);
    const email = await screen.findByLabelText('E-mail', { exact: true });
    await user.clear(email);
    await user.type(email, 'rogelio at sanisidro');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Name', { exact: true }));
    await user.type(screen.getByLabelText('Name', { exact: true }), ' Rogelio Santos ');
    await user.clear(email);
    await user.type(email, saved.email);
    await user.type(screen.getByLabelText('Phone', { exact: true }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The data protection officer's contact was saved.")).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'Rogelio Santos', email: saved.email, phone: null } }]);
  });
});
