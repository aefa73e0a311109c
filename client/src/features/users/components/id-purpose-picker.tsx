import type { IdViewPurpose } from '@barangay-portal/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SelectField } from '../../../ui';
import { chosenPurpose, ID_VIEW_PURPOSE_OPTIONS, ID_VIEW_TEXTS } from '../id-view-purpose';
import { StyledMutedText } from './muted-text';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-items: start;
`;

export interface IdPurposePickerProps {
  /** Whose ID: names the button for screen readers. */
  ownerName: string;
  onChosen: (purpose: IdViewPurpose) => void;
}

/** Before a staff member sees someone's ID: why they open it, from the fixed list; "Open ID" without a choice says so. */
export function IdPurposePicker({ ownerName, onChosen }: IdPurposePickerProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const purpose = chosenPurpose(value);
    if (purpose) onChosen(purpose);
    else setError(ID_VIEW_TEXTS.required);
  };
  return (
    <StyledForm onSubmit={submit} noValidate>
      <StyledMutedText>{ID_VIEW_TEXTS.intro}</StyledMutedText>
      <SelectField
        label={ID_VIEW_TEXTS.label}
        placeholder={ID_VIEW_TEXTS.placeholder}
        options={ID_VIEW_PURPOSE_OPTIONS}
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" aria-label={`${ID_VIEW_TEXTS.open} of ${ownerName}`}>{ID_VIEW_TEXTS.open}</Button>
    </StyledForm>
  );
}
