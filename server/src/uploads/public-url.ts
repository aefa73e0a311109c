import type { Request } from 'express';

/**
 * The origin to put in front of /media/ URLs in REST answers (spec: image fields are absolute URLs):
 * PUBLIC_URL when configured, else the origin the request came to.
 */
export function requestOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl ?? `${req.protocol}://${req.get('host')}`;
}

export function mediaUrl(origin: string, key: string | null): string | null {
  return key ? `${origin}/media/${key}` : null;
}
