import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledControl } from './field-shell';

const StyledDateInput = styled.input`
  ${controlStyles}
`;

export interface DateFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'id' | 'min' | 'max'> {
  label: string;
  /** 'YYYY-MM-DD', or '' when no date is chosen: the format of GraphQL `LocalDate` and of REST dates. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest / latest allowed date, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  error?: string;
  hint?: ReactNode;
}

/** A native date picker (type="date"); the value never passes through Date, so no time-zone shift. */
export function DateField({ label, value, onChange, error, hint, ...rest }: DateFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint}>
      {(wiring) => <StyledDateInput {...wiring} type="date" value={value} onChange={(event) => onChange(event.target.value)} {...rest} />}
    </LabelledControl>
  );
}
