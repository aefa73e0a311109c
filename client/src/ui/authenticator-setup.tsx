import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { TextField } from './form-field';
import { uiMessages } from './messages';
import { Stack } from './stack';

const StyledSteps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

const StyledQrCode = styled.img`
  width: ${({ theme }) => theme.sizes.qrCode};
  height: ${({ theme }) => theme.sizes.qrCode};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  image-rendering: pixelated;
`;

const StyledKey = styled.div`
  width: 100%;

  input {
    font-family: ${({ theme }) => theme.fonts.mono};
    letter-spacing: 0.05em;
  }
`;

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to read out and to type. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

export interface AuthenticatorSetupProps {
  /** The QR code of the otpauth:// URI, as a data: URL. */
  qrCodeDataUrl: string;
  /** The same secret in base32, for apps that cannot scan. */
  secret: string;
}

/** The first half of setting up two-factor sign-in: what to do, the QR code, and the key to type instead. */
export function AuthenticatorSetup({ qrCodeDataUrl, secret }: AuthenticatorSetupProps) {
  const t = useMessages(uiMessages);
  return (
    <Stack>
      <StyledSteps>
        <li>{t('authenticator.step1')}</li>
        <li>{t('authenticator.step2')}</li>
        <li>{t('authenticator.step3')}</li>
      </StyledSteps>
      <StyledQrCode src={qrCodeDataUrl} alt={t('authenticator.qrAlt')} />
      <StyledKey>
        <TextField
          label={t('authenticator.setupKey')}
          value={groupedKey(secret)}
          onChange={() => undefined}
          readOnly
          spellCheck={false}
          hint={t('authenticator.setupKeyHint')}
        />
      </StyledKey>
    </Stack>
  );
}
