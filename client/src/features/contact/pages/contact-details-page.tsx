import { useQuery } from '@apollo/client/react';
import { Banner, Card, Loading, Page } from '../../../ui';
import { ContactDetailsQuery } from '../api/contact.graphql';
import { ContactDetailsForm } from '../components/contact-details-form';
import { CONTACT_TEXTS } from '../contact-form';
import { isNotFound } from '../../../lib/graphql-errors';

/** Contact Details (docs/rules/content.md#contact-details-screen): one form for the single contact record. Default export: loaded lazily. */
export default function ContactDetailsPage() {
  const { data, loading, error } = useQuery(ContactDetailsQuery, { fetchPolicy: 'network-only' });
  // No record yet is not an error: the form then creates it (docs/rules/content.md#contact-save).
  const loadFailed = error !== undefined && !isNotFound(error);

  return (
    <Page title="Contact Details">
      {loadFailed && <Banner variant="error">{CONTACT_TEXTS.loadFailed}</Banner>}
      <Card title="Barangay Contact Information">
        {loading && !data ? <Loading text="Loading contact info..." /> : <ContactDetailsForm record={data?.contactDetails ?? null} />}
      </Card>
    </Page>
  );
}
