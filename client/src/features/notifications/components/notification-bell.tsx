import { useEffect, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { onLightSurface } from '../../../theme';
import { Loading } from '../../../ui';
import { useNotificationBell } from '../hooks/use-notification-bell';
import { notificationsMessages } from '../messages';
import { badgeText } from '../notification-cache';

const StyledBell = styled.div`
  position: relative;
  flex-shrink: 0;
  margin-left: auto;
`;

const StyledBellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.spacing.xs};
  color: inherit;
  font: inherit;
  background: none;
  border: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover, &[aria-expanded='true'] { border-color: currentColor; }
`;

const StyledBellIcon = styled.svg`
  width: ${({ theme }) => theme.fontSizes.xl};
  height: ${({ theme }) => theme.fontSizes.xl};
  fill: currentColor;
`;

const StyledBadge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: ${({ theme }) => theme.fontSizes.md};
  padding: 0 ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  line-height: 1.25;
  text-align: center;
  background: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.pill};
  transform: translate(35%, -25%);
`;

const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing.sm});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: min(${({ theme }) => theme.sizes.modalWidth}, calc(100vw - ${({ theme }) => theme.spacing.lg}));
  max-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight * 1.5}px);
  overflow-y: auto;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${onLightSurface}
`;

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const StyledPanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledLinkButton = styled.button`
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: none;
  border: none;
  text-decoration: underline;
  cursor: pointer;

  &:disabled { color: ${({ theme }) => theme.colors.mutedText}; text-decoration: none; cursor: default; }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $fresh: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};

  &:last-child { border-bottom: none; }

  ${({ theme, $fresh }) => $fresh && css`
    background: ${theme.colors.infoBackground};
    border-left: ${theme.borderWidths.accent} solid ${theme.colors.info};
  `}
`;

const StyledItemTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xxs};
  font-weight: 600;
`;

const StyledItemText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xxs};
`;

const StyledItemMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const StyledToastRegion = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.topBarHeight}px;
  right: ${({ theme }) => theme.spacing.md};
  z-index: ${({ theme }) => theme.zIndices.modal};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

const StyledToast = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoBackground};
  border-left: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

function BellIcon() {
  return (
    <StyledBellIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </StyledBellIcon>
  );
}

/** The resident's notification bell in the top bar: unread badge, the newest notifications, live arrivals. */
export function NotificationBell() {
  const t = useMessages(notificationsMessages);
  const bell = useNotificationBell();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { open, close } = bell;

  // An open panel closes on Escape and on a click elsewhere, like any menu.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, close]);

  return (
    <StyledBell ref={rootRef}>
      <StyledBellButton
        type="button"
        // The count in words: the badge alone is only a number.
        aria-label={t('bell.label', { count: bell.unreadCount })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={bell.toggle}
      >
        <BellIcon />
        {bell.unreadCount > 0 && (
          <StyledBadge aria-hidden="true" data-testid="notification-badge">{badgeText(bell.unreadCount)}</StyledBadge>
        )}
      </StyledBellButton>
      {open && (
        <StyledPanel id={panelId} role="dialog" aria-label={t('title')}>
          <StyledPanelHeader>
            <StyledPanelTitle>{t('title')}</StyledPanelTitle>
            <StyledLinkButton type="button" onClick={bell.markAllRead} disabled={bell.unreadCount === 0}>
              {t('markAllRead')}
            </StyledLinkButton>
          </StyledPanelHeader>
          <NotificationItems bell={bell} />
        </StyledPanel>
      )}
      <StyledToastRegion role="status">
        {bell.toast !== null && <StyledToast>{t('toast', { title: bell.toast })}</StyledToast>}
      </StyledToastRegion>
    </StyledBell>
  );
}

function NotificationItems({ bell }: { bell: ReturnType<typeof useNotificationBell> }) {
  const t = useMessages(notificationsMessages);
  const { dateTime } = useDateFormat();
  if (bell.loading) return <Loading text={t('loading')} />;
  if (bell.failed) return <StyledEmpty>{t('loadFailed')}</StyledEmpty>;
  const items = bell.items ?? [];
  if (items.length === 0) return <StyledEmpty>{t('empty')}</StyledEmpty>;
  return (
    <StyledList>
      {items.map((item) => {
        const fresh = !item.read || bell.freshIds.has(item.id);
        return (
          <StyledItem key={item.id} $fresh={fresh}>
            <StyledItemTitle>{item.title}</StyledItemTitle>
            <StyledItemText>{item.message}</StyledItemText>
            <StyledItemMeta>
              {fresh && <strong>{t('item.new')}</strong>}
              {item.referenceNumber && <span>{t('item.reference', { reference: item.referenceNumber })}</span>}
              <time dateTime={typeof item.createdAt === 'string' ? item.createdAt : undefined}>
                {dateTime(item.createdAt)}
              </time>
            </StyledItemMeta>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
