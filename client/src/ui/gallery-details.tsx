import styled from 'styled-components';

/*
 * The body of a gallery card's details modal (docs/rules/public-site.md#project-details-modal): the photo at
 * full width, then the facts as a term / value grid. The projects' and the events' modals share them.
 */

export const GalleryDetailsPhoto = styled.img`
  display: block;
  width: 100%;
  max-height: ${({ theme }) => theme.sizes.carouselHeight};
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

export const GalleryDetailsFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;

  dt { font-weight: 600; }
  dd { margin: 0; }
`;
