import styled, { css } from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { theme } from '../theme';
import { uiMessages } from './messages';
import { noPhotoStyles } from './no-photo';
import { type PictureSource, ResponsivePicture } from './responsive-picture';

/** The 100x100 square both the photo and its placeholder fill. */
const squareStyles = css`
  width: ${({ theme }) => theme.sizes.thumbnail};
  height: ${({ theme }) => theme.sizes.thumbnail};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledImage = styled(ResponsivePicture)`
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
  /** The picture (its URL, or with its size and resized copies); without one the 'No Photo' placeholder shows. */
  src?: string | PictureSource | null;
  /** What the picture shows, e.g. the project title. */
  alt: string;
  /** Placeholder text; the spec's 'No Photo' unless given. */
  placeholder?: string;
}

/** A 100x100 photo for table rows and official cards. */
export function Thumbnail({ src, alt, placeholder }: ThumbnailProps) {
  const t = useMessages(uiMessages);
  if (!src) return <StyledPlaceholder>{placeholder ?? t('noPhoto')}</StyledPlaceholder>;
  // Shown 100 px wide: the browser takes the 320 px copy (enough up to a 3x screen).
  return <StyledImage picture={typeof src === 'string' ? { url: src } : src} alt={alt} sizes={theme.sizes.thumbnail} />;
}
