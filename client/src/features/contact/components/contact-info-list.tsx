import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { FactsList } from '../../../ui';
import { orMissing, telHref } from '../contact-display';
import { contactMessages } from '../messages';

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
  const t = useMessages(contactMessages);
  const phone = details?.contactNumber.trim();
  const page = details?.facebookPagee.trim();
  const email = details?.email.trim();
  return (
    <StyledList>
      <dt>{t('phone')}</dt>
      <dd>{phone ? <a href={telHref(phone)}>{phone}</a> : t('missing')}</dd>
      <dt>{t('facebookPage')}</dt>
      <dd>{page ? <a href={page} target="_blank" rel="noopener noreferrer">{page}</a> : t('missing')}</dd>
      <dt>{t('email')}</dt>
      <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : t('missing')}</dd>
      <dt>{t('address')}</dt>
      <dd>{orMissing(t, details?.address)}</dd>
    </StyledList>
  );
}
