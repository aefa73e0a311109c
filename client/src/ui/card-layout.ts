import styled from 'styled-components';

/** The quiet paragraph under a card's or a screen's title that says what it is for. */
export const CardIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** A card's parts (a list, a form, a status) one under the other, each as wide as the card. */
export const CardParts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;
