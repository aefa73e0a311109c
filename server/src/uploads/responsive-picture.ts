import { Field, Int, ObjectType } from 'type-graphql';
import { type PictureSizes, srcsetOf } from './picture-variants';
import { mediaUrl } from './public-url';

/** Where public pictures are served (app.ts); their copies sit beside them. */
const MEDIA_PATH = '/media/';

/**
 * A public picture as a page shows it (docs/architecture.md#picture-variants): the stored picture as the
 * fallback, its size so the page reserves its place before it loads, and its resized WebP copies for `srcset`.
 */
@ObjectType({ description: 'A public picture with its size and its resized copies, for an <img> with srcset.' })
export class ResponsivePicture {
  @Field({ description: 'Path of the picture under /media/ as stored (re-encoded, full size): the fallback src.' })
  url: string;

  @Field(() => Int, { nullable: true, description: 'Width of the picture in pixels, upright; empty until its copies are made.' })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'Height of the picture in pixels, upright; empty until its copies are made.' })
  height: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The resized WebP copies as an <img> srcset ("/media/….webp 320w, …"), never wider than the picture; empty when there are none.',
  })
  srcset: string | null;
}

/** The picture stored under `key` with what is known of its sizes; null when the record has no picture. */
export function responsivePicture(key: string | null, sizes: PictureSizes | null): ResponsivePicture | null {
  const url = mediaUrl('', key);
  if (!key || !url) return null;
  return Object.assign(new ResponsivePicture(), {
    url,
    width: sizes?.width ?? null,
    height: sizes?.height ?? null,
    srcset: sizes ? srcsetOf(MEDIA_PATH, key, sizes) : null,
  });
}
