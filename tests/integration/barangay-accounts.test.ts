import { PASSWORD_MESSAGES } from '../../server/src/identity/password-policy';
import { TokenService } from '../../server/src/identity/tokens';
import { adminForFile, residentSession } from '../utils/accounts';
import { registrationPayload, RESIDENT_PASSWORD } from '../utils/fixtures';
import { stoppedClock } from '../utils/clock';
import { addBarangay, graphqlAt, requestAt, residentAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { samplePng } from '../utils/sample-files';
import { TEST_JWT_SECRET, testServerForFile } from '../utils/test-server';
import { totpCode } from '../utils/two-factor';
import { restMultipart } from '../utils/uploads';

// Each barangay's accounts are its own (docs/architecture.md#tenancy): the registry, the ID queue and
// the staff screens of one barangay neither show nor change another's residents, staff members or roles, on
// either API (staff members and roles have no REST routes). Barangay A is the default one, B is added.
const server = testServerForFile();
const admin = adminForFile(server);
const A = 'portal.sanisidro.example.ph';
const B = 'bagumbayan.example.ph';

const CREATE_ROLE = 'mutation ($input: RoleInput!) { createRole(input: $input) { id name } }';
const CREATE_MEMBER = 'mutation ($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { member { id } } }';
const ROLES = '{ roles { id name builtIn } }';
const UPDATE_MEMBER = 'mutation ($input: UpdateStaffMemberInput!) { updateStaffMember(input: $input) { id } }';
/** A's custom role; B may have one of the same name. */
const TANOD_DESK = 'Tanod Desk';

const asA = async (query: string, variables: Record<string, unknown> = {}) => await graphqlAt(server, A, query, variables, admin.access);
const asB = async (query: string, variables: Record<string, unknown> = {}) => await graphqlAt(server, B, query, variables, world.staffOfB.access);
const bearerOfB = () => ({ authorization: `Bearer ${world.staffOfB.access}` });
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

async function ok<T = Record<string, any>>(answer: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const { data, errors } = await answer;
  expect(errors).toBeUndefined();
  return data!;
}

/**
 * A's records are made while A is the only barangay (served at the test server's own address, where a file can be
 * uploaded): a resident whose ID waits for review, a custom role and a member with it. Then B is added, with its
 * Punong Barangay, a resident registered at B's address whose ID also waits, and a member B's staff made.
 */
const world = madeBeforeAll(async () => {
  const aResident = await residentSession(server);
  const png = { bytes: samplePng(), name: 'id-front.png', type: 'image/png' };
  const uploaded = await restMultipart(server, 'PATCH', '/auth/user/upload-id/', {}, { valid_id: png }, aResident.access);
  if (uploaded.status !== 200) throw new Error(`the valid-ID upload answered ${uploaded.status}`);
  const aRoleId: number = (await ok(server.graphql(CREATE_ROLE, { input: { name: TANOD_DESK, permissions: ['VIEW_RESIDENTS'] } }, admin.access)))
    .createRole.id;
  const aMemberId: number = (await ok(server.graphql(CREATE_MEMBER,
    { input: { email: 'tanod@sanisidro.test', firstName: 'Ramon', lastName: 'Bautista', roleId: aRoleId } }, admin.access)))
    .createStaffMember.member.id;

  await addBarangay(server, { name: 'Barangay Bagumbayan', prefix: 'BGB', host: B, defaultHost: A });
  const staffOfB = await staffAt(server, B);
  const bResident = await residentAt(server, B);
  await server.database.db.query(`UPDATE "user" SET id_verification_status = 'pending' WHERE id = $1`, [bResident.id]);
  const { roles } = await ok(graphqlAt(server, B, ROLES, {}, staffOfB.access));
  const bRoleId: number = roles.find((role: { builtIn: string | null }) => role.builtIn === 'SECRETARY').id;
  const bMemberId: number = (await ok(graphqlAt(server, B, CREATE_MEMBER,
    { input: { email: 'kalihim@bagumbayan.test', firstName: 'Nora', lastName: 'Aunor', roleId: bRoleId } }, staffOfB.access)))
    .createStaffMember.member.id;
  return { aResident, aRoleId, aMemberId, staffOfB, bResident, bRoleId, bMemberId };
});

/** A's resident, staff and roles as A's administrator sees them at A's address. */
async function aAsSeenAtA() {
  return await ok(asA(`{
    resident(id: ${world.aResident.id}) { id email firstName lastName idVerificationStatus validIdMediaType idVerificationHistory { decision } }
    staffMembers { id email active mustChangePassword role { id name } }
    roles { id name permissions memberCount }
  }`));
}

describe.each([
  { view: 'the plain list', args: '' },
  { view: 'a name search (read from the name copy alone)', args: 'search: "dela"' },
  { view: 'a name search sorted by e-mail (read with the accounts)', args: 'search: "dela", sortBy: EMAIL' },
  { view: 'the ID-verification queue', args: 'idVerificationStatus: PENDING' },
  { view: 'a name search in the ID-verification queue', args: 'search: "dela", idVerificationStatus: PENDING' },
])('the registry: $view', ({ args }) => {
  it("shows each barangay's own residents, counted without the other's", async () => {
    const query = `{ residents(pageSize: 100, ${args}) { total items { id } } }`;
    const atA = (await ok(asA(query))).residents;
    const atB = (await ok(asB(query))).residents;
    expect(ids(atA.items)).toContain(world.aResident.id);
    expect(ids(atA.items)).not.toContain(world.bResident.id);
    expect(ids(atB.items)).toContain(world.bResident.id);
    expect(ids(atB.items)).not.toContain(world.aResident.id);
    expect([atA.total, atB.total]).toEqual([atA.items.length, atB.items.length]);
  });
});

it("lists only the barangay's own accounts on REST GET /api/auth/user/", async () => {
  const listed = ids((await requestAt(server, B, '/api/auth/user/', { headers: bearerOfB() })).json<Array<{ id: number }>>());
  expect(listed).toEqual(expect.arrayContaining([world.staffOfB.id, world.bResident.id, world.bMemberId]));
  for (const id of [admin.id, world.aResident.id, world.aMemberId]) expect(listed).not.toContain(id);
});

it("does not let B's staff read, approve, reject or open A's resident, on either API; A's rows are unchanged", async () => {
  const before = await aAsSeenAtA();
  const { id, email } = world.aResident;
  const graphqlRefusals = [
    asB(`{ resident(id: ${id}) { id } }`),
    asB(`mutation { decideIdVerification(userId: ${id}, decision: APPROVED) { id } }`),
    asB(`mutation { decideIdVerification(userId: ${id}, decision: REJECTED) { id } }`),
  ];
  for (const refusal of await Promise.all(graphqlRefusals)) {
    expect(refusal.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'RESIDENT_NOT_FOUND' });
  }

  // The link A's administrator is given for the file opens it at A only.
  // Opened with the purpose staff give (docs/architecture.md#privacy-access-ledger), so a refusal below is the barangay's.
  const validIdUrl = `${(await ok(asA(`{ resident(id: ${id}) { validIdUrl } }`))).resident.validIdUrl}&purpose=verify_identity`;
  expect((await requestAt(server, A, validIdUrl)).status).toBe(200);
  const restRefusals = [
    requestAt(server, B, '/api/auth/user/verify-id/', { method: 'PATCH', body: { email, id_verification_status: 'approved' }, headers: bearerOfB() }),
    requestAt(server, B, '/api/auth/user/verify-id/', { method: 'PATCH', body: { email, id_verification_status: 'rejected' }, headers: bearerOfB() }),
    requestAt(server, B, `/api/auth/user/${id}/valid-id/?purpose=verify_identity`, { headers: bearerOfB() }),
    requestAt(server, B, validIdUrl),
  ];
  expect((await Promise.all(restRefusals)).map((answer) => answer.status)).toEqual([404, 404, 404, 404]);

  expect(await aAsSeenAtA()).toEqual(before);
  expect(before.resident).toMatchObject({ idVerificationStatus: 'PENDING', validIdMediaType: 'image/png', idVerificationHistory: [] });
});

it("lists only the barangay's own staff members and roles", async () => {
  const atB = await ok(asB('{ staffMembers { id } roles { id } }'));
  const atA = await aAsSeenAtA();
  expect(ids(atB.staffMembers)).toEqual(expect.arrayContaining([world.staffOfB.id, world.bMemberId]));
  expect(atB.staffMembers).toHaveLength(2);
  for (const id of [world.staffOfB.id, world.bMemberId]) expect(ids(atA.staffMembers)).not.toContain(id);
  expect(ids(atB.roles).filter((id) => ids(atA.roles).includes(id))).toEqual([]);
  expect(ids(atB.roles)).toContain(world.bRoleId);
});

describe("B's staff change nothing of A's staff", () => {
  const refusals = () => [
    { change: "make a member with A's role", reason: 'STAFF_ROLE_NOT_FOUND', query: CREATE_MEMBER,
      variables: { input: { email: 'bantay@bagumbayan.test', firstName: 'Lito', lastName: 'Lapid', roleId: world.aRoleId } } },
    { change: "give B's member A's role", reason: 'STAFF_ROLE_NOT_FOUND', query: UPDATE_MEMBER,
      variables: { input: { id: world.bMemberId, roleId: world.aRoleId } } },
    { change: "give A's member B's role", reason: 'STAFF_MEMBER_NOT_FOUND', query: UPDATE_MEMBER,
      variables: { input: { id: world.aMemberId, roleId: world.bRoleId } } },
    { change: "deactivate A's member", reason: 'STAFF_MEMBER_NOT_FOUND', query: UPDATE_MEMBER,
      variables: { input: { id: world.aMemberId, active: false } } },
    { change: "deactivate A's administrator", reason: 'STAFF_MEMBER_NOT_FOUND', query: UPDATE_MEMBER,
      variables: { input: { id: admin.id, active: false } } },
    { change: "reset A's member's password", reason: 'STAFF_MEMBER_NOT_FOUND', query: 'mutation ($id: Int!) { resetStaffMemberPassword(id: $id) { temporaryPassword } }',
      variables: { id: world.aMemberId } },
    { change: "rename A's role", reason: 'STAFF_ROLE_NOT_FOUND', query: 'mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { id } }',
      variables: { input: { id: world.aRoleId, name: 'Renamed', permissions: ['MANAGE_STAFF'] } } },
    { change: "delete A's role", reason: 'STAFF_ROLE_NOT_FOUND', query: 'mutation ($id: Int!) { deleteRole(id: $id) }',
      variables: { id: world.aRoleId } },
  ];

  it('refuses each as not found; A (and B\'s member) stay as they were', async () => {
    const before = await aAsSeenAtA();
    const bMemberBefore = await ok(asB(`{ staffMembers { id role { id } } }`));
    for (const { change, reason, query, variables } of refusals()) {
      const answer = await asB(query, variables);
      expect({ change, refusal: answer.errors?.[0]?.extensions }).toEqual({ change, refusal: expect.objectContaining({ code: 'NOT_FOUND', reason }) });
    }
    expect(await aAsSeenAtA()).toEqual(before);
    expect(await ok(asB(`{ staffMembers { id role { id } } }`))).toEqual(bMemberBefore);
  });
});

it("keeps someone who manages B's staff at B, whoever manages A's", async () => {
  for (const input of [{ id: world.staffOfB.id, active: false }, { id: world.staffOfB.id, roleId: world.bRoleId }]) {
    expect((await asB(UPDATE_MEMBER, { input })).errors?.[0]?.extensions).toMatchObject({ reason: 'LAST_STAFF_MANAGER' });
  }
});

it("names roles per barangay: B may make a role named like A's, but not two of its own", async () => {
  const made = (await ok(asB(CREATE_ROLE, { input: { name: TANOD_DESK.toUpperCase(), permissions: ['VIEW_RESIDENTS'] } }))).createRole;
  expect(made.id).not.toBe(world.aRoleId);
  const again = await asB(CREATE_ROLE, { input: { name: TANOD_DESK, permissions: ['VIEW_RESIDENTS'] } });
  expect(again.errors?.[0]?.extensions).toMatchObject({ reason: 'STAFF_ROLE_NAME_TAKEN' });
  const rolesAtA = (await aAsSeenAtA()).roles.filter((role: { name: string }) => role.name.toLowerCase() === TANOD_DESK.toLowerCase());
  expect(ids(rolesAtA)).toEqual([world.aRoleId]);
});

it("refuses a set-password link of A's member at B's address with the answer of any bad link; it works at A's", async () => {
  const SET_PASSWORD = 'mutation ($input: SetStaffPasswordInput!) { setStaffPassword(input: $input) }';
  const hashOf = async () => (await server.database.db.query(`SELECT password FROM "user" WHERE id = $1`, [world.aMemberId]))[0].password;
  const hash = await hashOf();
  const token = await new TokenService(TEST_JWT_SECRET).signSetPasswordToken(world.aMemberId, hash);
  const input = { token, password: 'Bagong-Taon-Masaya-2027' };

  const atB = await graphqlAt(server, B, SET_PASSWORD, { input });
  expect(atB.errors?.[0]?.extensions).toMatchObject({ reason: 'PASSWORD_LINK_INVALID' });
  expect(await hashOf()).toBe(hash);
  expect((await graphqlAt(server, A, SET_PASSWORD, { input })).data).toEqual({ setStaffPassword: true });
});

it("makes a resident who registers at B's address B's: in B's registry, not found at A", async () => {
  const resident = await residentAt(server, B);
  const query = `{ residents(pageSize: 100) { items { id } } }`;
  expect(ids((await ok(asB(query))).residents.items)).toContain(resident.id);
  expect(ids((await ok(asA(query))).residents.items)).not.toContain(resident.id);
  expect((await ok(asB(`{ resident(id: ${resident.id}) { id } }`))).resident).toEqual({ id: resident.id });
  expect((await asA(`{ resident(id: ${resident.id}) { id } }`)).errors?.[0]?.extensions).toMatchObject({ reason: 'RESIDENT_NOT_FOUND' });
});

describe('two-factor sign-in', () => {
  stoppedClock();

  it("does not take the challenge A's sign-in answered at B's address", async () => {
    const resident = await residentAt(server, A);
    const bearer = { authorization: `Bearer ${resident.access}` };
    const started = await requestAt(server, A, '/api/auth/mfa/enrol/', { method: 'POST', body: {}, headers: bearer });
    const { secret } = started.json<{ secret: string }>();
    const confirmed = await requestAt(server, A, '/api/auth/mfa/enrol/confirm/', { method: 'POST', body: { code: totpCode(secret, -1) }, headers: bearer });
    expect(confirmed.status).toBe(200);
    const password = await requestAt(server, A, '/api/auth/token/', { method: 'POST', body: { email: resident.email, password: RESIDENT_PASSWORD } });
    const secondStep = { mfa_token: password.json<{ mfa_token: string }>().mfa_token, code: totpCode(secret) };

    const atB = await requestAt(server, B, '/api/auth/token/mfa/', { method: 'POST', body: secondStep });
    expect(atB.status).toBe(401);
    expect((await requestAt(server, A, '/api/auth/token/mfa/', { method: 'POST', body: secondStep })).status).toBe(200);
  });
});

it("refuses a password with the name of the account's own barangay, where the other barangay's name is no context word", async () => {
  const password = 'bagumbayan-ang-tahanan';
  const payload = (email: string) => ({ ...registrationPayload({ email }), password });
  const atB = await requestAt(server, B, '/api/auth/user/', { method: 'POST', body: payload('home.b@example.com') });
  expect({ status: atB.status, body: atB.json() }).toEqual({ status: 400, body: { password: [PASSWORD_MESSAGES.barangay] } });
  const atA = await requestAt(server, A, '/api/auth/user/', { method: 'POST', body: payload('home.a@example.com') });
  expect(atA.status).toBe(201);
});

it("names the account's own barangay in the authenticator app", async () => {
  const answer = await asB('mutation { startTwoFactorEnrolment { otpauthUri } }');
  const uri = (answer.data as { startTwoFactorEnrolment: { otpauthUri: string } }).startTwoFactorEnrolment.otpauthUri;
  expect(new URL(uri).searchParams.get('issuer')).toBe('Barangay Bagumbayan');
});
