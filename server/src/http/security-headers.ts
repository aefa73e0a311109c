import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every answer. The Content-Security-Policy lets pages run only the scripts the portal
 * serves itself (the built client has no inline script), talk only to this origin (GraphQL over HTTP and
 * WebSocket), and never be framed. Styles may be inline: styled-components and GraphiQL inject <style>
 * elements at run time. Pictures may be data: or blob: URLs (previews of a chosen photo, a fetched valid ID).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Cross-origin isolation would also block the PDF and picture downloads opened in a new tab.
    crossOriginEmbedderPolicy: false,
  });
}
