import type { MockLink } from '@apollo/client/testing';
import { BARANGAY_SETTINGS_FIELDS } from '@barangay-portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { settingsScreen } from '../screens';
import { meMock, recordingRequest, servedBarangayMock, staffAccessMock } from '../../../test/mocks';
import { renderApp } from '../../../test/render-app';
import { ADMIN, seedSession } from '../../../test/tokens';
import { pictureAt } from '../../../ui/testing/picture';
import { BarangaySettingsQuery, UpdateBarangaySettingsMutation } from '../api/settings.graphql';
import { BarangayBrand } from '../components/barangay-brand';
import SettingsPage from './settings-page';

// Whole screens driven through user-event in jsdom: slower than the 5 s default when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const SEAL_URL = '/media/barangay/seal.png';

const settings = (overrides: Partial<{ name: string; referencePrefix: string; emailSenderName: string | null; sealUrl: string | null }> = {}) => {
  const values = { name: 'Barangay San Isidro', referencePrefix: 'BRGY', emailSenderName: null, sealUrl: SEAL_URL, ...overrides };
  return { __typename: 'BarangaySettings' as const, id: 1, ...values, seal: pictureAt(values.sealUrl) };
};

const settingsMock = (answer = settings()): MockLink.MockedResponse => ({
  request: { query: BarangaySettingsQuery },
  result: { data: { barangaySettings: answer } },
});

/** The screen with the top bar's brand above it, as the layout shows both. */
const renderScreen = (mocks: MockLink.MockedResponse[]) => renderApp({
  routes: [{ path: '/', element: <><BarangayBrand /><SettingsPage /></> }],
  mocks,
});

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  if (value !== '') await user.type(field(label), value);
}

describe('Barangay Settings screen', () => {
  it('loads and shows the current settings, with the current seal', async () => {
    renderScreen([settingsMock()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Barangay Settings' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Barangay San Isidro')).toBe(field('Barangay name'));
    expect(field('Reference prefix')).toHaveValue('BRGY');
    expect(field('E-mail sender name')).toHaveValue('');
    expect(screen.getByText('Only new requests get the new prefix; numbers already given keep theirs.')).toBeInTheDocument();
    expect(screen.getByText("Empty: the barangay's name.")).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Seal of Barangay San Isidro' })).toHaveAttribute('src', SEAL_URL);
  });

  it('refuses a missing name and a prefix the server would refuse, with the shared messages, before sending anything', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderScreen([settingsMock(), { request: recordingRequest(UpdateBarangaySettingsMutation, sent), result: { data: null } }]);
    await screen.findByDisplayValue('BRGY');

    await retype(user, 'Barangay name', '   ');
    await retype(user, 'Reference prefix', 'brgy-2026');
    await save(user);
    expect(screen.getByText(BARANGAY_SETTINGS_FIELDS.name.required)).toBeInTheDocument();
    expect(screen.getByText(BARANGAY_SETTINGS_FIELDS.referencePrefixInvalid)).toBeInTheDocument();
    expect(field('Reference prefix')).toHaveAttribute('aria-invalid', 'true');

    await retype(user, 'Reference prefix', '');
    await save(user);
    expect(screen.getByText(BARANGAY_SETTINGS_FIELDS.referencePrefixRequired)).toBeInTheDocument();

    await retype(user, 'Reference prefix', 'ABCDEFGHIJKLM');
    await save(user);
    expect(screen.getByText(BARANGAY_SETTINGS_FIELDS.referencePrefixInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a lower-case prefix in capitals, sends the settings with the new seal, and shows the new name and seal in the top bar', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: Record<string, unknown>[] = [];
    const saved = settings({ name: 'Barangay Mabini', referencePrefix: 'MAB1', emailSenderName: 'Mabini Hall', sealUrl: '/media/barangay/new-seal.png' });
    renderScreen([
      settingsMock(),
      { request: recordingRequest(UpdateBarangaySettingsMutation, sent), result: { data: { updateBarangaySettings: saved } } },
    ]);
    // The brand shows the served barangay, its generic logo while it has no seal.
    const brandName = await screen.findByText('Barangay San Isidro', { selector: 'span' });
    expect(brandName).toBeInTheDocument();
    await screen.findByDisplayValue('BRGY');

    await retype(user, 'Barangay name', ' Barangay Mabini ');
    await retype(user, 'Reference prefix', 'mab1');
    expect(field('Reference prefix')).toHaveValue('MAB1');
    await retype(user, 'E-mail sender name', 'Mabini Hall');
    // A file that is no image is refused at once (a picker may let one through).
    await user.upload(field('Seal'), new File(['%PDF-1.4'], 'seal.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Upload an image (JPEG, PNG, WebP or GIF).')).toBeInTheDocument();
    const seal = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'seal.png', { type: 'image/png' });
    await user.upload(field('Seal'), seal);
    expect(screen.queryByText('Upload an image (JPEG, PNG, WebP or GIF).')).not.toBeInTheDocument();
    await save(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Barangay settings saved.');
    expect(sent).toEqual([{ input: { name: 'Barangay Mabini', referencePrefix: 'MAB1', emailSenderName: 'Mabini Hall' }, seal }]);
    expect(field('Barangay name')).toHaveValue('Barangay Mabini');
    // The top bar is the served barangay's: its new seal, named by the barangay's name.
    expect(await screen.findByRole('img', { name: 'Barangay Mabini' })).toHaveAttribute('src', '/media/barangay/new-seal.png');
    expect(screen.getByRole('img', { name: 'Seal of Barangay Mabini' })).toHaveAttribute('src', '/media/barangay/new-seal.png');
  });

  it('sends no seal and no sender name when none is given', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderScreen([
      settingsMock(settings({ emailSenderName: 'Old Sender' })),
      { request: recordingRequest(UpdateBarangaySettingsMutation, sent), result: { data: { updateBarangaySettings: settings() } } },
    ]);
    await screen.findByDisplayValue('Old Sender');
    await retype(user, 'E-mail sender name', '  ');
    await save(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Barangay settings saved.');
    expect(sent).toEqual([{ input: { name: 'Barangay San Isidro', referencePrefix: 'BRGY', emailSenderName: null } }]);
  });

  it("shows the server's field messages when it refuses", async () => {
    const user = userEvent.setup();
    renderScreen([
      settingsMock(),
      {
        request: { query: UpdateBarangaySettingsMutation, variables: { input: { name: 'Barangay San Isidro', referencePrefix: 'SI', emailSenderName: null } } },
        result: {
          errors: [{
            message: 'Some fields are not valid.',
            extensions: {
              code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT',
              fields: { referencePrefix: ['This prefix is taken.'], name: ['This name is taken.'] },
            },
          }],
        },
      },
    ]);
    await screen.findByDisplayValue('BRGY');
    await retype(user, 'Reference prefix', 'SI');
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save the barangay settings.');
    expect(screen.getByText('This prefix is taken.')).toBeInTheDocument();
    expect(screen.getByText('This name is taken.')).toBeInTheDocument();
    expect(field('Reference prefix')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the settings cannot be loaded', async () => {
    renderScreen([{ request: { query: BarangaySettingsQuery }, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the barangay settings.');
    expect(screen.queryByRole('form', { name: 'Barangay settings' })).not.toBeInTheDocument();
  });
});

describe('the Barangay Settings route', () => {
  const sideMenu = () => screen.getByRole('navigation', { name: 'Side menu' });

  it('is in the menu and opens for a staff member with MANAGE_SETTINGS', async () => {
    seedSession(ADMIN);
    renderApp({ path: settingsScreen.path, mocks: [meMock('', ADMIN.email, 1), staffAccessMock(['MANAGE_SETTINGS']), settingsMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Barangay Settings' })).toBeInTheDocument();
    expect(within(sideMenu()).getByRole('link', { name: 'Barangay Settings' })).toHaveAttribute('href', settingsScreen.path);
  });

  it('is neither in the menu nor open without MANAGE_SETTINGS: the role is said not to include it, and nothing is asked', async () => {
    seedSession(ADMIN);
    const asked: Record<string, unknown>[] = [];
    renderApp({
      path: settingsScreen.path,
      mocks: [
        meMock('', ADMIN.email, 1), staffAccessMock(['MANAGE_CONTENT', 'MANAGE_STAFF']),
        { request: recordingRequest(BarangaySettingsQuery, asked), result: { data: { barangaySettings: settings() } } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not part of your role' })).toBeInTheDocument();
    expect(within(sideMenu()).queryByRole('link', { name: 'Barangay Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Barangay settings' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('the top bar brand', () => {
  it("shows the served barangay's seal named by the barangay, or the generic logo and the name", async () => {
    renderApp({ path: '/login', mocks: [servedBarangayMock('Barangay Mabini', SEAL_URL)] });
    const brand = await screen.findByRole('link', { name: 'Barangay Mabini' });
    expect(within(brand).getByRole('img', { name: 'Barangay Mabini' })).toHaveAttribute('src', SEAL_URL);
  });
});
