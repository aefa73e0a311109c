import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { getMetadataStorage, type ResolverData } from 'type-graphql';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, type Permission } from '@barangay-portal/domain';
import { authorize, type Audience, type Policy } from '../../identity/audience';
import type { AuthUser, Caller } from '../../identity/auth-user';
import { DomainError } from '../../common/domain-error';
import { RequestLoaders } from '../../http/request-loaders';
import { guard } from '../../rest/handler';
import { Allowed, allowedAudience } from '../allowed';
import { authChecker } from '../auth-checker';
import { projectPolicy } from '../../modules/projects/project.policy';
import { userPolicy } from '../../modules/accounts/users.policy';
import { eventPolicy } from '../../modules/events/event.policy';
import { documentRequestPolicy } from '../../modules/document-requests/document-request.policy';
import { PORTAL_MODULES } from '../../composition/modules';
import { resolvers } from '../../composition/schema';
import type { GraphQLContext } from '../context';

/** Every module's policies, as their manifests declare them. */
const POLICIES: Record<string, Policy> = Object.assign({}, ...PORTAL_MODULES.map((module) => module.policies ?? {}));

const user = (role: AuthUser['role'], isVerified: boolean, permissions: readonly Permission[] = []): AuthUser =>
  ({ id: 7, email: 'someone@example.com', role, isVerified, permissions, barangayId: 1, cityRole: null });
const CALLERS: Record<string, Caller> = {
  guest: { user: null },
  'guest with a refused token': { user: null, tokenError: 'Token is invalid or expired' },
  resident: { user: user('RESIDENT', false) },
  'verified resident': { user: user('RESIDENT', true) },
  administrator: { user: user('ADMIN', true, ALL_PERMISSIONS) },
  'staff member without permissions': { user: user('ADMIN', true) },
  'SK Chairperson': { user: user('ADMIN', true, BUILT_IN_ROLES.SK_CHAIRPERSON.permissions) },
};

type Outcome = 'admitted' | { kind: string; reason: string; message: string };

function outcomeOf(check: () => void): Outcome {
  try {
    check();
    return 'admitted';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: error.kind, reason: error.reason, message: error.message };
  }
}

const contextFor = (caller: Caller) => ({ caller, clientAddress: '203.0.113.9', origin: 'http://portal.test', loaders: new RequestLoaders() });

/** What the REST guard derived from the audience answers: next() called, or the refusal it threw. */
function restOutcome(audience: Audience, caller: Caller): Outcome {
  const res = { locals: contextFor(caller) } as unknown as Response;
  let admitted = false;
  const outcome = outcomeOf(() => guard(audience)({} as Request, res, (() => { admitted = true; }) as NextFunction));
  return outcome === 'admitted' && !admitted ? { kind: 'none', reason: 'next() was not called', message: '' } : outcome;
}

/** What GraphQL does with a field decorated `@Allowed(audience)`: the roles type-graphql recorded, through the authChecker. */
function graphqlOutcome(audience: Audience, caller: Caller): Outcome {
  class Probe {
    operation(): void {}
  }
  Allowed(audience)(Probe.prototype, 'operation', Object.getOwnPropertyDescriptor(Probe.prototype, 'operation')!);
  const recorded = getMetadataStorage().authorizedFields.find((field) => field.target === Probe && field.fieldName === 'operation');
  if (!recorded) return 'admitted';
  const data = { context: { ...contextFor(caller) } as GraphQLContext } as ResolverData<GraphQLContext>;
  return outcomeOf(() => {
    void authChecker(data, recorded.roles);
  });
}

const cases = Object.entries(POLICIES).flatMap(([policy, table]) =>
  Object.entries(table).flatMap(([operation, audience]) =>
    Object.entries(CALLERS).map(([who, caller]) => ({ name: `${policy}.${operation} for a ${who}`, audience, caller }))));

describe('each policy entry is one rule for the service, REST and GraphQL', () => {
  test.each(cases)('$name', ({ audience, caller }) => {
    const service = outcomeOf(() => authorize(contextFor(caller), audience));
    expect(restOutcome(audience, caller)).toEqual(service);
    expect(graphqlOutcome(audience, caller)).toEqual(service);
  });

  test('the refusals are the ones the APIs have always answered', () => {
    const guestRefused = outcomeOf(() => authorize(contextFor(CALLERS.guest), projectPolicy.create));
    expect(guestRefused).toEqual({ kind: 'UNAUTHENTICATED', reason: 'NOT_AUTHENTICATED', message: 'Authentication credentials were not provided.' });
    expect(outcomeOf(() => authorize(contextFor(CALLERS['guest with a refused token']), userPolicy.me)))
      .toEqual({ kind: 'UNAUTHENTICATED', reason: 'NOT_AUTHENTICATED', message: 'Token is invalid or expired' });
    expect(outcomeOf(() => authorize(contextFor(CALLERS.resident), projectPolicy.create)))
      .toEqual({ kind: 'FORBIDDEN', reason: 'MISSING_PERMISSION', message: 'You do not have permission to perform this action.' });
    expect(outcomeOf(() => authorize(contextFor(CALLERS['SK Chairperson']), userPolicy.browseResidents)))
      .toEqual({ kind: 'FORBIDDEN', reason: 'MISSING_PERMISSION', message: 'You do not have permission to perform this action.' });
    expect(outcomeOf(() => authorize(contextFor(CALLERS['SK Chairperson']), eventPolicy.create))).toBe('admitted');
    expect(outcomeOf(() => authorize(contextFor(CALLERS.administrator), documentRequestPolicy.submit)))
      .toEqual({ kind: 'FORBIDDEN', reason: 'WRONG_ROLE', message: 'You do not have permission to perform this action.' });
    expect(authorize(contextFor(CALLERS.guest), projectPolicy.view)).toBeNull();
  });
});

describe('every GraphQL operation takes its audience from a policy', () => {
  const policyAudiences = new Set<Audience>(Object.values(POLICIES).flatMap((table) => Object.values(table)));
  const storage = getMetadataStorage();
  const resolverClasses = new Set<Function>(resolvers);
  const operations = [...storage.queries, ...storage.mutations, ...storage.subscriptions]
    .filter((operation) => resolverClasses.has(operation.target));

  test('the app has operations to check', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  test.each(operations.map((operation) => ({ name: `${operation.target.name}.${operation.methodName}`, operation })))('$name', ({ operation }) => {
    const audience = allowedAudience(operation.target, operation.methodName);
    expect(audience).toBeDefined();
    expect(policyAudiences.has(audience!)).toBe(true);
    const recorded = storage.authorizedFields.find((field) => field.target === operation.target && field.fieldName === operation.methodName);
    expect(recorded?.roles ?? null).toEqual(audience!.kind === 'public' ? null : [audience]);
  });
});

describe('every policy is declared by its module', () => {
  const modulesDir = path.join(__dirname, '../../modules');
  const policyFiles = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.policy\.ts$/.test(file));

  test.each(policyFiles)('%s', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each policy file, by its path.
    const exported = Object.entries(require(path.join(modulesDir, file)) as Record<string, unknown>);
    expect(exported.length).toBeGreaterThan(0);
    const declared = new Set<unknown>(Object.values(POLICIES));
    expect(exported.filter(([, policy]) => !declared.has(policy)).map(([name]) => name)).toEqual([]);
  });
});

describe('roles are named only in the policy files', () => {
  const modulesDir = path.join(__dirname, '../../modules');
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(resolver|rest|service)\.ts$/.test(file) && !file.includes('__tests__'));

  test('there are files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  test.each(files)('%s', (file) => {
    const text = readFileSync(path.join(modulesDir, file), 'utf8');
    expect(text).not.toMatch(/'(ADMIN|RESIDENT)'/);
    expect(text).not.toMatch(/@Authorized\(|requireRole\(|assertRole\(/);
  });
});
