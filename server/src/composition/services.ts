import type { SessionRegistry } from '../identity/session-registry';
import type { RequestContextSources } from '../http/caller';
import type { AnyPortalModule, PortalModule } from '../portal-module/portal-module';
import { createIdentity, type ServiceDeps } from './infrastructure';
import { PORTAL_MODULES } from './modules';

type OwnOf<M> = M extends PortalModule<infer Own> ? Own : never;
type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;

/**
 * Every module's services under their names, one instance each: what app.ts starts and stops, and what tests
 * reach for (`portal.services.<name>`). No module sees this: each is handed only what its manifest asks for.
 */
export type Services = Intersection<OwnOf<(typeof PORTAL_MODULES)[number]>> & {
  /** Which sign-ins are alive; the subscription server closes the sockets of those that end. */
  sessions: SessionRegistry;
};

/** The services built, and each module's own, which its resolvers and REST routers are made with. */
export interface BuiltServices {
  services: Services;
  ownOf(module: AnyPortalModule): object;
}

/** Builds each module's services in the order of PORTAL_MODULES, handing each only the modules it declared in `uses`. */
export function createServices(deps: ServiceDeps, modules: readonly AnyPortalModule[] = PORTAL_MODULES): BuiltServices {
  const infrastructure = { ...deps, identity: createIdentity(deps) };
  const built = new Map<AnyPortalModule, object>();
  const services: Record<string, unknown> = { sessions: infrastructure.identity.sessions };
  for (const module of modules) {
    const use = <Used extends object>(used: PortalModule<Used>): Used => {
      if (!(module.uses ?? []).includes(used)) throw new Error(`Module ${module.name} uses ${used.name} without declaring it in \`uses\``);
      const own = built.get(used);
      if (!own) throw new Error(`Module ${module.name} uses ${used.name}, which is not listed before it`);
      return own as Used;
    };
    const own: object = module.services?.(infrastructure, use) ?? {};
    built.set(module, own);
    for (const [name, service] of Object.entries(own)) {
      // A module may hand on a service it uses (the same instance), never a second one under a taken name.
      if (name in services && services[name] !== service) throw new Error(`Two modules provide a service named ${name}`);
      services[name] = service;
    }
  }
  return {
    services: services as Services,
    ownOf: (module) => {
      const own = built.get(module);
      if (!own) throw new Error(`Module ${module.name} is not built`);
      return own;
    },
  };
}

/** Who a token proves and which barangay a host serves: the sign-in and barangays modules' answers. */
export function requestContextSources(services: Services): RequestContextSources {
  return {
    authenticate: (accessToken) => services.auth.authenticate(accessToken),
    servedAt: (host) => services.barangays.servedAt(host),
    addressOf: (barangayId) => services.barangays.addressOf(barangayId),
  };
}
