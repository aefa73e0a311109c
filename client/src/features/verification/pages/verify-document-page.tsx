import { skipToken, useQuery } from '@apollo/client/react';
import { Fragment } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { MessageKey } from '@barangay-portal/domain';
import { isoText } from '../../../lib/format-date';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { Banner, Button, cardStyles, FactsList, Loading, Page, type StatusTone } from '../../../ui';
import { VerifyDocumentQuery } from '../api/verification.graphql';
import { verificationMessages } from '../messages';
import { verificationOutcome, type Verification } from '../verification-outcome';

const StyledVerdict = styled.section<{ $tone: StatusTone }>`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.text};
  ${cardStyles}
  border-top: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme, $tone }) => theme.statusColors[$tone].solid};
`;

const StyledVerdictTitle = styled.h2<{ $tone: StatusTone }>`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  color: ${({ theme, $tone }) => theme.statusColors[$tone].text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  background: ${({ theme, $tone }) => theme.statusColors[$tone].background};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledFieldsTitle = styled.h3`
  margin: ${({ theme }) => theme.spacing.md} 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledFields = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  list-style: none;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  li { overflow-wrap: anywhere; }
  li + li { margin-top: ${({ theme }) => theme.spacing.xs}; }
`;

const StyledFieldName = styled.span`
  font-weight: 600;
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The document's particulars: only what is printed on it, with the holder's family name masked by the server. */
function DocumentDetails({ verification, revoked }: { verification: Verification; revoked: boolean }) {
  const t = useMessages(verificationMessages);
  const { date } = useDateFormat();
  const rows: Array<[MessageKey<'verification'>, string]> = [
    ['details.documentType', verification.documentTypeName ?? ''],
    ['details.referenceNumber', verification.referenceNumber ?? ''],
    ['details.issueDate', date(verification.issueDate)],
    ['details.issuedBy', verification.issuedBy ?? ''],
    ['details.holder', verification.holderName ?? ''],
  ];
  if (revoked) {
    rows.push(['details.revokedOn', date(isoText(verification.revokedAt))]);
    rows.push(['details.reason', verification.revocationReason ?? '']);
  }
  return (
    <FactsList>
      {rows.filter(([, value]) => value !== '').map(([label, value]) => (
        <Fragment key={label}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </FactsList>
  );
}

/** The field values the document certifies, one "Label: value" line each, as the paper prints them. */
function CertifiedFields({ fields }: { fields: Verification['certifiedFields'] }) {
  const t = useMessages(verificationMessages);
  if (fields.length === 0) return null;
  return (
    <>
      <StyledFieldsTitle id="certified-fields">{t('certifiedFields.title')}</StyledFieldsTitle>
      <StyledFields aria-labelledby="certified-fields">
        {fields.map((field) => (
          <li key={field.name}>
            <StyledFieldName>{field.name}:</StyledFieldName> {field.value}
          </li>
        ))}
      </StyledFields>
    </>
  );
}

/** The public page a certificate's QR code opens; says whether the document is genuine and valid (docs/rules/certificates.md#verification-screen). */
export default function VerifyDocumentPage() {
  const t = useMessages(verificationMessages);
  const { code = '' } = useParams();
  const trimmed = code.trim();
  const result = useQuery(
    VerifyDocumentQuery,
    trimmed ? { variables: { code: trimmed }, fetchPolicy: 'network-only' } : skipToken,
  );
  const outcome = trimmed === ''
    ? { kind: 'not-found' as const }
    : verificationOutcome({ data: result.data, loading: result.loading, error: result.error });

  return (
    <Page title={t('title')}>
      {outcome.kind === 'loading' && <Loading text={t('checking')} />}
      {outcome.kind === 'valid' && (
        <StyledVerdict $tone="green" aria-labelledby="verdict">
          <StyledVerdictTitle id="verdict" $tone="green">{t('valid.title')}</StyledVerdictTitle>
          <DocumentDetails verification={outcome.verification} revoked={false} />
          <CertifiedFields fields={outcome.verification.certifiedFields} />
          <StyledNote>{t('valid.note')}</StyledNote>
        </StyledVerdict>
      )}
      {outcome.kind === 'revoked' && (
        <StyledVerdict $tone="red" aria-labelledby="verdict">
          <StyledVerdictTitle id="verdict" $tone="red">{t('revoked.title')}</StyledVerdictTitle>
          <DocumentDetails verification={outcome.verification} revoked />
          <CertifiedFields fields={outcome.verification.certifiedFields} />
          <StyledNote>{t('revoked.note')}</StyledNote>
        </StyledVerdict>
      )}
      {outcome.kind === 'not-found' && (
        <StyledVerdict $tone="yellow" aria-labelledby="verdict">
          <StyledVerdictTitle id="verdict" $tone="yellow">{t('notFound')}</StyledVerdictTitle>
        </StyledVerdict>
      )}
      {outcome.kind === 'rate-limited' && (
        <Banner variant="warning">{t('rateLimited', { seconds: outcome.retryAfterSeconds })}</Banner>
      )}
      {outcome.kind === 'failed' && (
        <>
          <Banner variant="error">{t('failed')}</Banner>
          <Button type="button" variant="secondary" onClick={() => void result.refetch()}>{t('checkAgain')}</Button>
        </>
      )}
    </Page>
  );
}
