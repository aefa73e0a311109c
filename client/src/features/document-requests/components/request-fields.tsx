import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { formFields } from '../../../ui';
import { requestFormOf, type RequestField, type RequestForm } from '../dynamic-form';
import { documentRequestsMessages } from '../messages';
import { DynamicFieldInput } from './dynamic-field-input';

const StyledDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Field = formFields<RequestForm>();

/** A requestable document type as the form offers it. */
export interface RequestableType {
  id: number;
  name: string;
  description?: string | null;
  fields: readonly RequestField[];
}

export interface RequestFieldsProps {
  types: readonly RequestableType[];
  /** Called when another type is chosen, e.g. to clear the last refusal. */
  onTypeChosen?: () => void;
}

/**
 * The document type and its fields (docs/rules/documents.md#request-document-modal), inside the form that holds
 * them: the resident's Request Document form and the counter's (walk-in service) both ask them this way. A new
 * type starts with its own empty fields and without the last messages; whatever else the form holds stays.
 */
export function RequestFields({ types, onTypeChosen }: RequestFieldsProps) {
  const t = useMessages(documentRequestsMessages);
  const { watch, setValue, clearErrors } = useFormContext<RequestForm>();
  const chosen = types.find((type) => String(type.id) === watch('typeId'));
  const chooseType = (value: string) => {
    onTypeChosen?.();
    const fresh = requestFormOf(value, types.find((type) => String(type.id) === value)?.fields ?? []);
    setValue('typeFields', fresh.typeFields);
    setValue('answers', fresh.answers);
    clearErrors('answers');
  };
  return (
    <>
      <Field.Select
        name="typeId"
        label={t('form.documentType')}
        placeholder={t('form.chooseDocumentType')}
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        required
        onValueChange={chooseType}
      />
      {chosen?.description && <StyledDescription>{chosen.description}</StyledDescription>}
      {chosen?.fields.map((field, index) => <DynamicFieldInput key={`${chosen.id}:${field.name}`} field={field} name={`answers.${index}`} />)}
    </>
  );
}
