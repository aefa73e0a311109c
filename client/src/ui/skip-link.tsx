import type { MouseEvent } from 'react';
import { useMessages } from '../lib/i18n/language-context';
import { uiMessages } from './messages';
import styled from 'styled-components';
import { onDarkSurface } from '../theme';

export interface SkipLinkProps {
  /** id of the page's <main>; it needs tabIndex={-1} so it can take the focus. */
  targetId: string;
  label?: string;
}

/** Off screen until it has the focus; then a visible button-like link at the top left, over the top bar. */
const StyledSkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.spacing.sm};
  left: ${({ theme }) => theme.spacing.sm};
  z-index: ${({ theme }) => theme.zIndices.skipLink};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-weight: 600;
  transform: translateY(calc(-100% - ${({ theme }) => theme.spacing.lg}));
  /* Its ring is drawn on the top bar behind it. */
  ${onDarkSurface}

  &:focus { transform: none; }
`;

/**
 * 'Skip to main content' (WCAG 2.4.1): the first focus stop of a layout, so a keyboard user reaches the
 * page's own controls without tabbing through the top bar and the side menu on every page. It moves the
 * focus itself instead of following the #hash, so the address stays as it is.
 */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  const t = useMessages(uiMessages);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return <StyledSkipLink href={`#${targetId}`} onClick={skip}>{label ?? t('skipToContent')}</StyledSkipLink>;
}
