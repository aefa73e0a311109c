import type { IdViewPurpose } from '@barangay-portal/domain';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Button, SelectField } from '../../../ui';
import { chosenPurpose, ID_VIEW_PURPOSE_OPTIONS, ID_VIEW_PURPOSE_REQUIRED } from '../id-view-purpose';
import { usersMessages } from '../messages';
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
  const t = useMessages(usersMessages);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const purpose = chosenPurpose(value);
    if (purpose) onChosen(purpose);
    else setError(ID_VIEW_PURPOSE_REQUIRED);
  };
  return (
    <StyledForm onSubmit={submit} noValidate>
      <StyledMutedText>{t('idView.intro')}</StyledMutedText>
      <SelectField
        label={t('idView.label')}
        placeholder={t('idView.placeholder')}
        options={ID_VIEW_PURPOSE_OPTIONS}
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" aria-label={t('idView.openOf', { name: ownerName })}>{t('idView.open')}</Button>
    </StyledForm>
  );
}
