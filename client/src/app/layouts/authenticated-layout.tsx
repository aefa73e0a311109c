import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { bareLayoutPaths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useSession } from '../../lib/session-context';
import { mediaUp } from '../../theme';
import { BrandLink } from './brand-link';
import { SideMenu } from './side-menu';

const SIDE_MENU_ID = 'side-menu';

const StyledTopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  height: ${({ theme }) => theme.layout.topBarHeight}px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
`;

const StyledMenuToggle = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  color: inherit;
  font: inherit;
  background: none;
  border: ${({ theme }) => theme.borderWidths.thin} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: nowrap;
  cursor: pointer;

  ${({ theme }) => mediaUp(theme.layout.sideMenuBreakpoint)} {
    display: none;
  }
`;

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => mediaUp(theme.layout.sideMenuBreakpoint)} {
    display: none;
  }
`;

const StyledMain = styled.main`
  ${({ theme }) => mediaUp(theme.layout.sideMenuBreakpoint)} {
    margin-left: ${({ theme }) => theme.layout.sidePanelOffset}px;
  }
`;

/**
 * Spec §2: the signed-in layout, a top bar and a side menu that collapses behind a toggle below 768 px.
 * Both are hidden on /login and /register. Residents get the notification bell at the top bar's end.
 */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { status, isResident } = useSession();

  // A chosen menu entry should reveal its page, not leave the menu covering it on a phone.
  useEffect(() => setMenuOpen(false), [pathname]);

  if (bareLayoutPaths.includes(pathname)) return <main id="main">{children}</main>;

  return (
    <>
      <StyledTopBar>
        <StyledMenuToggle
          type="button"
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </StyledMenuToggle>
        <BrandLink />
        {status === 'logged-in' && isResident && <NotificationBell />}
      </StyledTopBar>
      <SideMenu id={SIDE_MENU_ID} open={menuOpen} />
      {menuOpen && <StyledOverlay aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <StyledMain id="main">{children}</StyledMain>
    </>
  );
}
