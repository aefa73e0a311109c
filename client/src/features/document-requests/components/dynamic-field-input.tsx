import { DateField, SelectField, TextField } from '../../../ui';
import { inputKindOf, type RequestField } from '../dynamic-form';

export interface DynamicFieldInputProps {
  field: RequestField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One field of a document type as its input: text, number, date, e-mail, or Select / Yes / No for a boolean. */
export function DynamicFieldInput({ field, value, error, onChange }: DynamicFieldInputProps) {
  const kind = inputKindOf(field.fieldType);
  const common = {
    label: field.name, value, error, onChange, required: field.required, name: field.name,
    hint: field.required ? undefined : 'Optional',
  };
  if (kind.control === 'select') {
    return <SelectField {...common} options={kind.options} placeholder={kind.placeholder} />;
  }
  if (kind.type === 'date') return <DateField {...common} />;
  if (kind.type === 'number') return <TextField {...common} type="number" inputMode="decimal" step="any" />;
  if (kind.type === 'email') return <TextField {...common} type="email" autoComplete="off" />;
  return <TextField {...common} type="text" />;
}
