import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isScalarType,
  type GraphQLField, type GraphQLInputType,
} from 'graphql';
import { STAFF_REFUSED as PERSONAL_DATA_STAFF_REFUSED } from '../../server/src/modules/personal-data/personal-data.service';
import type { Need, RestNeed } from '../../server/src/portal-module/__tests__/access-rows';
import { adminForFile, login, residentForFile, type Session } from '../utils/accounts';
import { accessRowsOfModules, rowsInSeveralModules } from '../utils/module-access-rows';
import { testServerForFile, type GraphQLResult } from '../utils/test-server';
import { graphqlMultipart, pngUpload } from '../utils/uploads';

// The staff roles' acceptance table (docs/rules/accounts.md#staff-roles): every GraphQL query and mutation and every REST route, asked by each office's
// role, a custom role with a single permission and a resident, against what each may do. The tables are the
// modules' own rows (MODULE_ROWS below), written from the rules and the spec, not read from the policy files: a
// policy that drifts from them fails this test. An operation is "refused" when the answer is the access refusal
// (401, or 403 for a missing permission or role); anything else (an answer, NOT_FOUND, a field error) means the
// caller got past the check.
// (Subscriptions run over the WebSocket and are any signed-in account's: tests/integration/notifications.test.ts.)

// The auth limits would otherwise answer 429 to this file's many placeholder sign-ins from one address.
const server = testServerForFile({ AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });

/** What each office may do (docs/rules/accounts.md#staff-roles), and the custom role of this test. */
const CALLER_PERMISSIONS: Record<string, readonly Need[]> = {
  'Punong Barangay': ['MANAGE_CONTENT', 'MANAGE_DOCUMENT_TYPES', 'REVIEW_DOCUMENT_REQUESTS', 'REVOKE_CERTIFICATES', 'VERIFY_IDS',
    'VIEW_RESIDENTS', 'VIEW_DASHBOARD', 'MANAGE_STAFF', 'VIEW_AUDIT_LOG', 'MANAGE_SETTINGS', 'MANAGE_REGISTRY', 'MANAGE_PRIVACY'],
  'Barangay Secretary': ['MANAGE_CONTENT', 'MANAGE_DOCUMENT_TYPES', 'REVIEW_DOCUMENT_REQUESTS', 'VERIFY_IDS', 'VIEW_RESIDENTS',
    'VIEW_DASHBOARD', 'VIEW_AUDIT_LOG', 'MANAGE_REGISTRY', 'MANAGE_PRIVACY'],
  'Barangay Treasurer': ['REVIEW_DOCUMENT_REQUESTS', 'REVOKE_CERTIFICATES', 'VIEW_DASHBOARD'],
  Kagawad: ['MANAGE_CONTENT', 'VIEW_DASHBOARD'],
  'SK Chairperson': ['MANAGE_CONTENT'],
  'Desk Officer': ['REVIEW_DOCUMENT_REQUESTS', 'VIEW_RESIDENTS'],
  'Audit reader (custom)': ['VIEW_AUDIT_LOG'],
};

/**
 * Each module's rows, written by hand in server/src/modules/<domain>/__tests__/<domain>.access.ts
 * (docs/architecture.md#add-a-module): the GraphQL queries and mutations its resolvers serve, and its REST routes
 * with a record id that does not exist where the path takes one.
 */
const MODULE_ROWS = accessRowsOfModules().map(({ module, rows }) => ({ module, ...rows.staffAccess }));
const GRAPHQL_NEEDS: Record<string, Need> = Object.fromEntries(MODULE_ROWS.flatMap((rows) => Object.entries(rows.graphql)));
const REST_NEEDS: RestNeed[] = MODULE_ROWS.flatMap((rows) => rows.rest);

const admits = (caller: string, need: Need): boolean => need === 'anyone' || need === 'signed-in'
  || (need === 'resident' ? caller === 'resident' : (CALLER_PERMISSIONS[caller] ?? []).includes(need));

// ---------------------------------------------------------------------------------------------------
// A minimal request for each GraphQL operation, built from the committed schema.

const schema = buildSchema(readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
const PLACEHOLDER_SCALARS: Record<string, string> = {
  Int: '999999', Float: '1', String: '"x"', ID: '"999999"', Boolean: 'true', DateTimeISO: '"2026-01-01T00:00:00Z"', JSONObject: '{}',
};

/** A literal of `type` with every required field filled; null when only a file (multipart) can be it. */
function placeholder(type: GraphQLInputType): string | null {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isScalarType(type)) return PLACEHOLDER_SCALARS[type.name] ?? null;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return `{ ${fields.map((field) => `${field.name}: ${placeholder(field.type)}`).join(', ')} }`;
  }
  return null;
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { query: string; files: string[] } {
  const files: string[] = [];
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => {
    const literal = placeholder(arg.type);
    if (literal !== null) return `${arg.name}: ${literal}`;
    files.push(arg.name);
    return `${arg.name}: $${arg.name}`;
  });
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const variables = files.length ? `(${files.map((name) => `$${name}: Upload!`).join(', ')})` : '';
  return { query: `${kind} ${variables} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`, files };
}

const OPERATIONS = (['query', 'mutation'] as const).flatMap((kind) => {
  const type = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(type.getFields()).map((field) => ({ name: field.name, ...operationOf(kind, field) }));
});

type Outcome = 'admitted' | 'refused';

/** The access check's refusals: a wrong password or an unknown record is not one. */
const ACCESS_REFUSALS = ['NOT_AUTHENTICATED', 'MISSING_PERMISSION', 'WRONG_ROLE'];
const ACCESS_REFUSAL_DETAILS = ['Authentication credentials were not provided.', 'Token is invalid or expired',
  'You do not have permission to perform this action.', PERSONAL_DATA_STAFF_REFUSED];

function isAccessRefusal(errors: GraphQLResult['errors']): boolean {
  return (errors ?? []).some(({ extensions }) => ACCESS_REFUSALS.includes(extensions?.reason ?? ''));
}

async function graphqlOutcome(operation: (typeof OPERATIONS)[number], token: string): Promise<Outcome> {
  const body = operation.files.length
    ? (await graphqlMultipart(server, operation.query, {}, Object.fromEntries(operation.files.map((name) => [name, pngUpload('id.png')])), { token })).body
    : await server.graphql(operation.query, {}, token);
  return isAccessRefusal(body.errors) ? 'refused' : 'admitted';
}

async function restOutcome(method: string, address: string, token: string): Promise<Outcome> {
  const { status, body } = await server.rest(method, address, method === 'GET' || method === 'DELETE' ? undefined : {}, token);
  return (status === 401 || status === 403) && ACCESS_REFUSAL_DETAILS.includes(body?.detail) ? 'refused' : 'admitted';
}

// ---------------------------------------------------------------------------------------------------

const callers = new Map<string, Session>();

beforeAll(async () => {
  const roles = (await server.graphql<{ roles: Array<{ id: number; name: string }> }>('{ roles { id name } }', {}, admin.access)).data!.roles;
  const custom = await server.graphql<{ createRole: { id: number } }>(
    'mutation { createRole(input: { name: "Audit reader (custom)", permissions: [VIEW_AUDIT_LOG] }) { id } }', {}, admin.access);
  const roleIds = new Map([...roles.map((role): [string, number] => [role.name, role.id]), ['Audit reader (custom)', custom.data!.createRole.id]]);
  let count = 0;
  for (const name of Object.keys(CALLER_PERMISSIONS)) {
    count += 1;
    const email = `office${count}@barangay.test`;
    const created = await server.graphql<{ createStaffMember: { temporaryPassword: string } }>(
      'mutation ($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { temporaryPassword } }',
      { input: { email, firstName: 'Opisyal', lastName: `Number ${count}`, roleId: roleIds.get(name) } }, admin.access);
    const temporaryPassword = created.data!.createStaffMember.temporaryPassword;
    const first = await login(server, email, temporaryPassword);
    const password = 'Bagong-Taon-Masaya-2027';
    await server.graphql('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
      { input: { currentPassword: temporaryPassword, password } }, first.access);
    callers.set(name, await login(server, email, password));
  }
  callers.set('resident', resident);
});

const CALLER_NAMES = [...Object.keys(CALLER_PERMISSIONS), 'resident'];

test('the table names every GraphQL query and mutation of the schema, and nothing else', () => {
  expect(OPERATIONS.map((operation) => operation.name).sort()).toEqual(Object.keys(GRAPHQL_NEEDS).sort());
  // Merged, a second module's row of an operation would hide the first: each operation is one module's.
  expect(rowsInSeveralModules(MODULE_ROWS.map(({ module, graphql }) => ({ module, keys: Object.keys(graphql) })))).toEqual({});
  expect(rowsInSeveralModules(MODULE_ROWS.map(({ module, rest }) => ({ module, keys: rest.map(([method, address]) => `${method} ${address}`) }))))
    .toEqual({});
});

describe.each(CALLER_NAMES)('as %s', (caller) => {
  test('every GraphQL operation is admitted or refused as the table says', async () => {
    const token = callers.get(caller)!.access;
    const expected: Record<string, Outcome> = {};
    const actual: Record<string, Outcome> = {};
    for (const operation of OPERATIONS) {
      expected[operation.name] = admits(caller, GRAPHQL_NEEDS[operation.name]) ? 'admitted' : 'refused';
      actual[operation.name] = await graphqlOutcome(operation, token);
    }
    expect(actual).toEqual(expected);
  });

  test('every REST route is admitted or refused as the table says', async () => {
    const token = callers.get(caller)!.access;
    const expected: Record<string, Outcome> = {};
    const actual: Record<string, Outcome> = {};
    for (const [method, address, need] of REST_NEEDS) {
      expected[`${method} ${address}`] = admits(caller, need) ? 'admitted' : 'refused';
      actual[`${method} ${address}`] = await restOutcome(method, address, token);
    }
    expect(actual).toEqual(expected);
  });
});
