/**
 * The forms of erasure requests (docs/architecture.md#privacy-erasure), checked by the server's own rules and messages
 * from @barangay-portal/domain; the server has the final word.
 */
import { ERASURE_REASON, PASSWORD_MESSAGES } from '@barangay-portal/domain';
import type { RequestErasureInput } from '../../gql/graphql';
import { checked, optionalText, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';
import type { ErasureText } from './messages';

export interface ErasureRequestForm {
  currentPassword: string;
  reason: string;
  /** That the account is closed once processed: asked before anything is sent. */
  understood: boolean;
}

export const EMPTY_ERASURE_REQUEST: ErasureRequestForm = { currentPassword: '', reason: '', understood: false };

export const erasureRequestSchema = (t: ErasureText): FormSchema<ErasureRequestForm> => z.object({
  // Spaces may be part of a real password: only an empty field counts as missing.
  currentPassword: checked<string>((password) => (password === '' ? PASSWORD_MESSAGES.currentRequired : undefined)),
  reason: optionalText(ERASURE_REASON),
  understood: checked<boolean>((understood) => (understood ? undefined : t('form.confirmRequired'))),
});

export const toRequestErasureInput = (form: ErasureRequestForm): RequestErasureInput => ({
  currentPassword: form.currentPassword,
  reason: form.reason.trim() || null,
});
