import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContactSummary } from '../../features/contact';
import { privacyNoticeScreen } from '../../features/privacy/screens';
import { useMessages } from '../../lib/i18n/language-context';
import { onDarkSurface } from '../../theme';
import { TextWithLink } from '../../ui';
import { menuMessages, shellMessages } from '../messages';
import { contactUsScreen } from '../pages/screens';

const StyledFooter = styled.footer`
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.sideMenuText};
  background: ${({ theme }) => theme.colors.sideMenu};
  text-align: center;
  ${onDarkSurface}

  a { color: inherit; }
`;

const StyledFooterTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The contact list stays a centred block whose own lines read left to right. */
const StyledFooterContact = styled.div`
  display: flex;
  justify-content: center;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  text-align: left;
`;

const StyledFooterText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
`;

/**
 * Contact information from the contact record, the link to the privacy notice and the copyright line with the current year
 * (docs/rules/public-site.md#footer).
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const t = useMessages(shellMessages);
  const menu = useMessages(menuMessages);
  return (
    <StyledFooter>
      <StyledFooterTitle>{t('footer.contactTitle')}</StyledFooterTitle>
      <StyledFooterContact>
        <ContactSummary
          fallback={(
            <StyledFooterText>
              <TextWithLink text={(link) => t('footer.reachUs', { link })} link={<Link to={contactUsScreen.path}>{menu('contactUs')}</Link>} />
            </StyledFooterText>
          )}
        />
      </StyledFooterContact>
      <StyledFooterText>
        <TextWithLink text={(link) => t('footer.privacy', { link })} link={<Link to={privacyNoticeScreen.path}>{menu('privacyNotice')}</Link>} />
      </StyledFooterText>
      <StyledFooterText>{t('footer.copyright', { year: String(year) })}</StyledFooterText>
    </StyledFooter>
  );
}
