import { useQuery } from '@apollo/client/react';
import { Banner, Card, Loading } from '../../../ui';
import { ContactDetailsQuery } from '../api/contact.graphql';
import { CONTACT_TEXTS } from '../contact-form';
import { isNotFound } from '../../../lib/graphql-errors';
import { ContactInfoList } from './contact-info-list';

/**
 * The contact info card of the Contact Us pages. No record yet is no data (every value 'N/A'), not an error
 * (docs/rules/public-site.md#contact-info-card); a failed load says 'Failed to load contact info.'.
 */
export function ContactInfoCard() {
  const { data, loading, error } = useQuery(ContactDetailsQuery, { fetchPolicy: 'cache-and-network' });
  const failed = error !== undefined && !isNotFound(error);

  let body;
  if (data) body = <ContactInfoList details={data.contactDetails ?? null} />;
  else if (loading) body = <Loading text="Loading contact info..." />;
  else if (failed) body = <Banner variant="error">{CONTACT_TEXTS.loadFailed}</Banner>;
  else body = <ContactInfoList details={null} />;

  return <Card title="Contact Info">{body}</Card>;
}
