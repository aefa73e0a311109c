import { TextField } from './form-field';

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
  return (
    <TextField
      label={label ?? (recovery ? 'Recovery code' : 'Authentication code')}
      name={recovery ? 'recovery-code' : 'one-time-code'}
      value={value}
      onChange={onChange}
      error={error}
      required
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      maxLength={recovery ? 24 : 8}
      hint={recovery ? 'One of the recovery codes you saved, for example abcd-efgh-ijkl-mnop.' : 'The 6-digit code your authenticator app shows now.'}
    />
  );
}
