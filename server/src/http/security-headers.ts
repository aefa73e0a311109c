import type { RequestHandler } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every answer. Pages run only the scripts the portal serves itself (the
 * built client has no inline script), talk only to this origin (GraphQL over HTTP and WebSocket), embed no
 * plugins (object-src 'none') and are never framed. Styles may be inline: styled-components and GraphiQL
 * inject <style> elements at run time. Pictures may be data: or blob: URLs (previews of a chosen photo, a
 * fetched valid ID). Frames may show only this origin's own answers: the administrator's preview of a
 * resident's PDF valid ID is an <iframe> of the file's link, since <object>/<embed> stay forbidden.
 */
const DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    // Cross-origin isolation would also block the PDF and picture downloads opened in a new tab.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * For one route whose answer the portal's own pages show in a frame (the private valid-ID file): the same
 * policy, except that pages of this origin may frame it (frame-ancestors 'self'; X-Frame-Options stays
 * SAMEORIGIN). Every other answer still refuses to be framed at all.
 */
export function frameableBySameOrigin(): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...DIRECTIVES, frameAncestors: ["'self'"] } });
}
