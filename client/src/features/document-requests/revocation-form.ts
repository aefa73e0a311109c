import { REVOCATION_REASON } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { requiredText, type FormSchema } from '../../ui';

/** Revoking a certificate (docs/rules/certificates.md#revoke-dialog): a reason is required; the rule is the server's own. */
export interface RevocationForm {
  reason: string;
}

export { REVOCATION_REASON };

export const NO_REASON: RevocationForm = { reason: '' };

export const revocationFormSchema: FormSchema<RevocationForm> = z.object({
  reason: requiredText(REVOCATION_REASON.required, REVOCATION_REASON),
});
