import { useMessages } from '../../../lib/i18n/language-context';
import { formFields } from '../../../ui';
import { inputKindOf, type RequestField, type RequestForm } from '../dynamic-form';
import { documentRequestsMessages } from '../messages';

const Field = formFields<RequestForm>();

export interface DynamicFieldInputProps {
  field: RequestField;
  /** Where the form holds this field's answer. */
  name: `answers.${number}`;
}

/** One field of a document type as its input: text, number, date, e-mail, or Select / Yes / No for a boolean. */
export function DynamicFieldInput({ field, name }: DynamicFieldInputProps) {
  const t = useMessages(documentRequestsMessages);
  const kind = inputKindOf(t, field.fieldType);
  const common = { name, label: field.name, required: field.required, hint: field.required ? undefined : t('form.optional') };
  if (kind.control === 'select') {
    return <Field.Select {...common} options={kind.options} placeholder={kind.placeholder} />;
  }
  if (kind.type === 'date') return <Field.Date {...common} />;
  if (kind.type === 'number') return <Field.Text {...common} type="number" inputMode="decimal" step="any" />;
  if (kind.type === 'email') return <Field.Text {...common} type="email" autoComplete="off" />;
  return <Field.Text {...common} type="text" />;
}
