import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { onDarkSurface } from '../../theme';
import { SkipLink } from '../../ui';
import { BARE_LAYOUT_PATHS } from '../screens';
import { BrandLink } from './brand-link';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { menuMessages, shellMessages } from '../messages';
import { useMessages } from '../../lib/i18n/language-context';
import { MENUS } from './menu-items';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledTopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.layout.topBarHeight}px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  ${onDarkSurface}
`;

const StyledNavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** 48 px high: a thumb hits it on a phone (docs/architecture/languages.md#fast). */
const StyledNavLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  color: inherit;
  text-decoration: none;
  border-bottom: ${({ theme }) => theme.borderWidths.thick} solid transparent;

  &.active { border-bottom-color: ${({ theme }) => theme.colors.secondary}; }
`;

const StyledMain = styled.main`
  flex: 1;

  /* Focused only by the skip link, as the place the next Tab starts from: no ring around the page. */
  &:focus { outline: none; }
`;

const MAIN_ID = 'main';

/** The layout shown when no access token is stored; no footer on /login and /register (docs/rules/screens.md#layout-guest). */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const t = useMessages(shellMessages);
  const menu = useMessages(menuMessages);
  return (
    <StyledShell>
      <SkipLink targetId={MAIN_ID} />
      <StyledTopBar>
        <BrandLink />
        <nav aria-label={t('mainNavigation')}>
          <StyledNavList>
            {MENUS['guest-top-bar'].map((link) => (
              <li key={link.to}>
                <StyledNavLink to={link.to}>{menu(link.label)}</StyledNavLink>
              </li>
            ))}
            <li><LanguageSwitch /></li>
          </StyledNavList>
        </nav>
      </StyledTopBar>
      <StyledMain id={MAIN_ID} tabIndex={-1}>{children}</StyledMain>
      {!BARE_LAYOUT_PATHS.includes(pathname) && <Footer />}
    </StyledShell>
  );
}
