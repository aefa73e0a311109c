import styled from 'styled-components';
import { cardStyles } from '../../../ui';

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
  ${cardStyles}
  padding: ${({ theme }) => theme.spacing.lg};
`;

/** A paragraph of explanation inside an auth form (the two-factor steps). */
export const StyledAuthText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;
