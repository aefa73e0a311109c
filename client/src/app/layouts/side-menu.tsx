import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { WelcomeGreeting } from '../../features/auth';
import { loginScreen } from '../../features/auth/screens';
import { roleOf } from '../../lib/authorization';
import { useMessages } from '../../lib/i18n/language-context';
import { useSession } from '../../lib/session-context';
import { useStaffAccess } from '../../lib/staff-access';
import { mediaBelow, onDarkSurface } from '../../theme';
import { menuMessages, shellMessages } from '../messages';
import { LanguageSwitch } from './language-switch';
import { currentMenuItem, menuFor } from './menu-items';

const StyledSideMenu = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: ${({ theme }) => theme.layout.topBarHeight}px;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.sideMenu};
  width: ${({ theme }) => theme.layout.sidePanelOffset}px;
  max-width: ${({ theme }) => theme.layout.sideMenuMaxWidth};
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.md} 0;
  color: ${({ theme }) => theme.colors.sideMenuText};
  background: ${({ theme }) => theme.colors.sideMenu};
  ${onDarkSurface}

  /* Collapsed below the breakpoint: off screen and out of the tab order until the toggle opens it. */
  ${({ theme }) => mediaBelow(theme.layout.sideMenuBreakpoint)} {
    transition: transform 0.2s ease-in-out, visibility 0.2s;
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  }
`;

const StyledWelcome = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg} ${theme.spacing.md}`};
  font-weight: 600;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.sideMenuActive};
`;

const StyledMenuList = styled.ul`
  margin: ${({ theme }) => theme.spacing.sm} 0;
  padding: 0;
  list-style: none;
`;

const menuEntry = `
  display: block;
  width: 100%;
  text-align: left;
  color: inherit;
  text-decoration: none;
  font: inherit;
  background: none;
  border: none;
  cursor: pointer;
`;

const StyledMenuLink = styled(NavLink)`
  ${menuEntry}
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};

  &.active, &:hover { background: ${({ theme }) => theme.colors.sideMenuActive}; }
`;

const StyledMenuButton = styled.button`
  ${menuEntry}
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};

  &:hover { background: ${({ theme }) => theme.colors.sideMenuActive}; }
`;

export interface SideMenuProps {
  id: string;
  open: boolean;
}

/** The authenticated layout's menu (docs/rules/screens.md#side-menu): greeting, the role's entries, and Logout. */
export function SideMenu({ id, open }: SideMenuProps) {
  const session = useSession();
  const navigate = useNavigate();
  const t = useMessages(shellMessages);
  const menu = useMessages(menuMessages);
  const signedIn = session.status === 'logged-in';
  const role = roleOf(session);
  const access = useStaffAccess({ skip: role !== 'admin' });
  const items = menuFor(role, access);
  const current = currentMenuItem(items, useLocation().pathname);

  const handleLogout = async () => {
    await session.logout();
    void navigate(loginScreen.path, { replace: true });
  };

  return (
    <StyledSideMenu id={id} $open={open} aria-label={t('sideMenu')}>
      {signedIn && (
        <StyledWelcome>
          <WelcomeGreeting email={session.email} />
        </StyledWelcome>
      )}
      <StyledMenuList>
        {items.map((item) => (
          <li key={item.to}>
            {/* Only the current entry is marked: an entry whose address another's lies under matches its own only. */}
            <StyledMenuLink to={item.to} end={current !== undefined && current !== item}>{menu(item.label)}</StyledMenuLink>
          </li>
        ))}
        {signedIn && (
          <li>
            <StyledMenuButton type="button" onClick={() => void handleLogout()}>{t('logout')}</StyledMenuButton>
          </li>
        )}
        <li><LanguageSwitch /></li>
      </StyledMenuList>
    </StyledSideMenu>
  );
}
