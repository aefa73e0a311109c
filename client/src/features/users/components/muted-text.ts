import styled from 'styled-components';

/** A quiet line in place of something not shown (no ID, no decisions, not the member's role). */
export const StyledMutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;
