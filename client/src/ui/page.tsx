import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.md};
`;

const StyledPageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** A screen with its title as the page's one h1. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <StyledPage>
      <StyledPageTitle>{title}</StyledPageTitle>
      {children}
    </StyledPage>
  );
}
