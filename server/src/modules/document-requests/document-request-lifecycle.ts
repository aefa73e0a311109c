import { isFinalStatus, transitionRefusal } from '@barangay-portal/domain';
import type { Role } from '../../identity/auth-user';
import { DomainError, ErrorKind } from '../../common/domain-error';
import type { DocumentRequestStatus } from './document-request.entity';

/**
 * Refuses a move the lifecycle (docs/rules/documents.md#request-transitions, written once in the shared rules) does not allow `role` to make:
 * FINAL_STATUS with the final status's note, else ILLEGAL_TRANSITION naming the move.
 */
export function assertTransition(from: DocumentRequestStatus, to: DocumentRequestStatus, role: Role): void {
  const refusal = transitionRefusal(from, to, role);
  if (refusal) throw new DomainError(ErrorKind.BadUserInput, isFinalStatus(from) ? 'FINAL_STATUS' : 'ILLEGAL_TRANSITION', refusal);
}
