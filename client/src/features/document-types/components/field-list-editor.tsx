import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, formFields, FormGroup, FormGroupLegend } from '../../../ui';
import { FIELD_TYPES, newField, type DocumentTypeForm } from '../document-type-form';
import { documentTypesMessages } from '../messages';

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

const Field = formFields<DocumentTypeForm>();

/** Where the list's own message ('Please add at least one field before submitting.') is kept. */
export const FIELD_LIST_ERROR = 'fields.root';

export interface FieldListEditorProps {
  /** After any change to the list (a field added, removed or changed). */
  onListChange: () => void;
}

/** The dynamic list of a document type's fields, in the enclosing form: add, remove, name, type and required. */
export function FieldListEditor({ onListChange }: FieldListEditorProps) {
  const t = useMessages(documentTypesMessages);
  const fieldTypeOptions = useMemo(() => FIELD_TYPES.map((value) => ({ value, label: t(`fieldTypes.${value}`) })), [t]);
  const { control, formState } = useFormContext<DocumentTypeForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'fields' });
  // The schema's message is kept on the list itself while it is empty, under `root` once it has fields.
  const listError = formState.errors.fields?.root?.message ?? formState.errors.fields?.message;
  const changed = () => onListChange();

  return (
    <FormGroup>
      <FormGroupLegend>{t('fields.legend')}</FormGroupLegend>
      {listError && <Banner variant="error">{listError}</Banner>}
      {fields.length === 0 ? (
        <StyledEmpty>{t('fields.empty')}</StyledEmpty>
      ) : (
        <StyledList>
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <StyledRow key={field.id}>
                <Field.Text name={`fields.${index}.name`} label={t('fields.name', { number })} onValueChange={changed} />
                <Field.Select name={`fields.${index}.fieldType`} label={t('fields.type', { number })} options={fieldTypeOptions} onValueChange={changed} />
                <Field.Checkbox name={`fields.${index}.required`} label={t('fields.required', { number })} onValueChange={changed} />
                <StyledRemove>
                  <Button
                    variant="secondary"
                    aria-label={t('fields.removeName', { number })}
                    onClick={() => {
                      remove(index);
                      changed();
                    }}
                  >
                    {t('fields.remove')}
                  </Button>
                </StyledRemove>
              </StyledRow>
            );
          })}
        </StyledList>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          append(newField());
          changed();
        }}
      >
        {t('fields.add')}
      </Button>
    </FormGroup>
  );
}
