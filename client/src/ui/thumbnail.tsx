import styled from 'styled-components';

const StyledImage = styled.img`
  display: block;
  width: ${({ theme }) => theme.sizes.thumbnail};
  height: ${({ theme }) => theme.sizes.thumbnail};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.thumbnail};
  height: ${({ theme }) => theme.sizes.thumbnail};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
  color: ${({ theme }) => theme.colors.mutedText};
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
