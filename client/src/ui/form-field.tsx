import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { controlStyles, FieldShell, fieldAria, LabelledControl, StyledInputRow, StyledSideButton } from './field-shell';
import { uiMessages } from './messages';

const StyledInput = styled.input`
  ${controlStyles}
`;

const StyledSelect = styled.select`
  ${controlStyles}
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Help text under the control, read with it (e.g. 'At most 11 characters'). */
  hint?: ReactNode;
}

export function TextField({ label, value, onChange, error, hint, type = 'text', ...rest }: TextFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint}>
      {(wiring) => <StyledInput {...wiring} type={type} value={value} onChange={(event) => onChange(event.target.value)} {...rest} />}
    </LabelledControl>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show/Hide toggle (docs/rules/accounts.md#registration-wizard). */
export function PasswordField({ label, value, onChange, error, hint, ...rest }: PasswordFieldProps) {
  const t = useMessages(uiMessages);
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <StyledInputRow>
        <StyledInput
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...fieldAria(id, error, hint)}
          {...rest}
        />
        <StyledSideButton
          type="button"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t(visible ? 'fields.hideField' : 'fields.showField', { field: label.toLowerCase() })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? 'fields.hide' : 'fields.show')}
        </StyledSideButton>
      </StyledInputRow>
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'>;

export interface SelectFieldProps extends SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first option ('Select...' unless given); the field counts as unanswered while it is chosen. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

export function SelectField({
  label, value, onChange, options, placeholder, error, hint, ...rest
}: SelectFieldProps) {
  const t = useMessages(uiMessages);
  return (
    <LabelledControl label={label} error={error} hint={hint}>
      {(wiring) => (
        <StyledSelect {...wiring} value={value} onChange={(event) => onChange(event.target.value)} {...rest}>
          <option value="">{placeholder ?? t('fields.select')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </StyledSelect>
      )}
    </LabelledControl>
  );
}
