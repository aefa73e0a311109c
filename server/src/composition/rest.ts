import express, { Router } from 'express';
import { type RequestContextSources, requestContexts } from '../http/caller';
import type { RestOptions } from '../rest/rest-options';
import { refuseMultipart } from '../uploads/rest-multipart';
import { PORTAL_MODULES } from './modules';
import type { AnyPortalModule } from '../portal-module/portal-module';
import type { BuiltServices } from './services';

/** The manifests as a list of any module (each keeps its own services' type in modules.ts). */
const MODULES: readonly AnyPortalModule[] = PORTAL_MODULES;

/** The REST compatibility layer: the REST paths (docs/rules/rest-api.md#rest-paths) under /api, each module's routers mounted from its manifest. */
export function createRestRouter(built: BuiltServices, sources: RequestContextSources, options: RestOptions): Router {
  const router = Router();
  // Only JSON is read here: a multipart body is read by the route that takes it, once it has admitted the caller.
  router.use(express.json({ limit: '1mb' }));
  router.use(requestContexts(sources, options.publicUrl));
  const mounts = MODULES.flatMap((module) => (module.rest ?? []).map((mount) => ({ ...mount, own: built.ownOf(module) })));
  // The routers with routes that take files first. Each reads multipart bodies on those routes only (restForm,
  // after the route's role check) and refuses them on its other routes (refuseMultipart).
  for (const mount of mounts.filter(({ takesFiles }) => takesFiles)) router.use(mount.path, mount.router(mount.own as never, options));
  // No route below takes files, unknown addresses included: a multipart body is refused unread.
  router.use(refuseMultipart());
  for (const mount of mounts.filter(({ takesFiles }) => !takesFiles)) router.use(mount.path, mount.router(mount.own as never, options));
  router.use((_req, res) => {
    res.status(404).json({ detail: 'Not found.' });
  });
  return router;
}
