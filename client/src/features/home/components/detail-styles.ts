import styled from 'styled-components';

/** The photo and facts of the home page's detail modals. */
export const StyledDetailPhoto = styled.img`
  display: block;
  width: 100%;
  max-height: ${({ theme }) => theme.sizes.carouselHeight};
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

export const StyledDetailFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt { font-weight: 600; }
  dd { margin: 0; }
`;

export const StyledDetailText = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  white-space: pre-line;
`;
