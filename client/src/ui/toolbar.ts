import styled from 'styled-components';

/** The bar above a list: its heading or search on one side, its main action (Add …) on the other. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A row's actions (Edit, Delete, Review …), wrapping on narrow screens. */
export const ActionGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** A table cell of free text: long words wrap instead of widening the table. */
export const TextCell = styled.span`
  overflow-wrap: anywhere;
`;
