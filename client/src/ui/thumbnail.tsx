import styled, { css } from 'styled-components';
import { noPhotoStyles } from './no-photo';

/** The 100x100 square both the photo and its placeholder fill. */
const squareStyles = css`
  width: ${({ theme }) => theme.sizes.thumbnail};
  height: ${({ theme }) => theme.sizes.thumbnail};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledImage = styled.img`
  display: block;
  ${squareStyles}
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledPlaceholder = styled.div`
  ${noPhotoStyles}
  ${squareStyles}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export interface ThumbnailProps {
  /** Image URL; without one the 'No Photo' placeholder shows. */
  src?: string | null;
  /** What the picture shows, e.g. the project title. */
  alt: string;
  /** Placeholder text (spec: 'No Photo'). */
  placeholder?: string;
}

/** A 100x100 photo for table rows and official cards. */
export function Thumbnail({ src, alt, placeholder = 'No Photo' }: ThumbnailProps) {
  if (!src) return <StyledPlaceholder>{placeholder}</StyledPlaceholder>;
  return <StyledImage src={src} alt={alt} loading="lazy" />;
}
