import { StatusBadge, verificationBadge } from '../../../ui';

/** Verified, Pending, Rejected or Unverified (spec §4 ID verification). */
export function VerificationBadge({ status }: { status: string | null | undefined }) {
  const { label, tone } = verificationBadge(status);
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
