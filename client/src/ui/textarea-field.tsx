import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledControl } from './field-shell';

const StyledTextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}

/** Multi-line text (announcement content, descriptions). `rows` defaults to 4. */
export function TextAreaField({ label, value, onChange, error, hint, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint}>
      {(wiring) => <StyledTextArea {...wiring} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} {...rest} />}
    </LabelledControl>
  );
}
