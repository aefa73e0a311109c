import styled from 'styled-components';
import { Button } from '../../../ui';
import { formatDate, isoText } from '../../../lib/format-date';
import { certificateRevokedText } from '../request-status';
import { CertificateDownloadButton } from './certificate-download-button';
import { StyledSummaryHeading, StyledSummaryList } from './summary-styles';

const StyledRevoked = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export interface CertificateData {
  verificationCode: string;
  verificationUrl: string;
  issueDate: string;
  revoked: boolean;
  revokedAt?: unknown;
  revocationReason?: string | null;
}

export interface CertificateSectionProps {
  request: { id: number; certificateUrl?: string | null; certificate?: CertificateData | null };
  /** The administrator's view: the verification link as text and, with `onRevoke`, the Revoke button. */
  admin?: boolean;
  /** Absent for a member whose role may not revoke: no Revoke button then. */
  onRevoke?: () => void;
  onDownloadFailure: (message: string) => void;
}

/** The request's certificate (docs/rules/certificates.md#certificates): download while it may be had, its verification link, and its revocation. */
export function CertificateSection({ request, admin = false, onRevoke, onDownloadFailure }: CertificateSectionProps) {
  const { certificate, certificateUrl } = request;
  if (!certificate && !certificateUrl) return null;
  return (
    <section aria-label="Certificate">
      <StyledSummaryHeading>Certificate</StyledSummaryHeading>
      {certificate?.revoked && (
        <StyledRevoked>
          {certificateRevokedText(formatDate(isoText(certificate.revokedAt)), certificate.revocationReason)}
        </StyledRevoked>
      )}
      {certificate && admin && (
        <StyledSummaryList aria-label="Certificate details">
          <dt>Issue Date</dt>
          <dd>{formatDate(certificate.issueDate)}</dd>
          <dt>Verification Link</dt>
          <dd>{certificate.verificationUrl}</dd>
        </StyledSummaryList>
      )}
      <StyledActions>
        {certificateUrl && <CertificateDownloadButton requestId={request.id} onFailure={onDownloadFailure} />}
        {admin && certificate && !certificate.revoked && onRevoke && (
          <Button variant="danger" onClick={onRevoke}>Revoke certificate</Button>
        )}
      </StyledActions>
    </section>
  );
}
