import styled from 'styled-components';

/** Fields side by side as the width allows, one per row on a phone (profile and password forms). */
export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.galleryCardMinWidth}, 1fr));
  column-gap: ${({ theme }) => theme.spacing.md};
`;

/** A small muted line explaining the fields below it. */
export const StyledFieldNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
