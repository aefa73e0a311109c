import styled from 'styled-components';

/** The label/value list of a request's dialogs (the summary, the field values, the certificate). */
export const StyledSummaryList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt { color: ${({ theme }) => theme.colors.mutedText}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

/** The heading of a part of a request's dialog (Field Values, Status History, Certificate). */
export const StyledSummaryHeading = styled.h3`
  margin: ${({ theme }) => theme.spacing.md} 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
