import { useState } from 'react';
import styled from 'styled-components';
import { BANNER_DISMISS_MS, Banner, Card, Page } from '../../../ui';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorSection } from '../components/two-factor-section';
import { ACCOUNT_MESSAGES } from '../messages';

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

type Notice = { variant: 'success' | 'error'; text: string } | null;

/** The administrator's own account: the password and two-factor sign-in. Default export: loaded lazily. */
export default function AccountPage() {
  const [notice, setNotice] = useState<Notice>(null);
  const success = (text: string) => setNotice({ variant: 'success', text });

  return (
    <Page title="Account">
      {notice && (
        <Banner
          variant={notice.variant}
          autoDismissMs={notice.variant === 'success' ? BANNER_DISMISS_MS.default : undefined}
          onDismiss={() => setNotice(null)}
        >
          {notice.text}
        </Banner>
      )}
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
