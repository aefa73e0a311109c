import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isScalarType,
  type GraphQLField, type GraphQLInputType,
} from 'graphql';
import { STAFF_REFUSED as PERSONAL_DATA_STAFF_REFUSED } from '../../server/src/modules/personal-data/personal-data.service';
import { adminForFile, login, residentForFile, type Session } from '../utils/accounts';
import { testServerForFile, type GraphQLResult } from '../utils/test-server';
import { graphqlMultipart, pngUpload } from '../utils/uploads';

// The staff roles' acceptance table (docs/rules/accounts.md#staff-roles): every GraphQL query and mutation and every REST route, asked by each office's
// role, a custom role with a single permission and a resident, against what each may do. The tables below are
// written here, from the rules and the spec, not read from the policy files: a policy that drifts from them
// fails this test. An operation is "refused" when the answer is the access refusal (401, or 403 for a missing
// permission or role); anything else (an answer, NOT_FOUND, a field error) means the caller got past the check.
// (Subscriptions run over the WebSocket and are any signed-in account's: tests/integration/notifications.test.ts.)

// The auth limits would otherwise answer 429 to this file's many placeholder sign-ins from one address.
const server = testServerForFile({ AUTH_RATE_LIMIT_PER_ADDRESS: '100000' });
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });

type Need = 'anyone' | 'signed-in' | 'resident' | 'MANAGE_CONTENT' | 'MANAGE_DOCUMENT_TYPES' | 'REVIEW_DOCUMENT_REQUESTS'
  | 'REVOKE_CERTIFICATES' | 'VERIFY_IDS' | 'VIEW_RESIDENTS' | 'VIEW_DASHBOARD' | 'MANAGE_STAFF' | 'VIEW_AUDIT_LOG' | 'MANAGE_SETTINGS'
  | 'MANAGE_REGISTRY' | 'MANAGE_PRIVACY'
  /** A city office (docs/architecture.md#city-level): no barangay office has one, so every caller here is refused. */
  | 'city';

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

const GRAPHQL_NEEDS: Record<string, Need> = {
  announcement: 'anyone', announcements: 'anyone', barangayOfficial: 'anyone', barangayOfficials: 'anyone', contactDetails: 'anyone',
  event: 'anyone', events: 'anyone', project: 'anyone', projects: 'anyone', verifyDocument: 'anyone', servedBarangay: 'anyone',
  login: 'anyone', loginWithTwoFactor: 'anyone', logout: 'anyone', refreshToken: 'anyone', register: 'anyone',
  startTwoFactorEnrolment: 'anyone', confirmTwoFactorEnrolment: 'anyone', setStaffPassword: 'anyone',
  me: 'signed-in', documentRequest: 'signed-in', documentRequests: 'signed-in', documentType: 'signed-in', documentTypes: 'signed-in',
  notifications: 'signed-in', unreadNotificationCount: 'signed-in', markNotificationsRead: 'signed-in', markAllNotificationsRead: 'signed-in',
  twoFactorStatus: 'signed-in', disableTwoFactor: 'signed-in', regenerateRecoveryCodes: 'signed-in', changePassword: 'signed-in',
  changeDocumentRequestStatus: 'signed-in',
  documentRequestAllowance: 'resident', submitDocumentRequest: 'resident', updateProfile: 'resident', uploadValidId: 'resident',
  // Moving between barangays; the receiving barangay decides as it verifies IDs.
  transferDestinations: 'resident', myTransfer: 'resident', earlierDocumentRequests: 'resident', requestTransfer: 'resident',
  cancelTransfer: 'resident',
  createAnnouncement: 'MANAGE_CONTENT', updateAnnouncement: 'MANAGE_CONTENT', deleteAnnouncement: 'MANAGE_CONTENT',
  createBarangayOfficial: 'MANAGE_CONTENT', updateBarangayOfficial: 'MANAGE_CONTENT', deleteBarangayOfficial: 'MANAGE_CONTENT',
  createEvent: 'MANAGE_CONTENT', updateEvent: 'MANAGE_CONTENT', deleteEvent: 'MANAGE_CONTENT',
  createProject: 'MANAGE_CONTENT', updateProject: 'MANAGE_CONTENT', deleteProject: 'MANAGE_CONTENT', saveContactDetails: 'MANAGE_CONTENT',
  createDocumentType: 'MANAGE_DOCUMENT_TYPES', updateDocumentType: 'MANAGE_DOCUMENT_TYPES', deleteDocumentType: 'MANAGE_DOCUMENT_TYPES',
  revokeCertificate: 'REVOKE_CERTIFICATES',
  decideIdVerification: 'VERIFY_IDS', incomingTransfers: 'VERIFY_IDS', decideTransfer: 'VERIFY_IDS',
  resident: 'VIEW_RESIDENTS', residents: 'VIEW_RESIDENTS',
  dashboard: 'VIEW_DASHBOARD',
  // The dashboard's Inhabitants section is the registry's, so its keepers'.
  inhabitantsOverview: 'MANAGE_REGISTRY',
  auditLog: 'VIEW_AUDIT_LOG',
  roles: 'MANAGE_STAFF', staffMembers: 'MANAGE_STAFF', createRole: 'MANAGE_STAFF', updateRole: 'MANAGE_STAFF', deleteRole: 'MANAGE_STAFF',
  createStaffMember: 'MANAGE_STAFF', updateStaffMember: 'MANAGE_STAFF', linkOfficialStaffMember: 'MANAGE_STAFF',
  resetStaffMemberPassword: 'MANAGE_STAFF',
  // The barangay's own settings.
  barangaySettings: 'MANAGE_SETTINGS', updateBarangaySettings: 'MANAGE_SETTINGS',
  // The Registry of Barangay Inhabitants.
  puroks: 'MANAGE_REGISTRY', createPurok: 'MANAGE_REGISTRY', renamePurok: 'MANAGE_REGISTRY',
  households: 'MANAGE_REGISTRY', household: 'MANAGE_REGISTRY', createHousehold: 'MANAGE_REGISTRY', updateHousehold: 'MANAGE_REGISTRY',
  inhabitants: 'MANAGE_REGISTRY', inhabitant: 'MANAGE_REGISTRY', createInhabitant: 'MANAGE_REGISTRY', updateInhabitant: 'MANAGE_REGISTRY',
  // Spreadsheet imports into the registry (the upload itself is REST's, below).
  inhabitantImport: 'MANAGE_REGISTRY', checkInhabitantImport: 'MANAGE_REGISTRY', startInhabitantImport: 'MANAGE_REGISTRY',
  setInhabitantStatus: 'MANAGE_REGISTRY', moveInhabitant: 'MANAGE_REGISTRY',
  residentRegistryLink: 'VERIFY_IDS', linkResidentToInhabitant: 'VERIFY_IDS', unlinkResident: 'VERIFY_IDS',
  confirmResidentLink: 'MANAGE_REGISTRY',
  counterInhabitants: 'REVIEW_DOCUMENT_REQUESTS', submitDocumentRequestAtCounter: 'REVIEW_DOCUMENT_REQUESTS',
  // The access ledger; residents read who viewed their data, the audit log's readers the barangay's ledger.
  myDataAccesses: 'resident', dataAccessLedger: 'VIEW_AUDIT_LOG',
  // The privacy notice; anyone reads it, residents agree to it, its keepers publish it.
  privacyNotice: 'anyone', myPrivacyConsent: 'resident', acceptPrivacyNotice: 'resident',
  privacyNoticeVersions: 'MANAGE_PRIVACY', publishPrivacyNotice: 'MANAGE_PRIVACY', saveDataProtectionOfficer: 'MANAGE_PRIVACY',
  // Correction requests; residents ask and withdraw, the privacy notice's keepers decide.
  myCorrectionRequests: 'resident', requestCorrection: 'resident', withdrawCorrectionRequest: 'resident',
  correctionRequests: 'MANAGE_PRIVACY', approveCorrectionRequest: 'MANAGE_PRIVACY', rejectCorrectionRequest: 'MANAGE_PRIVACY',
  // Erasure requests; residents read the plan, ask and withdraw, the privacy notice's keepers process or refuse.
  erasurePlan: 'resident', myErasureRequest: 'resident', requestErasure: 'resident', withdrawErasureRequest: 'resident',
  erasureRequests: 'MANAGE_PRIVACY', processErasureRequest: 'MANAGE_PRIVACY', refuseErasureRequest: 'MANAGE_PRIVACY',
  cityRollup: 'city', cityAccounts: 'city', createBarangay: 'city', createCityAccount: 'city', setBarangayHostNames: 'city',
};

/** Every REST route, with a record id that does not exist where the path takes one. */
const REST_NEEDS: Array<[method: string, path: string, need: Need]> = [
  ['POST', '/auth/user/', 'anyone'], ['POST', '/auth/token/', 'anyone'], ['POST', '/auth/token/refresh/', 'anyone'],
  ['POST', '/auth/token/mfa/', 'anyone'], ['POST', '/auth/logout/', 'anyone'], ['POST', '/auth/mfa/enrol/', 'anyone'],
  ['POST', '/auth/mfa/enrol/confirm/', 'anyone'],
  ['GET', '/auth/user/me/', 'signed-in'], ['GET', '/auth/mfa/', 'signed-in'], ['POST', '/auth/mfa/disable/', 'signed-in'],
  ['POST', '/auth/mfa/recovery-codes/', 'signed-in'],
  // A resident's profile edit, or anyone's own password change; someone else's valid ID.
  ['PATCH', '/auth/user/me/', 'signed-in'], ['PATCH', '/auth/user/upload-id/', 'resident'],
  ['GET', '/auth/user/', 'VIEW_RESIDENTS'], ['PATCH', '/auth/user/verify-id/', 'VERIFY_IDS'],
  ['GET', '/auth/user/999999/valid-id/', 'VERIFY_IDS'],
  ['GET', '/auth/user/999999/', 'VIEW_RESIDENTS'],
  // The access ledger (an export without its window: past the check, the answer is a field error, not a file).
  ['GET', '/auth/user/me/data-access/', 'resident'], ['GET', '/privacy/data-access.csv', 'VIEW_AUDIT_LOG'],
  // "Download my data" (a format that is none: past the check, the answer is a field error, not a file).
  ['GET', '/auth/user/me/data/?format=none', 'resident'],
  // Correction requests (an empty body: past the check, the answer is a field error).
  ['GET', '/auth/user/me/corrections/', 'resident'], ['POST', '/auth/user/me/corrections/', 'resident'],
  ['POST', '/auth/user/me/corrections/999999/withdraw/', 'resident'],
  // Erasure requests (no password: past the check, the answer is a field error; nothing waits to be withdrawn).
  ['GET', '/auth/user/me/erasure/', 'resident'], ['POST', '/auth/user/me/erasure/', 'resident'],
  ['POST', '/auth/user/me/erasure/withdraw/', 'resident'],
  ...(['/projects', '/events', '/barangay-officials', '/announcements'] as const).flatMap((base): Array<[string, string, Need]> => [
    ['GET', `${base}/`, 'anyone'], ['GET', `${base}/999999/`, 'anyone'],
    ['POST', `${base}/`, 'MANAGE_CONTENT'], ['PUT', `${base}/999999/`, 'MANAGE_CONTENT'], ['DELETE', `${base}/999999/`, 'MANAGE_CONTENT'],
  ]),
  ['GET', '/city/rollup.csv', 'city'],
  ['GET', '/contact-us-details/', 'anyone'], ['POST', '/contact-us-details/', 'MANAGE_CONTENT'], ['PATCH', '/contact-us-details/', 'MANAGE_CONTENT'],
  ['GET', '/document-types/', 'signed-in'], ['GET', '/document-types/999999/', 'signed-in'],
  ['POST', '/document-types/', 'MANAGE_DOCUMENT_TYPES'], ['PUT', '/document-types/999999/', 'MANAGE_DOCUMENT_TYPES'],
  ['DELETE', '/document-types/999999/', 'MANAGE_DOCUMENT_TYPES'],
  ['GET', '/document-requests/', 'signed-in'], ['GET', '/document-requests/999999/', 'signed-in'],
  ['POST', '/document-requests/', 'resident'], ['PATCH', '/document-requests/999999/', 'signed-in'],
  ['GET', '/document-requests/999999/certificate/', 'signed-in'],
  ['POST', '/document-requests/999999/certificate/revoke/', 'REVOKE_CERTIFICATES'],
  ['GET', '/document-requests/999999/claim-stub/', 'REVIEW_DOCUMENT_REQUESTS'],
  ['GET', '/verify/BRGY-0000-0000/', 'anyone'],
  ['GET', '/privacy-notice/', 'anyone'], ['GET', '/privacy-notice/999999/', 'anyone'],
  // The registry's reports (a period that is none: past the check, the answer is a field error, not a file).
  ...(['pdf', 'csv'] as const).flatMap((format): Array<[string, string, Need]> => [
    ['GET', `/registry/households/999999/record.${format}`, 'MANAGE_REGISTRY'],
    ['GET', `/registry/population-summary.${format}?year=0&quarter=0`, 'MANAGE_REGISTRY'],
  ]),
  // The import's upload (a JSON body: past the check, no file is a field error) and the lists as spreadsheets
  // (a filter that is none: past the check, the answer is a field error, not a file).
  ['POST', '/registry/imports/', 'MANAGE_REGISTRY'],
  ...(['csv', 'xlsx'] as const).flatMap((format): Array<[string, string, Need]> => [
    ['GET', `/registry/inhabitants.${format}?status=NONE`, 'MANAGE_REGISTRY'],
    ['GET', `/registry/households.${format}?purokId=none`, 'MANAGE_REGISTRY'],
    ['GET', `/document-requests/export.${format}?status=NONE`, 'REVIEW_DOCUMENT_REQUESTS'],
  ]),
];

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
