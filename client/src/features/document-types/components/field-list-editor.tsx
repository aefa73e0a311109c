import styled from 'styled-components';
import type { DocumentFieldType } from '../../../gql/graphql';
import { Banner, Button, CheckboxField, SelectField, TextField } from '../../../ui';
import { FIELD_TYPES, FIELD_TYPE_LABELS, type FieldDraft } from '../document-type-form';

const FIELD_TYPE_OPTIONS = FIELD_TYPES.map((value) => ({ value, label: FIELD_TYPE_LABELS[value] }));

const StyledFieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  font-weight: 600;
`;

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: 2fr 1fr auto auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  padding-bottom: ${({ theme }) => theme.spacing.sm};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

/** The Remove button, lifted to the inputs' baseline (the fields keep a margin under them). */
const StyledRemove = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const StyledList = styled.ol`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface FieldListEditorProps {
  fields: readonly FieldDraft[];
  /** The list's own message ('Please add at least one field before submitting.'). */
  error?: string;
  nameErrors: Record<number, string>;
  typeErrors: Record<number, string>;
  onAdd: () => void;
  onRemove: (key: number) => void;
  onChange: (key: number, change: Partial<Omit<FieldDraft, 'key'>>) => void;
}

/** The dynamic list of a document type's fields: add, remove, name, type and required. */
export function FieldListEditor({ fields, error, nameErrors, typeErrors, onAdd, onRemove, onChange }: FieldListEditorProps) {
  return (
    <StyledFieldset>
      <StyledLegend>Fields</StyledLegend>
      {error && <Banner variant="error">{error}</Banner>}
      {fields.length === 0 ? (
        <StyledEmpty>No fields yet. Add the information a resident fills in when requesting this document.</StyledEmpty>
      ) : (
        <StyledList>
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <StyledRow key={field.key}>
                <TextField
                  label={`Field ${number} Name`}
                  value={field.name}
                  error={nameErrors[field.key]}
                  onChange={(name) => onChange(field.key, { name })}
                />
                <SelectField
                  label={`Field ${number} Type`}
                  options={FIELD_TYPE_OPTIONS}
                  value={field.fieldType}
                  error={typeErrors[field.key]}
                  onChange={(fieldType) => onChange(field.key, { fieldType: fieldType as DocumentFieldType | '' })}
                />
                <CheckboxField
                  label={`Field ${number} Required`}
                  checked={field.required}
                  onChange={(required) => onChange(field.key, { required })}
                />
                <StyledRemove>
                  <Button variant="secondary" aria-label={`Remove Field ${number}`} onClick={() => onRemove(field.key)}>
                    Remove
                  </Button>
                </StyledRemove>
              </StyledRow>
            );
          })}
        </StyledList>
      )}
      <Button variant="secondary" onClick={onAdd}>Add Field</Button>
    </StyledFieldset>
  );
}
