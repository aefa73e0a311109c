import { useQuery } from '@apollo/client/react';
import { isNotFound } from '../../../lib/graphql-errors';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Card, Loading, Page } from '../../../ui';
import { ContactDetailsQuery } from '../api/contact.graphql';
import { ContactDetailsForm } from '../components/contact-details-form';
import { contactMessages } from '../messages';

/** Contact Details (docs/rules/content.md#contact-details-screen): one form for the single contact record. Default export: loaded lazily. */
export default function ContactDetailsPage() {
  const t = useMessages(contactMessages);
  const { data, loading, error } = useQuery(ContactDetailsQuery, { fetchPolicy: 'network-only' });
  // No record yet is not an error: the form then creates it (docs/rules/content.md#contact-save).
  const loadFailed = error !== undefined && !isNotFound(error);

  return (
    <Page title={t('page.title')}>
      {loadFailed && <Banner variant="error">{t('loadFailed')}</Banner>}
      <Card title={t('page.cardTitle')}>
        {loading && !data ? <Loading text={t('loading')} /> : <ContactDetailsForm record={data?.contactDetails ?? null} />}
      </Card>
    </Page>
  );
}
