import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from './zod';

/** A form's values schema: no transforms, so what the form holds is what the schema checks (docs/architecture.md#client-forms). */
export type FormSchema<T extends FieldValues> = z.ZodType<T, T>;

/**
 * The one way a screen holds a form (docs/architecture.md#client-forms): react-hook-form checked by a zod
 * schema built from the shared rules. Messages appear on submit and a field's message goes when that field
 * changes (the bound fields clear it); nothing is checked while typing, and the focus stays where it is.
 */
export function useZodForm<T extends FieldValues>(schema: FormSchema<T>, defaultValues: T): UseFormReturn<T> {
  return useForm<T>({
    resolver: zodResolver(schema),
    // A full set of values is one of react-hook-form's (deeply partial) default values.
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}
