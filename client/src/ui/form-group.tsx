import styled from 'styled-components';

/** A bordered group of a form's fields under a legend (a document type's fields, a role's permissions). */
export const FormGroup = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const FormGroupLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  font-weight: 600;
`;
