import { DEFAULT_PRIVACY_NOTICE, PRIVACY_NOTICE_MESSAGES } from '@barangay-portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { privacyPaths } from '../paths';
import { renderApp } from '../../../test/render-app';
import { PrivacyNoticeQuery } from '../api/privacy.graphql';

vi.setConfig({ testTimeout: 20_000 });

const VERSION_2 = '## What changed\n\nThe hall\'s cameras now record the entrance.\n\n- kept 30 days\n- seen by the secretary';

const noticeMock = (asked: number | null, version: number, text: string, officer: { name: string; email: string; phone: string | null } | null) => ({
  request: { query: PrivacyNoticeQuery, variables: { version: asked } },
  result: {
    data: {
      privacyNotice: {
        __typename: 'PrivacyNotice' as const, version, text, publishedAt: '2026-03-02T02:00:00.000Z', isCurrent: version === 2, currentVersion: 2,
        barangayName: 'Barangay San Isidro', dataProtectionOfficer: officer && { __typename: 'DataProtectionOfficer' as const, ...officer },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const OFFICER = { name: 'Teresita Magbanua', email: 'dpo@sanisidro.example.ph', phone: '(02) 8123 4567' };

describe('the public privacy notice page', () => {
  it('shows the notice in force to a guest: its headings, lists and paragraphs, and how to reach the data protection officer', async () => {
    renderApp({ path: privacyPaths.notice, mocks: [noticeMock(null, 2, VERSION_2, OFFICER)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'What changed' })).toBeInTheDocument();
    expect(screen.getByText(/^Barangay San Isidro\. Version 2, published/)).toBeInTheDocument();
    const text = screen.getByRole('article', { name: 'Privacy Notice, version 2' });
    expect(within(text).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['kept 30 days', 'seen by the secretary']);
    const officer = screen.getByRole('heading', { level: 2, name: 'Data protection officer' }).closest('section')!;
    expect(within(officer).getByText(OFFICER.name)).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: OFFICER.phone })).toHaveAttribute('href', 'tel:0281234567');
    expect(screen.queryByText(/an earlier one/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read version 1' })).toHaveAttribute('href', '/privacy?version=1');
  });

  it('shows an earlier version by number, saying which is in force, and where to ask while no officer is named', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/privacy?version=1', mocks: [noticeMock(1, 1, DEFAULT_PRIVACY_NOTICE, null), noticeMock(null, 2, VERSION_2, null)] });
    expect(await screen.findByText('This is version 1, an earlier one. The notice in force is version 2.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why this notice' })).toBeInTheDocument();
    expect(screen.getByText('The barangay has not named its data protection officer yet: ask at the barangay hall.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Read version/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Read the notice in force' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What changed' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it.each(['0', 'two'])('says version %s does not exist, without asking the server', async (version) => {
    renderApp({ path: `/privacy?version=${version}` });
    expect(await screen.findByText(PRIVACY_NOTICE_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the notice in force' })).toHaveAttribute('href', '/privacy');
  });

  it("says so when the barangay has no such version", async () => {
    renderApp({
      path: '/privacy?version=9',
      mocks: [{ request: { query: PrivacyNoticeQuery, variables: { version: 9 } },
        result: { errors: [{ message: PRIVACY_NOTICE_MESSAGES.notFound, extensions: { code: 'NOT_FOUND', reason: 'PRIVACY_NOTICE_NOT_FOUND' } }] } }],
    });
    expect(await screen.findByText(PRIVACY_NOTICE_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByText('The privacy notice could not be loaded. Try again in a moment.')).not.toBeInTheDocument();
  });
});
