import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useMessages } from '../../lib/i18n/language-context';
import { useSession } from '../../lib/session-context';
import { mediaBelow, mediaUp, onDarkSurface } from '../../theme';
import { SkipLink, VisuallyHidden } from '../../ui';
import { BARE_LAYOUT_PATHS } from '../screens';
import { shellMessages } from '../messages';
import { BrandLink } from './brand-link';
import { SideMenu } from './side-menu';

/** Residents only (and never guests): loaded with the first resident page, not with the home page. */
const NotificationBell = lazy(
  () => import('../../features/notifications').then((bell) => ({ default: bell.NotificationBell })),
);

const SIDE_MENU_ID = 'side-menu';
const MAIN_ID = 'main';

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
  ${onDarkSurface}

  /* A 375 px phone holds the toggle, the brand and the bell side by side only with the narrower gaps. */
  ${({ theme }) => mediaBelow(theme.layout.sideMenuBreakpoint)} {
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

/** An icon, so opening the menu ('Close menu' is longer than 'Menu') never pushes the brand or the bell aside. */
const StyledMenuToggle = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  padding: ${({ theme }) => theme.spacing.xs};
  color: inherit;
  font: inherit;
  background: none;
  border: ${({ theme }) => theme.borderWidths.thin} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  ${({ theme }) => mediaUp(theme.layout.sideMenuBreakpoint)} {
    display: none;
  }
`;

const StyledMenuIcon = styled.svg`
  width: ${({ theme }) => theme.fontSizes.xl};
  height: ${({ theme }) => theme.fontSizes.xl};
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
`;

/** Three bars for Menu, a cross for Close menu. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <StyledMenuIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={open ? 'M6 6 L18 18 M18 6 L6 18' : 'M4 7 H20 M4 12 H20 M4 17 H20'} />
    </StyledMenuIcon>
  );
}

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

  /* Focused only by the skip link, as the place the next Tab starts from: no ring around the page. */
  &:focus { outline: none; }
`;

/**
 * The signed-in layout, a top bar and a side menu that collapses behind a toggle below 768 px (docs/rules/screens.md#layout-signed-in).
 * Both are hidden on /login and /register. Residents get the notification bell at the top bar's end.
 */
export function AuthenticatedLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const theme = useTheme();
  const { status, isResident } = useSession();
  const t = useMessages(shellMessages);

  // A chosen menu entry should reveal its page, not leave the menu covering it on a phone.
  useEffect(() => setMenuOpen(false), [pathname]);

  // The opened menu covers the page on a phone: Escape, pressed on the toggle or inside the menu, closes
  // it and leaves the focus on the toggle (not on an entry that is about to be hidden).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const active = document.activeElement;
      if (active !== toggleRef.current && !document.getElementById(SIDE_MENU_ID)?.contains(active)) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // From the breakpoint up the menu is always shown and the toggle hidden: an opened menu is over then,
  // or the page would stay inert behind a menu that no longer covers it.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(`(min-width: ${theme.layout.sideMenuBreakpoint}px)`);
    const close = () => {
      if (wide.matches) setMenuOpen(false);
    };
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [menuOpen, theme.layout.sideMenuBreakpoint]);

  if (BARE_LAYOUT_PATHS.includes(pathname)) return <main id={MAIN_ID}>{children}</main>;

  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <StyledTopBar>
        <StyledMenuToggle
          ref={toggleRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
          <VisuallyHidden>{menuOpen ? t('closeMenu') : t('openMenu')}</VisuallyHidden>
        </StyledMenuToggle>
        <BrandLink />
        {status === 'logged-in' && isResident && <Suspense fallback={null}><NotificationBell /></Suspense>}
      </StyledTopBar>
      <SideMenu id={SIDE_MENU_ID} open={menuOpen} />
      {menuOpen && <StyledOverlay aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      {/* Covered by the opened menu on a phone: out of the tab order and the accessibility tree meanwhile. */}
      <StyledMain id={MAIN_ID} tabIndex={-1} inert={menuOpen}>{children}</StyledMain>
    </>
  );
}
