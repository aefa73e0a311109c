import styled from 'styled-components';
import { FactsList } from '../../../ui';
import { MISSING_VALUE, orMissing, telHref } from '../contact-display';

/*
 * Its own module, apart from the Contact Us card: the guest layout's footer shows it on every public page,
 * so what it imports is part of every guest's first download (hence contact-display, not contact-form).
 */

const StyledList = styled(FactsList)`
  dd { overflow-wrap: anywhere; }
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
      <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : MISSING_VALUE}</dd>
      <dt>Facebook Page</dt>
      <dd>{page ? <a href={page} target="_blank" rel="noopener noreferrer">{page}</a> : MISSING_VALUE}</dd>
      <dt>Email</dt>
      <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : MISSING_VALUE}</dd>
      <dt>Address</dt>
      <dd>{orMissing(details?.address)}</dd>
    </StyledList>
  );
}
