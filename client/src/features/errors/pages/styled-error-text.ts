import styled from 'styled-components';

export const StyledErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.mutedText};
`;
