import type { Router } from 'express';
import type { MigrationInterface } from 'typeorm';
import type { Policy } from '../identity/audience';
import type { DemoSeed } from '../db/seeds/seed-context';
import type { RestOptions } from '../rest/rest-options';
import type { ModuleInfrastructure } from './module-infrastructure';

/**
 * A module's resolver: a type-graphql class constructed once with its module's own services
 * (composition/schema.ts hands the instances to type-graphql as its container).
 */
export type ResolverClass<Own> = new (own: Own) => object;

/** A router of the REST compatibility layer, mounted under /api at `path` (docs/rules/rest-api.md#rest-paths). */
export interface RestMount<Own> {
  path: string;
  router: (own: Own, options: RestOptions) => Router;
  /**
   * Some of its routes read multipart bodies (after their role check). These mounts come first; every other
   * route, unknown addresses included, refuses a multipart body unread.
   */
  takesFiles?: boolean;
}

/** A class TypeORM maps to a table. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type for an entity class.
export type EntityClass = Function;

/** Hands a module the services of a module it declared in `uses`. */
export type UseModule = <Used extends object>(module: PortalModule<Used>) => Used;

/**
 * One domain, declared once (docs/architecture.md#add-a-module): composition/modules.ts lists the manifests in
 * order, and the composition builds the services, the schema, the REST router, the data source and the demo
 * seeds from that list alone.
 */
export interface PortalModule<Own extends object = object> {
  /** The folder under server/src/modules. */
  readonly name: string;
  /** The modules whose services this one's are built with; each is listed before it. */
  readonly uses?: readonly AnyPortalModule[];
  readonly entities?: readonly EntityClass[];
  /**
   * Migrations this module owns. The portal's first migrations stay in db/migrations (they change several
   * domains' tables at once); the composition runs both kinds in the order of their timestamps.
   */
  readonly migrations?: readonly (new () => MigrationInterface)[];
  /** Its services, keyed as the resolvers, the REST routers and the tests know them. */
  readonly services?: (infrastructure: ModuleInfrastructure, use: UseModule) => Own;
  readonly resolvers?: readonly ResolverClass<Own>[];
  /** In mount order within the module. */
  readonly rest?: readonly RestMount<Own>[];
  readonly seeds?: readonly DemoSeed[];
  /** Who may do what, per operation, by name (the policy test reads every module's). */
  readonly policies?: Readonly<Record<string, Policy>>;
  /** The notification kinds it writes notices for (docs/architecture.md#notices); each kind has one owner. */
  readonly notices?: readonly string[];
}

/**
 * A manifest of any module, as lists of them hold. `Own` is a parameter type of the resolvers and routers, so a
 * PortalModule<X> is no PortalModule<object>: the list forgets it on purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above.
export type AnyPortalModule = PortalModule<any>;

/** Its doors: the resolvers and REST routers, made with the module's own services. */
export type ModuleDoors<Own extends object> = Pick<PortalModule<Own>, 'resolvers' | 'rest'>;

/**
 * Declares a module in two steps, `portalModule({ name, services, … }).withDoors({ resolvers, rest })`, so that its
 * services alone decide the type its resolvers and routers are constructed with (and each is checked against it).
 */
export function portalModule<Own extends object>(declaration: Omit<PortalModule<Own>, keyof ModuleDoors<Own>>) {
  return { withDoors: (doors: ModuleDoors<Own>): PortalModule<Own> => ({ ...declaration, ...doors }) };
}
