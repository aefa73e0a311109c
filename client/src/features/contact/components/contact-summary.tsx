import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ContactDetailsQuery } from '../api/contact.graphql';
import { ContactInfoList } from './contact-info-list';

/**
 * The contact record where the guest pages' footer shows it (docs/rules/public-site.md#footer): the Contact Us card's query and list,
 * so both read one cached answer. Until an administrator saves the record, or when it cannot be loaded,
 * `fallback` stands in: a footer shows no errors or 'N/A' rows of its own. Nothing while loading, so the
 * fallback does not flash before the record.
 */
export function ContactSummary({ fallback }: { fallback: ReactNode }) {
  const { data, loading } = useQuery(ContactDetailsQuery);
  if (loading && !data) return null;
  const details = data?.contactDetails;
  return details ? <ContactInfoList details={details} /> : fallback;
}
