import type { ElementType, FormEvent, FormHTMLAttributes, ReactNode, Ref } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export interface ZodFormProps<T extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> {
  form: UseFormReturn<T>;
  /** Called with the values once the schema accepts them. */
  onValid: SubmitHandler<T>;
  /**
   * Called on every submit, before the check (e.g. to take away the last save's banner). Returning false
   * ends the submit there: a wizard's step checks only its own fields, then moves on.
   */
  onSubmitStart?: () => boolean | void;
  /** Called when the schema refused the values (their messages are on the fields). */
  onInvalid?: (errors: FieldErrors<T>) => void;
  /** While true, a submit (Enter in a field) does nothing. */
  busy?: boolean;
  ref?: Ref<HTMLFormElement>;
  /** The element rendered: a <form>, or a styled form component. */
  as?: ElementType;
  children: ReactNode;
}

/** A <form> of a react-hook-form form: the browser's own checks are off, the schema's messages show instead. */
export function ZodForm<T extends FieldValues>({
  form, onValid, onSubmitStart, onInvalid, busy = false, as: Form = 'form', children, ...rest
}: ZodFormProps<T>) {
  const submit = form.handleSubmit(onValid, (errors) => onInvalid?.(errors));
  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          if (busy) return;
          if (onSubmitStart?.() === false) return;
          void submit(event);
        }}
        {...rest}
      >
        {children}
      </Form>
    </FormProvider>
  );
}
