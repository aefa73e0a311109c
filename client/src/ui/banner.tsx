import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BannerVariant = 'success' | 'error' | 'info' | 'warning';

const PALETTE: Record<BannerVariant, (theme: DefaultTheme) => { text: string; background: string }> = {
  success: ({ colors }) => ({ text: colors.success, background: colors.successBackground }),
  error: ({ colors }) => ({ text: colors.danger, background: colors.dangerBackground }),
  info: ({ colors }) => ({ text: colors.info, background: colors.infoBackground }),
  warning: ({ colors }) => ({ text: colors.warning, background: colors.warningBackground }),
};

const StyledBanner = styled.div<{ $variant: BannerVariant }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border-left: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme, $variant }) => PALETTE[$variant](theme).text};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $variant }) => PALETTE[$variant](theme).text};
  background: ${({ theme, $variant }) => PALETTE[$variant](theme).background};
`;

/** How long success banners stay (docs/rules/common.md#banner-timing): projects 5 s; events, announcements, contact details and the rest 4 s. */
export const BANNER_DISMISS_MS = { projects: 5000, default: 4000 } as const;

export interface BannerProps {
  variant: BannerVariant;
  children: ReactNode;
  /**
   * Hides the banner this many ms after it appears or its message changes (success banners, see
   * BANNER_DISMISS_MS), then calls `onDismiss`: clear the message there, so the same text can show again.
   */
  autoDismissMs?: number;
  onDismiss?: () => void;
}

/** A message above a form or list. Errors are announced at once (alert); the rest politely (status). */
export function Banner({ variant, children, autoDismissMs, onDismiss }: BannerProps) {
  // The countdown restarts when the message text changes; a non-text message counts as one message.
  const messageKey = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  const [shownKey, setShownKey] = useState(messageKey);
  const [dismissed, setDismissed] = useState(false);
  if (shownKey !== messageKey) {
    setShownKey(messageKey);
    setDismissed(false);
  }
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (autoDismissMs === undefined || autoDismissMs <= 0) return undefined;
    const timer = setTimeout(() => {
      setDismissed(true);
      onDismissRef.current?.();
    }, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs, messageKey]);

  if (dismissed && autoDismissMs !== undefined) return null;
  return (
    <StyledBanner role={variant === 'error' ? 'alert' : 'status'} $variant={variant}>
      {children}
    </StyledBanner>
  );
}
