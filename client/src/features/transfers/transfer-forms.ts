/**
 * The forms of moving between barangays (docs/architecture.md#resident-transfers), checked by the server's own rules and
 * messages from @barangay-portal/domain; the server has the final word.
 */
import { TRANSFER_FIELDS, TRANSFER_MESSAGES } from '@barangay-portal/domain';
import type { RequestTransferInput } from '../../gql/graphql';
import { requiredChoice, requiredText, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';

export interface TransferRequestForm {
  /** The destination's id as the select holds it; '' until chosen. */
  toBarangayId: string;
  newAddress: string;
}

export const EMPTY_TRANSFER_REQUEST: TransferRequestForm = { toBarangayId: '', newAddress: '' };

export const transferRequestSchema: FormSchema<TransferRequestForm> = z.object({
  toBarangayId: requiredChoice<string>(TRANSFER_MESSAGES.destinationRequired),
  newAddress: requiredText(TRANSFER_FIELDS.newAddress.required, TRANSFER_FIELDS.newAddress),
});

// The schema refused an unchosen barangay before this is called.
export const toRequestTransferInput = (form: TransferRequestForm): RequestTransferInput => ({
  toBarangayId: Number(form.toBarangayId),
  newAddress: form.newAddress.trim(),
});
