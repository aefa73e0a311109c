import styled from 'styled-components';

const StyledLoading = styled.p`
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;

export function Loading({ text = 'Loading...' }: { text?: string }) {
  return <StyledLoading role="status">{text}</StyledLoading>;
}
