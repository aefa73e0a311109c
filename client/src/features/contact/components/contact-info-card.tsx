import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Banner, Card, Loading } from '../../../ui';
import { ContactDetailsQuery } from '../api/contact.graphql';
import { CONTACT_TEXTS, orMissing, telHref } from '../contact-form';
import { isNotFound } from '../../../lib/graphql-errors';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  margin: 0;

  dt { font-weight: 600; }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface ContactInfo {
  contactNumber: string;
  facebookPagee: string;
  email: string;
  address: string;
}

/** The contact card's content: phone (tel:), social page (new tab), e-mail (mailto:) and address; 'N/A' when missing. */
export function ContactInfoList({ details }: { details: ContactInfo | null }) {
  const phone = details?.contactNumber.trim();
  const page = details?.facebookPagee.trim();
  const email = details?.email.trim();
  return (
    <StyledList>
      <dt>Phone</dt>
      <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : CONTACT_TEXTS.missing}</dd>
      <dt>Facebook Page</dt>
      <dd>{page ? <a href={page} target="_blank" rel="noopener noreferrer">{page}</a> : CONTACT_TEXTS.missing}</dd>
      <dt>Email</dt>
      <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : CONTACT_TEXTS.missing}</dd>
      <dt>Address</dt>
      <dd>{orMissing(details?.address)}</dd>
    </StyledList>
  );
}

/**
 * The contact info card of the Contact Us pages. No record yet is no data (every value 'N/A'), not an error
 * (spec §8); a failed load says 'Failed to load contact info.'.
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
