import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { StatusTone } from '../theme';

export type StatusBadgeAppearance = 'pill' | 'text';

export interface StatusBadgeProps {
  /** Colour of the status; get it from projectStatusTone, eventStatusTone, requestStatusTone or verificationBadge. */
  tone: StatusTone;
  /** The visible status text, e.g. 'Ongoing', 'For Pickup', 'Verified'. Colour never carries the meaning alone. */
  children: ReactNode;
  /** 'pill' (default): tinted rounded badge. 'text': coloured bold text (gallery cards, carousel). */
  appearance?: StatusBadgeAppearance;
  /** Shows a round icon in the tone's vivid colour before the text (request status icons). */
  icon?: boolean;
}

const StyledBadge = styled.span<{ $tone: StatusTone; $appearance: StatusBadgeAppearance }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-weight: 600;
  color: ${({ theme, $tone }) => theme.statusColors[$tone].text};
  white-space: nowrap;

  ${({ theme, $tone, $appearance }) => $appearance === 'pill' && css`
    padding: ${theme.spacing.xxs} ${theme.spacing.sm};
    border-radius: ${theme.radii.pill};
    background: ${theme.statusColors[$tone].background};
    font-size: ${theme.fontSizes.sm};
  `}
`;

const StyledDot = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  flex: none;
  width: ${({ theme }) => theme.sizes.statusDot};
  height: ${({ theme }) => theme.sizes.statusDot};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.statusColors[$tone].solid};
`;

/** A coloured status label. */
export function StatusBadge({ tone, children, appearance = 'pill', icon = false }: StatusBadgeProps) {
  return (
    <StyledBadge $tone={tone} $appearance={appearance} data-tone={tone}>
      {icon && <StyledDot aria-hidden="true" $tone={tone} />}
      {children}
    </StyledBadge>
  );
}
