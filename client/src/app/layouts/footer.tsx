import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContactSummary } from '../../features/contact';
import { privacyNoticeScreen } from '../../features/privacy/screens';
import { onDarkSurface } from '../../theme';
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
  return (
    <StyledFooter>
      <StyledFooterTitle>Contact Information</StyledFooterTitle>
      <StyledFooterContact>
        <ContactSummary
          fallback={(
            <StyledFooterText>
              Reach the barangay hall by phone, e-mail or in person: see <Link to={contactUsScreen.path}>Contact Us</Link>.
            </StyledFooterText>
          )}
        />
      </StyledFooterContact>
      <StyledFooterText>
        <Link to={privacyNoticeScreen.path}>Privacy Notice</Link>: what the portal keeps about you and your rights under the Data Privacy Act.
      </StyledFooterText>
      <StyledFooterText>&copy; {year} Barangay Portal. All rights reserved.</StyledFooterText>
    </StyledFooter>
  );
}
