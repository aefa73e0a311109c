import type { Role } from '../../auth/auth-user';
import { DomainError, ErrorKind } from '../../common/domain-error';
import { DocumentRequestStatus as S } from './document-request.entity';

/** Spec §4: who may move a request from which status to which. Everything not listed is refused. */
const TRANSITIONS: Record<Role, Partial<Record<S, readonly S[]>>> = {
  ADMIN: {
    [S.PENDING]: [S.PROCESSING, S.REJECTED],
    [S.PROCESSING]: [S.PICKUP],
    [S.PICKUP]: [S.RELEASED],
  },
  RESIDENT: {
    [S.PENDING]: [S.CANCELED],
  },
};

export const OPEN_STATUSES: readonly S[] = [S.PENDING, S.PROCESSING];
export const MAX_OPEN_REQUESTS = 3;

/** The spec's notes for requests that can no longer change. */
const FINAL_MESSAGES: Partial<Record<S, string>> = {
  [S.REJECTED]: 'Rejected requests cannot be modified.',
  [S.RELEASED]: 'This request has already been released.',
  [S.CANCELED]: 'Canceled requests cannot be modified.',
};

export const STATUS_LABELS: Record<S, string> = {
  [S.PENDING]: 'Pending',
  [S.PROCESSING]: 'Processing',
  [S.PICKUP]: 'For Pickup',
  [S.RELEASED]: 'Released',
  [S.REJECTED]: 'Rejected',
  [S.CANCELED]: 'Canceled',
};

export function nextStatuses(from: S, role: Role): readonly S[] {
  return TRANSITIONS[role][from] ?? [];
}

export function assertTransition(from: S, to: S, role: Role): void {
  const finalMessage = FINAL_MESSAGES[from];
  if (finalMessage) throw new DomainError(ErrorKind.BadUserInput, 'FINAL_STATUS', finalMessage);
  if (!nextStatuses(from, role).includes(to)) {
    const who = role === 'ADMIN' ? 'An administrator' : 'A resident';
    throw new DomainError(ErrorKind.BadUserInput, 'ILLEGAL_TRANSITION',
      `${who} cannot change a request from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`);
  }
}
