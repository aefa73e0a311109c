import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldMessages, StyledField, fieldAria } from './field-shell';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledCheckbox = styled.input`
  width: ${({ theme }) => theme.fontSizes.lg};
  height: ${({ theme }) => theme.fontSizes.lg};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const StyledCheckboxLabel = styled.label`
  font-weight: 600;
  cursor: pointer;
`;

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'id' | 'value'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
}

/** A single checkbox with its label beside it (e.g. the announcement's Featured flag). */
export function CheckboxField({ label, checked, onChange, error, hint, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <StyledField>
      <StyledRow>
        <StyledCheckbox
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...fieldAria(id, error, hint)}
          {...rest}
        />
        <StyledCheckboxLabel htmlFor={id}>{label}</StyledCheckboxLabel>
      </StyledRow>
      <FieldMessages id={id} error={error} hint={hint} />
    </StyledField>
  );
}
