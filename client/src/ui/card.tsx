import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A card's frame: the surface, a thin border, rounded corners and the card shadow. */
export const cardStyles = css`
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A card with the accent border on its left (the featured announcement, the dashboard's figures). */
export const accentCardStyles = css`
  ${cardStyles}
  border-left: ${({ theme }) => theme.borderWidths.accent} solid ${({ theme }) => theme.colors.primary};
`;

const StyledCard = styled.section`
  ${cardStyles}
  padding: ${({ theme }) => theme.spacing.lg};
`;

const StyledCardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export interface CardProps {
  title?: string;
  /** Heading level of the title, so headings stay in order wherever the card is placed. */
  titleAs?: 'h2' | 'h3';
  children: ReactNode;
}

export function Card({ title, titleAs = 'h2', children }: CardProps) {
  return (
    <StyledCard>
      {title && <StyledCardTitle as={titleAs}>{title}</StyledCardTitle>}
      {children}
    </StyledCard>
  );
}
