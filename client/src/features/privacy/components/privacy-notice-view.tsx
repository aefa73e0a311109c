import styled from 'styled-components';
import type { PrivacyNoticeFieldsFragment } from '../../../gql/graphql';
import { formatDate, isoText } from '../../../lib/format-date';
import { Card, FactsList } from '../../../ui';
import { PRIVACY_TEXTS } from '../privacy-texts';
import { PrivacyNoticeText } from './privacy-notice-text';

const StyledMeta = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledOfficer = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

type Officer = PrivacyNoticeFieldsFragment['dataProtectionOfficer'];

/** How to reach the data protection officer, or where to ask while the barangay has named none. */
export function DataProtectionOfficerContact({ officer }: { officer: Officer }) {
  return (
    <StyledOfficer>
      <Card title={PRIVACY_TEXTS.officerTitle}>
        {officer ? (
          <FactsList>
            <dt>Name</dt>
            <dd>{officer.name}</dd>
            <dt>E-mail</dt>
            <dd><a href={`mailto:${officer.email}`}>{officer.email}</a></dd>
            {officer.phone && (
              <>
                <dt>Phone</dt>
                <dd><a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a></dd>
              </>
            )}
          </FactsList>
        ) : <p>{PRIVACY_TEXTS.noOfficer}</p>}
      </Card>
    </StyledOfficer>
  );
}

/** A version of the notice: which one and when, its text, and the data protection officer's contact under it. */
export function PrivacyNoticeView({ notice }: { notice: PrivacyNoticeFieldsFragment }) {
  const published = formatDate(isoText(notice.publishedAt));
  return (
    <article aria-label={`${PRIVACY_TEXTS.title}, version ${notice.version}`}>
      <StyledMeta>{notice.barangayName}. {PRIVACY_TEXTS.published(notice.version, published)}</StyledMeta>
      <PrivacyNoticeText text={notice.text} />
      <DataProtectionOfficerContact officer={notice.dataProtectionOfficer} />
    </article>
  );
}
