/**
 * The Profile's correction form (docs/architecture.md#privacy-corrections), checked by the server's own rules and
 * messages from @barangay-portal/domain: the detail's registration rule, not the value the record has, and a reason.
 * The server has the final word.
 */
import {
  barangayToday, CORRECTION_MESSAGES, CORRECTION_REASON, CorrectableField, correctionValueProblem, sameAsRecord, type CorrectableFieldName,
} from '@barangay-portal/domain';
import type { RequestCorrectionInput } from '../../gql/graphql';
import { requiredChoice, requiredText, unchecked, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';

export interface CorrectionForm {
  /** The detail's GraphQL name as the select holds it; '' until chosen. */
  field: CorrectableFieldName | '';
  requestedValue: string;
  reason: string;
}

export const EMPTY_CORRECTION: CorrectionForm = { field: '', requestedValue: '', reason: '' };

/** What the record says for a detail now (the resident's `me`); null when it holds nothing or is not known. */
export type RecordValue = (field: CorrectableFieldName) => string | null;

/** The form's rules; `today`: the barangay's, as the server reads a birthdate. */
export function correctionSchema(recordValue: RecordValue, today: string = barangayToday()): FormSchema<CorrectionForm> {
  return z.object({
    field: requiredChoice<CorrectableFieldName>(CORRECTION_MESSAGES.fieldRequired),
    requestedValue: unchecked<string>(),
    reason: requiredText(CORRECTION_REASON.required, CORRECTION_REASON),
  }).superRefine((form, context) => {
    if (form.field === '') return;
    const field = CorrectableField[form.field];
    const problem = correctionValueProblem(field, form.requestedValue, today)
      ?? (sameAsRecord(field, form.requestedValue, recordValue(form.field)) ? CORRECTION_MESSAGES.sameValue : undefined);
    if (problem) context.addIssue({ code: 'custom', path: ['requestedValue'], message: problem });
  });
}

/** The request of a checked form: the detail by its name, the value and the reason as typed, trimmed. */
export function toRequestCorrectionInput(form: CorrectionForm): RequestCorrectionInput {
  if (form.field === '') throw new Error('toRequestCorrectionInput needs a checked form');
  return { field: form.field, requestedValue: form.requestedValue.trim(), reason: form.reason.trim() };
}
