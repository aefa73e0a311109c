import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Card, NoticeBanner, Page, useNotice } from '../../../ui';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorSection } from '../components/two-factor-section';
import { usersMessages } from '../messages';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The administrator's own account: the password and two-factor sign-in; `children` (what the app adds for staff)
 * comes first. Default export: loaded lazily.
 */
export default function AccountPage({ children }: { children?: ReactNode }) {
  const t = useMessages(usersMessages);
  const { notice, show, clear } = useNotice();
  const success = (text: string) => show('success', text);

  return (
    <Page title={t('account.title')}>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <StyledSections>
        {children}
        <Card title={t('account.changePassword')}>
          <ChangePasswordForm
            onChanged={() => success(t('account.passwordChanged'))}
            onFailed={() => show('error', t('account.passwordFailed'))}
          />
        </Card>
        <Card title={t('twoFactor.title')}>
          <TwoFactorSection onChanged={success} />
        </Card>
      </StyledSections>
    </Page>
  );
}
