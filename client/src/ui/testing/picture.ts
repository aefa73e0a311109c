/**
 * The picture the API answers for a stored picture at `url` (ResponsivePicture): 800x500 with its 320 and
 * 640 px WebP copies; null without a URL, as for a record without a picture.
 */
export function pictureAt(url: string | null | undefined) {
  if (!url) return null;
  const stem = url.replace(/\.[a-z]+$/, '');
  return { __typename: 'ResponsivePicture' as const, url, width: 800, height: 500, srcset: `${stem}-320w.webp 320w, ${stem}-640w.webp 640w` };
}
