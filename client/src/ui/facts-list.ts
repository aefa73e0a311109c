import styled from 'styled-components';

/**
 * Facts as term / value pairs in two columns: the terms, in bold, as wide as the longest; the values take the
 * rest. `$rowGap` is the space between the pairs (the regular 'sm', or 'xs' for a tighter list).
 */
export const FactsList = styled.dl<{ $rowGap?: 'xs' | 'sm' }>`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme, $rowGap = 'sm' }) => `${theme.spacing[$rowGap]} ${theme.spacing.md}`};
  margin: 0;

  dt { font-weight: 600; }
  dd { margin: 0; }
`;
