import { css } from 'styled-components';

/** Where a record has no photo: the photo's placeholder colour with a muted text (e.g. 'No Photo') in its middle. */
export const noPhotoStyles = css`
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.placeholder};
  color: ${({ theme }) => theme.colors.mutedText};
`;
