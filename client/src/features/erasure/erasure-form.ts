/**
 * The forms of erasure requests (docs/architecture.md#privacy-erasure), checked by the server's own rules and messages
 * from @barangay-portal/domain; the server has the final word.
 */
import { ERASURE_REASON, ERASURE_REFUSAL_REASON, PASSWORD_MESSAGES } from '@barangay-portal/domain';
import type { RequestErasureInput } from '../../gql/graphql';
import { checked, optionalText, requiredText, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';
import { ERASURE_TEXTS } from './erasure-texts';

export interface ErasureRequestForm {
  currentPassword: string;
  reason: string;
  /** That the account is closed once processed: asked before anything is sent. */
  understood: boolean;
}

export const EMPTY_ERASURE_REQUEST: ErasureRequestForm = { currentPassword: '', reason: '', understood: false };

export const erasureRequestSchema: FormSchema<ErasureRequestForm> = z.object({
  // Spaces may be part of a real password: only an empty field counts as missing.
  currentPassword: checked<string>((password) => (password === '' ? PASSWORD_MESSAGES.currentRequired : undefined)),
  reason: optionalText(ERASURE_REASON),
  understood: checked<boolean>((understood) => (understood ? undefined : ERASURE_TEXTS.confirmRequired)),
});

export const toRequestErasureInput = (form: ErasureRequestForm): RequestErasureInput => ({
  currentPassword: form.currentPassword,
  reason: form.reason.trim() || null,
});

export interface RefusalForm {
  reason: string;
}

export const NO_REFUSAL_REASON: RefusalForm = { reason: '' };

export const refusalSchema: FormSchema<RefusalForm> = z.object({
  reason: requiredText(ERASURE_REFUSAL_REASON.required, ERASURE_REFUSAL_REASON),
});
