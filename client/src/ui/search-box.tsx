import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, StyledLabel } from './field-shell';
import { VisuallyHidden } from './visually-hidden';

const StyledSearch = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const StyledSearchInput = styled.input`
  ${controlStyles}
`;

export interface SearchBoxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'id'> {
  /** The input's label, e.g. 'Search projects'. */
  label: string;
  /** Keeps the label for screen readers only, when the placeholder and context say enough on screen. */
  hideLabel?: boolean;
  value: string;
  /** Called on every keystroke; pair with `useTableState().setSearch`, and debounce the query, not the box. */
  onChange: (value: string) => void;
  /** e.g. 'Search by project title'. */
  placeholder?: string;
}

/** A labelled search input (type="search"; Escape clears it in most browsers). */
export function SearchBox({ label, hideLabel = false, value, onChange, placeholder, ...rest }: SearchBoxProps) {
  const id = useId();
  return (
    <StyledSearch role="search">
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>{label}</VisuallyHidden>
      ) : (
        <StyledLabel htmlFor={id}>{label}</StyledLabel>
      )}
      <StyledSearchInput
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
    </StyledSearch>
  );
}
