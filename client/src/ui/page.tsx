import { useId, type ReactNode } from 'react';
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

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface PageSectionProps {
  /** The section's h2 and its name. */
  title: string;
  /** false leaves the heading out (the section is still named by the title), e.g. when it only holds an error. */
  showTitle?: boolean;
  children?: ReactNode;
}

/** A titled region of a screen, under its h1 (e.g. the Contact Us page's Featured Announcements and Barangay Officials). */
export function PageSection({ title, showTitle = true, children }: PageSectionProps) {
  const headingId = useId();
  return showTitle ? (
    <StyledSection aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </StyledSection>
  ) : (
    <StyledSection aria-label={title}>{children}</StyledSection>
  );
}
