import styled from 'styled-components';
import { Button } from '../../../ui';
import { isoText } from '../../../lib/format-date';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { documentRequestsMessages } from '../messages';
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
  const t = useMessages(documentRequestsMessages);
  const { date } = useDateFormat();
  const { certificate, certificateUrl } = request;
  if (!certificate && !certificateUrl) return null;
  return (
    <section aria-label={t('certificate.title')}>
      <StyledSummaryHeading>{t('certificate.title')}</StyledSummaryHeading>
      {certificate?.revoked && (
        <StyledRevoked>
          {certificateRevokedText(t, date(isoText(certificate.revokedAt)), certificate.revocationReason)}
        </StyledRevoked>
      )}
      {certificate && admin && (
        <StyledSummaryList aria-label={t('certificate.details')}>
          <dt>{t('certificate.issueDate')}</dt>
          <dd>{date(certificate.issueDate)}</dd>
          <dt>{t('certificate.verificationLink')}</dt>
          <dd>{certificate.verificationUrl}</dd>
        </StyledSummaryList>
      )}
      <StyledActions>
        {certificateUrl && <CertificateDownloadButton requestId={request.id} onFailure={onDownloadFailure} />}
        {admin && certificate && !certificate.revoked && onRevoke && (
          <Button variant="danger" onClick={onRevoke}>{t('certificate.revoke')}</Button>
        )}
      </StyledActions>
    </section>
  );
}
