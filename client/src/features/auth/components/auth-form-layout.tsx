import styled from 'styled-components';

/** The narrow centred column the login and register forms share. */
export const StyledAuthColumn = styled.div`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
`;

export const StyledAuthTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

export const StyledAuthFooter = styled.p`
  margin: ${({ theme }) => theme.spacing.lg} 0 0;
  text-align: center;
`;

export const StyledAuthForm = styled.form`
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.spacing.lg};
`;

/** A paragraph of explanation inside an auth form (the two-factor steps). */
export const StyledAuthText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;
