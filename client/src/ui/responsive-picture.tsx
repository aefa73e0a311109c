import type { ImgHTMLAttributes } from 'react';

/**
 * A public picture as the API gives it (ResponsivePicture in the schema): the stored picture, its size,
 * and its resized WebP copies as a srcset (docs/architecture.md#picture-variants). Size and copies are
 * missing for a picture whose copies are not made yet: it then shows as stored.
 */
export interface PictureSource {
  url: string;
  width?: number | null;
  height?: number | null;
  srcset?: string | null;
}

type ImgAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'decoding'>;

export interface ResponsivePictureProps extends ImgAttributes {
  picture: PictureSource;
  alt: string;
  /** How wide the picture shows, as an <img> `sizes` (`(min-width: 768px) 360px, 100vw`): the browser picks the copy from it. */
  sizes: string;
  /**
   * The page's largest picture, its largest paint (docs/rules/public-site.md#pictures): fetched at once and
   * before the others. Every other picture loads lazily, when it comes near the screen.
   */
  priority?: boolean;
}

/**
 * Every public picture of the site: an <img> with the picture's size (the browser keeps its place before it
 * arrives: no layout shift) and its copies, so a phone downloads the one it needs rather than the original.
 */
export function ResponsivePicture({ picture, alt, sizes, priority = false, ...rest }: ResponsivePictureProps) {
  const srcset = picture.srcset ?? undefined;
  return (
    <img
      {...rest}
      src={picture.url}
      srcSet={srcset}
      sizes={srcset ? sizes : undefined}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
