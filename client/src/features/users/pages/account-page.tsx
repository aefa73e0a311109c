import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, NoticeBanner, Page, useNotice } from '../../../ui';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorSection } from '../components/two-factor-section';
import { ACCOUNT_MESSAGES } from '../messages';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The administrator's own account: the password and two-factor sign-in; `children` (what the app adds for staff)
 * comes first. Default export: loaded lazily.
 */
export default function AccountPage({ children }: { children?: ReactNode }) {
  const { notice, show, clear } = useNotice();
  const success = (text: string) => show('success', text);

  return (
    <Page title="Account">
      <NoticeBanner notice={notice} onDismiss={clear} />
      <StyledSections>
        {children}
        <Card title="Change Password">
          <ChangePasswordForm
            onChanged={() => success(ACCOUNT_MESSAGES.passwordChanged)}
            onFailed={() => show('error', ACCOUNT_MESSAGES.passwordFailed)}
          />
        </Card>
        <Card title="Two-Factor Sign-In">
          <TwoFactorSection onChanged={success} />
        </Card>
      </StyledSections>
    </Page>
  );
}
