import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { graphqlErrorInfo } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  AuthenticatorSetup, Banner, Button, Loading, OneTimeCodeField, PasswordField, RecoveryCodes, Stack,
} from '../../../ui';
import {
  ConfirmTwoFactorEnrolmentMutation, DisableTwoFactorMutation, RegenerateRecoveryCodesMutation, StartTwoFactorEnrolmentMutation,
  TwoFactorStatusQuery,
} from '../api/users.graphql';
import { usersMessages } from '../messages';

const StyledText = styled.p`
  margin: 0;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

type Panel =
  | { kind: 'none' }
  | { kind: 'setup'; qrCodeDataUrl: string; secret: string }
  | { kind: 'codes'; recoveryCodes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' };

type Errors = { code?: string; currentPassword?: string; form?: string };

export interface TwoFactorSectionProps {
  /** A change worth a banner on the page (turned on or off, new codes). */
  onChanged: (message: string) => void;
}

/**
 * The account's two-factor sign-in: set up an authenticator (QR code or key, then a code), see the recovery
 * codes once, make new ones, or turn it off with the password and a code (unless it is required).
 */
export function TwoFactorSection({ onChanged }: TwoFactorSectionProps) {
  const t = useMessages(usersMessages);
  const { data, loading, error, refetch } = useQuery(TwoFactorStatusQuery, { fetchPolicy: 'cache-and-network' });
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [start, started] = useMutation(StartTwoFactorEnrolmentMutation);
  const [confirm, confirmed] = useMutation(ConfirmTwoFactorEnrolmentMutation);
  const [regenerate, regenerated] = useMutation(RegenerateRecoveryCodesMutation);
  const [disable, disabled] = useMutation(DisableTwoFactorMutation);
  const status = data?.twoFactorStatus;

  const open = (next: Panel) => {
    setPanel(next);
    setCode('');
    setCurrentPassword('');
    setErrors({});
  };

  /** Runs a change; on refusal shows the server's field messages, or its message above the form. */
  const attempt = async (change: () => Promise<void>) => {
    setErrors({});
    try {
      await change();
    } catch (caught) {
      const info = graphqlErrorInfo(caught);
      const found: Errors = { code: info.fields.code?.[0], currentPassword: info.fields.currentPassword?.[0] };
      if (!found.code && !found.currentPassword) found.form = info.message ?? t('twoFactor.failed');
      setErrors(found);
    }
  };

  const needCode = (): boolean => {
    if (code.trim() !== '') return true;
    setErrors({ code: t('twoFactor.codeRequired') });
    return false;
  };

  const beginSetup = () => attempt(async () => {
    const { data: answer } = await start();
    if (!answer) throw new Error('enrolment answered without data');
    open({ kind: 'setup', ...answer.startTwoFactorEnrolment });
  });

  /**
   * A form confirmed by a code that ends on fresh recovery codes (turning two-factor on, or new codes): the
   * codes are shown once, the page hears `message`, and the status is read again.
   */
  const submitForRecoveryCodes = (send: (code: string) => Promise<string[] | undefined>, message: string) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!needCode()) return;
      void attempt(async () => {
        const recoveryCodes = await send(code.trim());
        if (!recoveryCodes) throw new Error('answered without recovery codes');
        open({ kind: 'codes', recoveryCodes });
        onChanged(message);
        await refetch();
      });
    };

  const handleConfirm = submitForRecoveryCodes(
    async (given) => (await confirm({ variables: { input: { code: given } } })).data?.confirmTwoFactorEnrolment.recoveryCodes,
    t('twoFactor.enabled'),
  );
  const handleRegenerate = submitForRecoveryCodes(
    async (given) => (await regenerate({ variables: { input: { code: given } } })).data?.regenerateRecoveryCodes,
    t('twoFactor.regenerated'),
  );

  const handleDisable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (currentPassword === '') {
      setErrors({ currentPassword: t('twoFactor.currentPasswordRequired') });
      return;
    }
    if (!needCode()) return;
    void attempt(async () => {
      await disable({ variables: { input: { currentPassword, code: code.trim() } } });
      open({ kind: 'none' });
      onChanged(t('twoFactor.disabled'));
      await refetch();
    });
  };

  const codeField = (
    <OneTimeCodeField
      label={t('twoFactor.codeLabel')}
      value={code}
      error={errors.code}
      onChange={(value) => {
        setCode(value);
        setErrors(({ code: _dropped, ...rest }) => rest);
      }}
    />
  );
  const cancel = <Button type="button" variant="ghost" onClick={() => open({ kind: 'none' })}>{t('cancel')}</Button>;

  if (!status && loading) return <Loading text={t('twoFactor.loading')} />;
  if (!status) return error ? <Banner variant="error">{t('twoFactor.loadFailed')}</Banner> : null;

  if (panel.kind === 'codes') {
    return (
      <RecoveryCodes codes={panel.recoveryCodes}>
        <Button type="button" onClick={() => open({ kind: 'none' })}>{t('twoFactor.savedCodes')}</Button>
      </RecoveryCodes>
    );
  }

  return (
    <Stack>
      {errors.form && <Banner variant="error">{errors.form}</Banner>}
      <StyledText>
        {status.enabled ? t('twoFactor.statusOn', { count: status.recoveryCodesLeft }) : t('twoFactor.statusOff')}
      </StyledText>
      {status.required && <StyledText>{t('twoFactor.required')}</StyledText>}

      {!status.enabled && panel.kind !== 'setup' && (
        <Button type="button" disabled={started.loading} onClick={() => void beginSetup()}>
          {t(started.loading ? 'twoFactor.preparing' : 'twoFactor.setUp')}
        </Button>
      )}
      {panel.kind === 'setup' && (
        <StyledForm onSubmit={handleConfirm} noValidate aria-label={t('twoFactor.setUp')}>
          <AuthenticatorSetup qrCodeDataUrl={panel.qrCodeDataUrl} secret={panel.secret} />
          <OneTimeCodeField
            value={code}
            error={errors.code}
            onChange={(value) => {
              setCode(value);
              setErrors({});
            }}
          />
          <StyledActions>
            <Button type="submit" disabled={confirmed.loading}>{t(confirmed.loading ? 'twoFactor.checking' : 'twoFactor.turnOn')}</Button>
            {cancel}
          </StyledActions>
        </StyledForm>
      )}

      {status.enabled && panel.kind === 'none' && (
        <StyledActions>
          <Button type="button" variant="secondary" onClick={() => open({ kind: 'regenerate' })}>{t('twoFactor.newCodes')}</Button>
          {!status.required && (
            <Button type="button" variant="danger" onClick={() => open({ kind: 'disable' })}>{t('twoFactor.turnOffTitle')}</Button>
          )}
        </StyledActions>
      )}
      {panel.kind === 'regenerate' && (
        <StyledForm onSubmit={handleRegenerate} noValidate aria-label={t('twoFactor.newCodes')}>
          <StyledText>{t('twoFactor.regenerateNote')}</StyledText>
          {codeField}
          <StyledActions>
            <Button type="submit" disabled={regenerated.loading}>{t(regenerated.loading ? 'twoFactor.makingCodes' : 'twoFactor.makeCodes')}</Button>
            {cancel}
          </StyledActions>
        </StyledForm>
      )}
      {panel.kind === 'disable' && (
        <StyledForm onSubmit={handleDisable} noValidate aria-label={t('twoFactor.turnOffTitle')}>
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            value={currentPassword}
            error={errors.currentPassword}
            onChange={(value) => {
              setCurrentPassword(value);
              setErrors(({ currentPassword: _dropped, ...rest }) => rest);
            }}
          />
          {codeField}
          <StyledActions>
            <Button type="submit" variant="danger" disabled={disabled.loading}>{t(disabled.loading ? 'twoFactor.turningOff' : 'twoFactor.turnOff')}</Button>
            {cancel}
          </StyledActions>
        </StyledForm>
      )}
    </Stack>
  );
}
