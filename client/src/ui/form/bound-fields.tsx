import type { ComponentType } from 'react';
import { useController, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CheckboxField, type CheckboxFieldProps } from '../checkbox-field';
import { DateField, type DateFieldProps } from '../date-field';
import { FileField, type FileFieldProps } from '../file-field';
import {
  PasswordField, SelectField, TextField, type PasswordFieldProps, type SelectFieldProps, type TextFieldProps,
} from '../form-field';
import { NumberField, type NumberFieldProps } from '../number-field';
import { OneTimeCodeField, type OneTimeCodeFieldProps } from '../one-time-code-field';
import { TextAreaField, type TextAreaFieldProps } from '../textarea-field';

/** What a bound field takes besides its control's props: the form field it shows and changes. */
interface Binding<V> {
  name: string;
  /** Whether a change to this value takes the field's message away (default: any change does). */
  clearsError?: (value: V) => boolean;
  /** Called after the form holds the new value (e.g. to check it at once). */
  onValueChange?: (value: V) => void;
}

/** The value, message and change handler of the form field `name`, from the enclosing <ZodForm>. */
function useBinding<V>({ name, clearsError, onValueChange }: Binding<V>) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return {
    name,
    value: field.value as V,
    error: fieldState.error?.message,
    onChange: (value: V) => {
      field.onChange(value);
      if (fieldState.error && (clearsError?.(value) ?? true)) clearErrors(name);
      onValueChange?.(value);
    },
  };
}

type Unbound<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'error'>;

function bind<V, P extends { value?: V; onChange: (value: V) => void; error?: string }>(Control: ComponentType<P>) {
  function BoundField({ name, clearsError, onValueChange, ...props }: Unbound<P> & Binding<V>) {
    const binding = useBinding<V>({ name, clearsError, onValueChange });
    return <Control {...(props as unknown as P)} {...binding} />;
  }
  BoundField.displayName = `Bound(${Control.displayName ?? Control.name})`;
  return BoundField;
}

function BoundCheckbox({ name, clearsError, onValueChange, ...props }: Unbound<CheckboxFieldProps> & Binding<boolean>) {
  const { value, ...binding } = useBinding<boolean>({ name, clearsError, onValueChange });
  return <CheckboxField {...props} {...binding} checked={value} />;
}

function BoundFile({ name, clearsError, onValueChange, ...props }: Unbound<FileFieldProps> & Binding<File | null>) {
  // A file input cannot be given a value: the picker keeps its own choice and reports it.
  const { value: _chosen, ...binding } = useBinding<File | null>({ name, clearsError, onValueChange });
  return <FileField {...props} {...binding} />;
}

const BOUND = {
  Text: bind<string, TextFieldProps>(TextField),
  Password: bind<string, PasswordFieldProps>(PasswordField),
  Select: bind<string, SelectFieldProps>(SelectField),
  TextArea: bind<string, TextAreaFieldProps>(TextAreaField),
  Date: bind<string, DateFieldProps>(DateField),
  Number: bind<number | null, NumberFieldProps>(NumberField),
  Checkbox: BoundCheckbox,
  File: BoundFile,
  OneTimeCode: bind<string, OneTimeCodeFieldProps>(OneTimeCodeField),
};

/** A bound field whose `name` is a field of T holding a V (or an optional one: the form's defaults give it a value). */
type BoundOf<T extends FieldValues, V, P> = ComponentType<
  Unbound<P> & Omit<Binding<V>, 'name'> & { name: FieldPathByValue<T, V> | FieldPathByValue<T, V | undefined> }
>;

export interface FormFields<T extends FieldValues> {
  Text: BoundOf<T, string, TextFieldProps>;
  Password: BoundOf<T, string, PasswordFieldProps>;
  Select: BoundOf<T, string, SelectFieldProps>;
  TextArea: BoundOf<T, string, TextAreaFieldProps>;
  Date: BoundOf<T, string, DateFieldProps>;
  Number: BoundOf<T, number | null, NumberFieldProps>;
  Checkbox: BoundOf<T, boolean, CheckboxFieldProps>;
  File: BoundOf<T, File | null, FileFieldProps>;
  OneTimeCode: BoundOf<T, string, OneTimeCodeFieldProps>;
}

/**
 * The ui fields bound to the enclosing <ZodForm> by name, typed for the values T: `const Field =
 * formFields<ProjectFormValues>()`, then `<Field.Text name="title" label={t('fields.title')} />`. Each shows its field's
 * message and takes it away when the field changes.
 */
export function formFields<T extends FieldValues>(): FormFields<T> {
  // The same components for every form: only their types differ.
  return BOUND as unknown as FormFields<T>;
}
