import { useQuery } from '@apollo/client/react';
import { isNotFound } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, Loading } from '../../../ui';
import { ContactDetailsQuery } from '../api/contact.graphql';
import { contactMessages } from '../messages';
import { ContactInfoList } from './contact-info-list';

/**
 * The contact info card of the Contact Us pages. No record yet is no data (every value 'N/A'), not an error
 * (docs/rules/public-site.md#contact-info-card); a failed load says 'Failed to load contact info.'.
 */
export function ContactInfoCard() {
  const t = useMessages(contactMessages);
  const { data, loading, error } = useQuery(ContactDetailsQuery, { fetchPolicy: 'cache-and-network' });
  const failed = error !== undefined && !isNotFound(error);

  let body;
  if (data) body = <ContactInfoList details={data.contactDetails ?? null} />;
  else if (loading) body = <Loading text={t('loading')} />;
  else if (failed) body = <Banner variant="error">{t('loadFailed')}</Banner>;
  else body = <ContactInfoList details={null} />;

  return <Card title={t('card.title')}>{body}</Card>;
}
