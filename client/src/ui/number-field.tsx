import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledControl } from './field-shell';

const StyledNumberInput = styled.input`
  ${controlStyles}
`;

export interface NumberFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'id'> {
  label: string;
  /** null while the input is empty (or holds something that is not a number yet). */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: ReactNode;
}

/** A numeric input (type="number"), e.g. expected and actual attendees with `min={0}` and `step={1}`. */
export function NumberField({ label, value, onChange, error, hint, inputMode = 'numeric', ...rest }: NumberFieldProps) {
  const change = (text: string) => {
    const parsed = Number(text);
    onChange(text.trim() === '' || !Number.isFinite(parsed) ? null : parsed);
  };
  return (
    <LabelledControl label={label} error={error} hint={hint}>
      {(wiring) => (
        <StyledNumberInput {...wiring} type="number" inputMode={inputMode} value={value ?? ''} onChange={(event) => change(event.target.value)} {...rest} />
      )}
    </LabelledControl>
  );
}
