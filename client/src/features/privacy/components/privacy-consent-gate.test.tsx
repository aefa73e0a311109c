import { DEFAULT_PRIVACY_NOTICE } from '@barangay-portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { privacyConsentMock, recordingRequest } from '../../../test/mocks';
import { renderApp, type RenderAppOptions } from '../../../test/render-app';
import { RESIDENT, seedSession } from '../../../test/tokens';
import { AcceptPrivacyNoticeMutation, MyPrivacyConsentQuery, PrivacyNoticeQuery } from '../api/privacy.graphql';
import { PrivacyConsentGate } from './privacy-consent-gate';

vi.setConfig({ testTimeout: 20_000 });

const OFFICER = { __typename: 'DataProtectionOfficer' as const, name: 'Teresita Magbanua', email: 'dpo@sanisidro.example.ph', phone: null };

const notice = (version: number, text = DEFAULT_PRIVACY_NOTICE) => ({
  __typename: 'PrivacyNotice' as const, version, text, publishedAt: '2026-03-02T02:00:00.000Z', isCurrent: true, currentVersion: version,
  barangayName: 'Barangay San Isidro', dataProtectionOfficer: OFFICER,
});

const noticeMock = (version: number, text?: string) => ({
  request: { query: PrivacyNoticeQuery, variables: { version: null } }, result: { data: { privacyNotice: notice(version, text) } },
});

const status = (version: number) => ({ __typename: 'PrivacyConsentStatus' as const, currentVersion: version, version, consentedAt: '2026-03-03T00:00:00.000Z', needsConsent: false });

/** The gate before a stand-in of the residents' screens, as a signed-in resident. */
function renderGate(mocks: RenderAppOptions['mocks']) {
  seedSession(RESIDENT);
  return renderApp({ routes: [{ element: <PrivacyConsentGate />, children: [{ path: '/', element: <h1>Barangay Projects</h1> }] }], mocks });
}

describe('the privacy notice gate', () => {
  it('shows the residents\' screens to a resident who agreed to the version in force', async () => {
    renderGate([privacyConsentMock({ currentVersion: 2, agreedVersion: 2 })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Barangay Projects' })).toBeInTheDocument();
  });

  it('shows a resident who registered without agreeing the notice and its officer, and opens once they agree', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    renderGate([
      privacyConsentMock({ currentVersion: 1, agreedVersion: null }),
      noticeMock(1),
      { request: recordingRequest(AcceptPrivacyNoticeMutation, sent), result: { data: { acceptPrivacyNotice: status(1) } } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Before you continue' })).toBeInTheDocument();
    expect(screen.getByText("Please read the barangay's privacy notice. You can use the portal once you agree to it.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OFFICER.email })).toHaveAttribute('href', `mailto:${OFFICER.email}`);
    expect(screen.queryByRole('heading', { name: 'Barangay Projects' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Barangay Projects' })).toBeInTheDocument();
    expect(sent).toEqual([{ version: 1 }]);
  });

  it('says the notice changed since the version agreed to, and when it changes again while read, shows and agrees to the newer one', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const changed = 'The privacy notice has changed since you opened it: read version 3 and agree to it to continue.';
    renderGate([
      { request: { query: MyPrivacyConsentQuery }, result: { data: { myPrivacyConsent: { ...status(1), currentVersion: 2, needsConsent: true } } } },
      noticeMock(2, '## Version two\n\nThe second text.'),
      { request: recordingRequest(AcceptPrivacyNoticeMutation, sent), result: { errors: [{ message: changed, extensions: { code: 'CONFLICT', reason: 'PRIVACY_NOTICE_CHANGED' } }] } },
      noticeMock(3, '## Version three\n\nThe third text.'),
      { request: recordingRequest(AcceptPrivacyNoticeMutation, sent), result: { data: { acceptPrivacyNotice: status(3) } } },
    ]);
    expect(await screen.findByText(/has changed since you agreed to version 1/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Version two' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('The notice changed while you were reading it: the new version is shown below.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Version three' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Barangay Projects' })).toBeInTheDocument();
    expect(sent).toEqual([{ version: 2 }, { version: 3 }]);
  });

  it('lets the resident in when where they stand cannot be read', async () => {
    renderGate([{ request: { query: MyPrivacyConsentQuery }, error: new Error('offline') }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Barangay Projects' })).toBeInTheDocument();
  });
});
