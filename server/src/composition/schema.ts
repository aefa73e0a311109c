import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType, getMetadataStorage, type PubSub } from 'type-graphql';
import { authChecker } from '../graphql/auth-checker';
import { ErrorExtensions } from '../graphql/error-extensions';
import type { BuiltServices } from './services';
import { PORTAL_MODULES } from './modules';
import type { AnyPortalModule } from '../portal-module/portal-module';

/** The manifests as a list of any module (each keeps its own services' type in modules.ts). */
const MODULES: readonly AnyPortalModule[] = PORTAL_MODULES;

/** Every module's resolver classes. */
export const resolvers = MODULES.flatMap((module) => module.resolvers ?? []);

/**
 * type-graphql's container: each resolver constructed once with its module's own services. Without services
 * (the schema written to schema.graphql, tests of its shape) a resolver that is called throws.
 */
function resolverContainer(built: BuiltServices | undefined): ContainerType {
  const instances = new Map<Function, object>();
  for (const module of MODULES) {
    for (const Resolver of module.resolvers ?? []) {
      if (built) instances.set(Resolver, new Resolver(built.ownOf(module) as never));
    }
  }
  return {
    get(Resolver: Function) {
      const instance = instances.get(Resolver);
      if (!instance) throw new Error(`${Resolver.name} has no instance: the schema was built without services`);
      return instance;
    },
  };
}

type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];

/**
 * The object types' plain `@Field` properties and getters, read by GraphQL's own default resolver: without
 * this type-graphql wraps each in a resolver of its own (a middleware chain, empty here) that runs for every
 * field of every row (docs/architecture.md#api-benchmark). A field renamed in the schema keeps its wrapper.
 */
function plainFieldsRead(): FieldMetadata[] {
  const plain = getMetadataStorage().fields.filter((field) => field.simple === undefined && field.schemaName === field.name);
  for (const field of plain) field.simple = true;
  return plain;
}

/** A field read as a plain property skips type-graphql's middlewares and role checks: none may have any. */
function assertUnguarded(fields: FieldMetadata[]): void {
  // `@Authorized()` without roles (any signed-in caller) leaves an empty list: a list at all means a check.
  const guarded = fields.filter((field) => field.roles !== undefined || (field.middlewares?.length ?? 0) > 0);
  if (guarded.length > 0) {
    throw new Error(`Fields with @Authorized or middlewares need \`simple: false\`: ${guarded.map((field) => `${field.target.name}.${field.name}`).join(', ')}`);
  }
}

/**
 * The schema; `pubSub` is the one its subscriptions listen on (NotificationService's, in the app), `built` the services
 * its resolvers are constructed with (none for the schema's shape alone).
 */
export async function buildAppSchema(pubSub: PubSub, built?: BuiltServices): Promise<GraphQLSchema> {
  const plain = plainFieldsRead();
  const schema = await buildSchema({
    resolvers: resolvers as unknown as [Function, ...Function[]],
    container: resolverContainer(built),
    // Returned by no field: documents the `extensions` of every error (graphql/error-extensions.ts).
    orphanedTypes: [ErrorExtensions],
    authChecker,
    pubSub,
    validate: { forbidUnknownValues: true },
  });
  assertUnguarded(plain);
  return schema;
}
