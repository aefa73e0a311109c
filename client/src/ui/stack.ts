import styled from 'styled-components';

/** Blocks one under the other at the regular gap, each only as wide as it needs (texts, buttons, a form). */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: start;
`;
