import styled from 'styled-components';
import type { PrivacyNoticeFieldsFragment } from '../../../gql/graphql';
import { isoText } from '../../../lib/format-date';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { Card, FactsList } from '../../../ui';
import { privacyMessages } from '../messages';
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
  const t = useMessages(privacyMessages);
  return (
    <StyledOfficer>
      <Card title={t('officer.title')}>
        {officer ? (
          <FactsList>
            <dt>{t('officer.name')}</dt>
            <dd>{officer.name}</dd>
            <dt>{t('officer.email')}</dt>
            <dd><a href={`mailto:${officer.email}`}>{officer.email}</a></dd>
            {officer.phone && (
              <>
                <dt>{t('officer.phone')}</dt>
                <dd><a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a></dd>
              </>
            )}
          </FactsList>
        ) : <p>{t('officer.none')}</p>}
      </Card>
    </StyledOfficer>
  );
}

/** A version of the notice: which one and when, its text, and the data protection officer's contact under it. */
export function PrivacyNoticeView({ notice }: { notice: PrivacyNoticeFieldsFragment }) {
  const t = useMessages(privacyMessages);
  const { date } = useDateFormat();
  const published = date(isoText(notice.publishedAt));
  return (
    <article aria-label={t('versionName', { version: notice.version })}>
      <StyledMeta>{t('published', { barangay: notice.barangayName, version: notice.version, date: published })}</StyledMeta>
      <PrivacyNoticeText text={notice.text} />
      <DataProtectionOfficerContact officer={notice.dataProtectionOfficer} />
    </article>
  );
}
