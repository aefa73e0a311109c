import { useMessages } from '../lib/i18n/language-context';
import { TextField } from './form-field';
import { uiMessages } from './messages';

export interface OneTimeCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A recovery code instead of the authenticator's 6 digits: letters, and no numeric keyboard. */
  recovery?: boolean;
  /** Defaults to 'Authentication code' or 'Recovery code'. */
  label?: string;
}

/** Where a two-factor code is typed: the 6-digit code of an authenticator app, or a recovery code. */
export function OneTimeCodeField({ value, onChange, error, recovery = false, label }: OneTimeCodeFieldProps) {
  const t = useMessages(uiMessages);
  return (
    <TextField
      label={label ?? t(recovery ? 'oneTimeCode.recoveryCode' : 'oneTimeCode.authenticationCode')}
      name={recovery ? 'recovery-code' : 'one-time-code'}
      value={value}
      onChange={onChange}
      error={error}
      required
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      maxLength={recovery ? 24 : 8}
      hint={t(recovery ? 'oneTimeCode.recoveryHint' : 'oneTimeCode.authenticationHint')}
    />
  );
}
