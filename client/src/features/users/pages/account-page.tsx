import { useState } from 'react';
import styled from 'styled-components';
import { Card, type Notice, NoticeBanner, Page } from '../../../ui';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorSection } from '../components/two-factor-section';
import { ACCOUNT_MESSAGES } from '../messages';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/** The administrator's own account: the password and two-factor sign-in. Default export: loaded lazily. */
export default function AccountPage() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const success = (text: string) => setNotice({ variant: 'success', text });

  return (
    <Page title="Account">
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <StyledSections>
        <Card title="Change Password">
          <ChangePasswordForm
            onChanged={() => success(ACCOUNT_MESSAGES.passwordChanged)}
            onFailed={() => setNotice({ variant: 'error', text: ACCOUNT_MESSAGES.passwordFailed })}
          />
        </Card>
        <Card title="Two-Factor Sign-In">
          <TwoFactorSection onChanged={success} />
        </Card>
      </StyledSections>
    </Page>
  );
}
