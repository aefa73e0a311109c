import { REVOCATION_REASON, textProblem } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import { checked, type FormSchema } from '../../ui';
import type { DocumentRequestsTranslate } from './messages';

/** Revoking a certificate (docs/rules/certificates.md#revoke-dialog): a reason is required; the rule is the server's own. */
export interface RevocationForm {
  reason: string;
}

export { REVOCATION_REASON };

export const NO_REASON: RevocationForm = { reason: '' };

/** The rule decides, as the server's; the messages are the server's words in the page's language. */
export const revocationFormSchema = (t: DocumentRequestsTranslate): FormSchema<RevocationForm> => z.object({
  reason: checked<string>((value) => {
    const text = value.trim();
    if (text === '') return t('revoke.reason.required');
    if (textProblem(text, REVOCATION_REASON) === undefined) return undefined;
    return text.length > REVOCATION_REASON.max ? t('revoke.reason.tooLong', { max: REVOCATION_REASON.max }) : t('revoke.reason.refused');
  }),
});
