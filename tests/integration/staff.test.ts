import { ALL_PERMISSIONS, BUILT_IN_ROLES } from '@barangay-portal/domain';
import { adminForFile, login, residentSession, type Session } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { testServerForFile } from '../utils/test-server';

// Staff accounts with roles per official (docs/rules/accounts.md#staff-roles): the offices as built-in roles,
// custom roles, members with one-time passwords, deactivation, and the last manager of staff kept.
const server = testServerForFile();
const admin = adminForFile(server);

interface Role { id: number; name: string; permissions: string[]; builtIn: string | null; memberCount: number }

const ROLES = '{ roles { id name permissions builtIn memberCount } }';
const CREATE_ROLE = 'mutation ($input: RoleInput!) { createRole(input: $input) { id name permissions builtIn memberCount } }';
const UPDATE_ROLE = 'mutation ($input: UpdateRoleInput!) { updateRole(input: $input) { id name permissions } }';
const DELETE_ROLE = 'mutation ($id: Int!) { deleteRole(id: $id) }';
const CREATE_MEMBER = `mutation ($input: CreateStaffMemberInput!) {
  createStaffMember(input: $input) { temporaryPassword passwordLinkSent member { id email firstName lastName active mustChangePassword role { id name } } }
}`;
const UPDATE_MEMBER = 'mutation ($input: UpdateStaffMemberInput!) { updateStaffMember(input: $input) { id active role { id name } } }';
const ME = '{ me { id userType mustChangePassword permissions } }';
const CHANGE_PASSWORD = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }';

async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token = admin.access): Promise<T> {
  const result = await server.graphql<T>(query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** The first error of a refused operation; `token` null asks as a guest. */
async function refusal(query: string, variables: Record<string, unknown>, token: string | null = admin.access) {
  const result = await server.graphql(query, variables, token ?? undefined);
  expect(result.data ?? null).toBeNull();
  return result.errors![0];
}

async function builtIn(key: keyof typeof BUILT_IN_ROLES): Promise<Role> {
  const { roles } = await ok<{ roles: Role[] }>(ROLES);
  return roles.find((role) => role.builtIn === key)!;
}

let emailCount = 0;
/** A member with `roleId`, signed in after replacing the one-time password. */
async function member(roleId: number): Promise<Session & { temporaryPassword: string }> {
  emailCount += 1;
  const email = `kawani${emailCount}@barangay.test`;
  const { createStaffMember: created } = await ok<{ createStaffMember: { temporaryPassword: string; member: { id: number } } }>(
    CREATE_MEMBER, { input: { email, firstName: 'Liza', lastName: 'Soberano', roleId } });
  const first = await login(server, email, created.temporaryPassword);
  const password = 'Bagong-Taon-Masaya-2027';
  await ok(CHANGE_PASSWORD, { input: { currentPassword: created.temporaryPassword, password } }, first.access);
  return { ...(await login(server, email, password)), temporaryPassword: created.temporaryPassword };
}

it('lists the offices as built-in roles, the Punong Barangay with every permission and the spec administrator in it', async () => {
  const { roles } = await ok<{ roles: Role[] }>(ROLES);
  expect(roles.map((role) => [role.builtIn, role.name, [...role.permissions].sort()])).toEqual(
    Object.entries(BUILT_IN_ROLES).map(([key, role]) => [key, role.name, [...role.permissions].sort()]));
  expect(roles.find((role) => role.builtIn === 'PUNONG_BARANGAY')!.memberCount).toBe(1);
  const { me } = await ok<{ me: { permissions: string[] } }>(ME);
  expect([...me.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
});

it('gives a new member a one-time password that opens nothing until replaced, then the role applies', async () => {
  const secretary = await builtIn('SECRETARY');
  const { createStaffMember: created } = await ok<{ createStaffMember: { temporaryPassword: string; member: Record<string, unknown> } }>(
    CREATE_MEMBER, { input: { email: 'Secretary@Barangay.test', firstName: 'Maria', lastName: 'Clara', roleId: secretary.id } });
  expect(created.member).toMatchObject({ email: 'secretary@barangay.test', active: true, mustChangePassword: true, role: { name: 'Barangay Secretary' } });
  expect(created.temporaryPassword).toMatch(/^[\w-]{16}$/);
  expect(created).toMatchObject({ passwordLinkSent: false });

  const first = await login(server, 'secretary@barangay.test', created.temporaryPassword);
  expect((await ok<{ me: Record<string, unknown> }>(ME, {}, first.access)).me).toMatchObject({ userType: 'ADMIN', mustChangePassword: true, permissions: [] });
  expect((await refusal('{ residents { total } }', {}, first.access)).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });

  await ok(CHANGE_PASSWORD, { input: { currentPassword: created.temporaryPassword, password: 'Bagong-Taon-Masaya-2027' } }, first.access);
  const { me } = await ok<{ me: { mustChangePassword: boolean; permissions: string[] } }>(ME, {}, first.access);
  expect(me.mustChangePassword).toBe(false);
  expect([...me.permissions].sort()).toEqual([...BUILT_IN_ROLES.SECRETARY.permissions].sort());
  expect((await ok<{ residents: { total: number } }>('{ residents { total } }', {}, first.access)).residents.total).toBeGreaterThanOrEqual(0);
  expect((await refusal(ROLES, {}, first.access)).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });
});

it('applies a changed role to tokens already issued, and ends a deactivated member\'s sessions and sign-ins', async () => {
  const sk = await member((await builtIn('SK_CHAIRPERSON')).id);
  const dashboard = '{ dashboard { residents { total } } }';
  expect((await refusal(dashboard, {}, sk.access)).extensions).toMatchObject({ code: 'FORBIDDEN' });

  await ok(UPDATE_MEMBER, { input: { id: sk.id, roleId: (await builtIn('KAGAWAD')).id } });
  await ok(dashboard, {}, sk.access);

  expect((await ok<{ updateStaffMember: { active: boolean } }>(UPDATE_MEMBER, { input: { id: sk.id, active: false } })).updateStaffMember.active).toBe(false);
  expect((await refusal(dashboard, {}, sk.access)).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  const signIn = await server.rest('POST', '/auth/token/', { email: sk.email, password: 'Bagong-Taon-Masaya-2027' });
  expect(signIn.status).toBe(401);
});

it('resets a member who lost their password: a new one-time password, the old one and their sessions ended', async () => {
  const RESET = 'mutation ($id: Int!) { resetStaffMemberPassword(id: $id) { temporaryPassword passwordLinkSent member { id mustChangePassword } } }';
  const desk = await member((await builtIn('DESK_OFFICER')).id);
  const { resetStaffMemberPassword: reset } = await ok<{ resetStaffMemberPassword: { temporaryPassword: string } }>(RESET, { id: desk.id });
  expect(reset).toMatchObject({ passwordLinkSent: false, member: { id: desk.id, mustChangePassword: true } });
  expect(reset.temporaryPassword).toMatch(/^[\w-]{16}$/);
  expect((await refusal(ME, {}, desk.access)).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  expect((await server.rest('POST', '/auth/token/', { email: desk.email, password: 'Bagong-Taon-Masaya-2027' })).status).toBe(401);
  const again = await login(server, desk.email, reset.temporaryPassword);
  expect((await ok<{ me: { permissions: string[] } }>(ME, {}, again.access)).me.permissions).toEqual([]);
  expect((await refusal(RESET, { id: 999_999 })).extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'STAFF_MEMBER_NOT_FOUND' });
});

it('makes, renames and deletes custom roles; built-in roles and roles in use stay', async () => {
  const { createRole: role } = await ok<{ createRole: Role }>(CREATE_ROLE, { input: { name: ' Tanod desk ', permissions: ['VIEW_RESIDENTS', 'VIEW_RESIDENTS'] } });
  expect(role).toMatchObject({ name: 'Tanod desk', permissions: ['VIEW_RESIDENTS'], builtIn: null, memberCount: 0 });
  expect((await refusal(CREATE_ROLE, { input: { name: 'TANOD DESK', permissions: ['VIEW_DASHBOARD'] } })).extensions)
    .toMatchObject({ code: 'BAD_USER_INPUT', reason: 'STAFF_ROLE_NAME_TAKEN', fields: { name: ['A role with this name already exists.'] } });
  expect((await refusal(CREATE_ROLE, { input: { name: 'Empty', permissions: [] } })).extensions)
    .toMatchObject({ code: 'BAD_USER_INPUT', fields: { permissions: ['Choose at least one permission.'] } });

  const renamed = await ok<{ updateRole: Role }>(UPDATE_ROLE, { input: { id: role.id, name: 'Tanod', permissions: ['VIEW_RESIDENTS', 'VIEW_DASHBOARD'] } });
  expect(renamed.updateRole).toMatchObject({ name: 'Tanod', permissions: ['VIEW_RESIDENTS', 'VIEW_DASHBOARD'] });

  const punong = await builtIn('PUNONG_BARANGAY');
  expect((await refusal(UPDATE_ROLE, { input: { id: punong.id, name: 'Kapitan' } })).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STAFF_ROLE_BUILT_IN' });
  expect((await refusal(DELETE_ROLE, { id: punong.id })).extensions).toMatchObject({ code: 'CONFLICT', reason: 'STAFF_ROLE_BUILT_IN' });

  const tanod = await member(role.id);
  const inUse = await refusal(DELETE_ROLE, { id: role.id });
  expect(inUse).toMatchObject({ message: 'This role is given to 1 staff member: give them another role first.', extensions: { code: 'CONFLICT', reason: 'STAFF_ROLE_IN_USE' } });
  await ok(UPDATE_MEMBER, { input: { id: tanod.id, roleId: (await builtIn('DESK_OFFICER')).id } });
  expect((await ok<{ deleteRole: boolean }>(DELETE_ROLE, { id: role.id })).deleteRole).toBe(true);
  expect((await ok<{ roles: Role[] }>(ROLES)).roles.some((each) => each.id === role.id)).toBe(false);
});

it('never leaves the office without an active member who can manage staff', async () => {
  const desk = await builtIn('DESK_OFFICER');
  const punong = await builtIn('PUNONG_BARANGAY');
  const last = await refusal(UPDATE_MEMBER, { input: { id: admin.id, roleId: desk.id } });
  expect(last).toMatchObject({ message: 'At least one active staff member who has chosen their own password must keep the permission to manage staff.', extensions: { reason: 'LAST_STAFF_MANAGER' } });
  expect((await refusal(UPDATE_MEMBER, { input: { id: admin.id, active: false } })).extensions).toMatchObject({ reason: 'LAST_STAFF_MANAGER' });

  const managers = (await ok<{ createRole: Role }>(CREATE_ROLE, { input: { name: 'Staff managers', permissions: ['MANAGE_STAFF'] } })).createRole;
  const second = await member(managers.id);
  // With a second manager the Punong Barangay may step down to the desk; the custom role then cannot lose MANAGE_STAFF.
  await ok(UPDATE_MEMBER, { input: { id: admin.id, roleId: desk.id } }, second.access);
  expect((await refusal(UPDATE_ROLE, { input: { id: managers.id, permissions: ['VIEW_DASHBOARD'] } }, second.access)).extensions)
    .toMatchObject({ reason: 'LAST_STAFF_MANAGER' });
  await ok(UPDATE_MEMBER, { input: { id: admin.id, roleId: punong.id } }, second.access);
});

it('does not count a manager still on their one-time password as one who can keep managing staff', async () => {
  const punong = await builtIn('PUNONG_BARANGAY');
  const desk = await builtIn('DESK_OFFICER');
  // Only the admin manages staff now: the other members who could are deactivated.
  const others: Array<{ id: number }> = await server.database.db.query(`
    SELECT u.id FROM "user" u JOIN staff_role role ON role.id = u.staff_role_id
     WHERE u.id <> $1 AND u.is_active AND 'MANAGE_STAFF' = ANY (role.permissions)`, [admin.id]);
  for (const other of others) await ok(UPDATE_MEMBER, { input: { id: other.id, active: false } });
  const { createStaffMember: invited } = await ok<{ createStaffMember: { temporaryPassword: string; member: { id: number; email: string } } }>(
    CREATE_MEMBER, { input: { email: 'ikalawang.kapitan@barangay.test', firstName: 'Ligaya', lastName: 'Kapitan', roleId: punong.id } });

  expect((await refusal(UPDATE_MEMBER, { input: { id: admin.id, roleId: desk.id } })).extensions).toMatchObject({ reason: 'LAST_STAFF_MANAGER' });
  expect((await refusal(UPDATE_MEMBER, { input: { id: admin.id, active: false } })).extensions).toMatchObject({ reason: 'LAST_STAFF_MANAGER' });

  // Once they chose their own password they can act, and the admin may step down.
  const first = await login(server, invited.member.email, invited.temporaryPassword);
  await ok(CHANGE_PASSWORD, { input: { currentPassword: invited.temporaryPassword, password: 'Bagong-Taon-Masaya-2027' } }, first.access);
  await ok(UPDATE_MEMBER, { input: { id: admin.id, roleId: desk.id } });
  await ok(UPDATE_MEMBER, { input: { id: admin.id, roleId: punong.id } }, first.access);
});

it('lets only MANAGE_STAFF see and change the office, and records who changed what with their role', async () => {
  const resident = await residentSession(server);
  expect((await refusal('{ staffMembers { id } }', {}, resident.access)).extensions).toMatchObject({ code: 'FORBIDDEN' });
  expect((await refusal('{ staffMembers { id } }', {}, null)).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

  const { staffMembers } = await ok<{ staffMembers: Array<{ email: string; role: { builtIn: string } }> }>('{ staffMembers { email role { builtIn } } }');
  expect(staffMembers.find((each) => each.email === admin.email)!.role.builtIn).toBe('PUNONG_BARANGAY');

  const created = (await ok<{ createRole: Role }>(CREATE_ROLE, { input: { name: 'Audited role', permissions: ['VIEW_AUDIT_LOG'] } })).createRole;
  const { auditLog } = await ok<{ auditLog: { items: Array<{ actorEmail: string; actorRole: string; entity: string; action: string }> } }>(
    'query ($id: String) { auditLog(entity: "staff_role", entityId: $id) { items { actorEmail actorRole entity action } } }', { id: String(created.id) });
  expect(auditLog.items).toEqual([{ actorEmail: admin.email, actorRole: 'Punong Barangay', entity: 'staff_role', action: 'CREATE' }]);
});

it('records in the audit log each member given MANAGE_STAFF, as a new member, by a role change or by their role gaining it', async () => {
  const AUDIT = `query ($id: String) { auditLog(entity: "staff_manager", entityId: $id) { total items { actorEmail actorRole action changes } } }`;
  const grants = async (id: number) => (await ok<{ auditLog: { total: number; items: unknown[] } }>(AUDIT, { id: String(id) })).auditLog;
  const granted = { actorEmail: admin.email, actorRole: 'Punong Barangay', action: 'CREATE', changes: { MANAGE_STAFF: { before: false, after: true } } };

  const kapitan = (await ok<{ createStaffMember: { member: { id: number } } }>(CREATE_MEMBER,
    { input: { email: 'tagapamahala@barangay.test', firstName: 'Tala', lastName: 'Bituin', roleId: (await builtIn('PUNONG_BARANGAY')).id } })).createStaffMember.member;
  expect(await grants(kapitan.id)).toEqual({ total: 1, items: [granted] });

  const desk = await member((await builtIn('DESK_OFFICER')).id);
  expect((await grants(desk.id)).total).toBe(0);
  const { createRole: keepers } = await ok<{ createRole: Role }>(CREATE_ROLE, { input: { name: 'Record keepers', permissions: ['VIEW_RESIDENTS'] } });
  await ok(UPDATE_MEMBER, { input: { id: desk.id, roleId: keepers.id } });
  expect((await grants(desk.id)).total).toBe(0);
  await ok(UPDATE_ROLE, { input: { id: keepers.id, permissions: ['VIEW_RESIDENTS', 'MANAGE_STAFF'] } });
  expect(await grants(desk.id)).toEqual({ total: 1, items: [granted] });
  // Already a manager: renaming the role grants nothing new.
  await ok(UPDATE_ROLE, { input: { id: keepers.id, name: 'Keepers of records' } });
  expect((await grants(desk.id)).total).toBe(1);
});

it('links an official to a staff account; certificates are signed in the name of the linked Punong Barangay', async () => {
  const CREATE_OFFICIAL = `mutation ($input: CreateBarangayOfficialInput!) { createBarangayOfficial(input: $input) { id } }`;
  const LINK = 'mutation ($id: Int!, $staffMemberId: Int) { linkOfficialStaffMember(id: $id, staffMemberId: $staffMemberId) { id staffMemberId } }';
  const official = async (position: string, name: string) => (await ok<{ createBarangayOfficial: { id: number } }>(CREATE_OFFICIAL, {
    input: { position, name, contactNumber: '09170000000', address: 'Purok 2', termStart: '2025-07-01' },
  })).createBarangayOfficial.id;
  // An older Punong Barangay entry whose term also covers today, and the one the office's account belongs to.
  await official('Punong Barangay', 'Hon. Dating Kapitan');
  const kapitan = await official('Kapitan', 'Hon. Amihan Dela Cruz');

  const resident = await residentSession(server, { verified: true });
  expect((await refusal(LINK, { id: kapitan, staffMemberId: admin.id }, resident.access)).extensions).toMatchObject({ code: 'FORBIDDEN' });
  expect((await refusal(LINK, { id: kapitan, staffMemberId: resident.id })).extensions)
    .toMatchObject({ code: 'BAD_USER_INPUT', fields: { staffMemberId: ['Choose a staff account.'] } });
  expect((await ok<{ linkOfficialStaffMember: { staffMemberId: number } }>(LINK, { id: kapitan, staffMemberId: admin.id })).linkOfficialStaffMember.staffMemberId)
    .toBe(admin.id);
  // An account is one official's: linking it to another moves the link.
  const other = await official('Kagawad', 'Hon. Kagawad Uno');
  await ok(LINK, { id: other, staffMemberId: admin.id });
  const linked = async () => (await server.database.db.query(
    'SELECT id FROM barangay_official WHERE staff_member_id = $1', [admin.id])).map((row: { id: number }) => row.id);
  expect(await linked()).toEqual([other]);
  await ok(LINK, { id: kapitan, staffMemberId: admin.id });
  expect(await linked()).toEqual([kapitan]);

  const typeId = await createDocumentType(server, admin, { name: 'Certificate of Residency', fields: [{ name: 'Purpose' }] });
  const request = await submitRequest(server, resident, typeId);
  await moveRequest(server, admin, request.id, 'processing', 'pickup');
  const [certificate] = await server.database.db.query(`SELECT content ->> 'punongBarangay' AS signer FROM document_certificate WHERE request_id = $1`, [request.id]);
  expect(certificate.signer).toBe('Hon. Amihan Dela Cruz');

  // The spec's REST shape of an official stays as it was.
  const { body } = await server.rest('GET', `/barangay-officials/${kapitan}/`);
  expect(body).not.toHaveProperty('staff_member_id');
});
