import { StatusBadge, verificationBadge } from '../../../ui';

/** Verified, Pending, Rejected or Unverified (docs/rules/id-verification.md#verification-states). */
export function VerificationBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = verificationBadge(status);
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
