// The one way of writing a form (docs/architecture.md#client-forms).
export { AccountHolderInputs } from './account-holder-inputs';
export { formFields, type FormFields } from './bound-fields';
export { fieldErrorsOf, refusalOnForm, sameNames, serverMessagesOn, setServerFieldErrors } from './field-errors';
export {
  FormModal, type FormModalProps, type FormRefusal, type RecordFormModalProps, type SaveOutcome,
} from './form-modal';
export {
  accountHolderFields, accountHolderOf, checked, datesOutOfOrder, optionalFile, optionalText, PICTURE_HINT, PICTURE_MESSAGES, pictureProblem,
  referencePrefix, requiredChoice, requiredEmail, requiredText, unchecked,
} from './rules';
export { SearchableSelect, type SearchableSelectProps } from './searchable-select';
export { useZodForm, type FormSchema } from './use-zod-form';
export { ZodForm, type ZodFormProps } from './zod-form';
