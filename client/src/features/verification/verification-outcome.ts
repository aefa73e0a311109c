import { ErrorCode } from '@barangay-portal/domain';
import type { VerifyDocumentQuery } from '../../gql/graphql';
import { findGraphQLError } from '../../lib/graphql-errors';

export type Verification = VerifyDocumentQuery['verifyDocument'];

/** What the verification page shows: one of these, decided from the query's answer. */
export type VerificationOutcome =
  | { kind: 'loading' }
  | { kind: 'valid'; verification: Verification }
  | { kind: 'revoked'; verification: Verification }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

/** The server's TOO_MANY_REQUESTS refusal, with how long to wait (at least a second); null for anything else. */
export function retryAfterOf(error: unknown): number | null {
  const refusal = findGraphQLError(error, ErrorCode.TOO_MANY_REQUESTS);
  if (!refusal) return null;
  const seconds = Number(refusal.extensions?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
}

export function verificationOutcome(
  { data, loading, error }: { data?: VerifyDocumentQuery; loading: boolean; error?: unknown },
): VerificationOutcome {
  if (error) {
    const retryAfterSeconds = retryAfterOf(error);
    return retryAfterSeconds === null ? { kind: 'failed' } : { kind: 'rate-limited', retryAfterSeconds };
  }
  const verification = data?.verifyDocument;
  if (!verification) return loading ? { kind: 'loading' } : { kind: 'failed' };
  if (!verification.genuine || verification.status === 'NOT_FOUND') return { kind: 'not-found' };
  if (verification.revoked || verification.status === 'REVOKED') return { kind: 'revoked', verification };
  return verification.valid ? { kind: 'valid', verification } : { kind: 'not-found' };
}

