import { registrationPayload } from './fixtures';
import { madeBeforeAll } from './made-before-all';
import { TEST_ADMIN, TestServer } from './test-server';

export interface Session {
  access: string;
  refresh: string;
  id: number;
  email: string;
}

export async function login(server: TestServer, email: string, password: string): Promise<Session> {
  const { status, body } = await server.rest('POST', '/auth/token/', { email, password });
  if (status !== 200) throw new Error(`login of ${email} failed with ${status}`);
  const [{ id }] = await server.database.db.query(`SELECT id FROM "user" WHERE email = $1`, [email]);
  return { access: body.access, refresh: body.refresh, id, email };
}

export async function loginAdmin(server: TestServer): Promise<Session> {
  return await login(server, TEST_ADMIN.email, TEST_ADMIN.password);
}

/**
 * A registered resident, signed in. `verified` sets the ID as approved directly in the database (the
 * verification flow itself is tested in the residents suite) and signs in after, so the token says so.
 */
export async function residentSession(server: TestServer, options: { verified?: boolean; overrides?: Record<string, unknown> } = {}): Promise<Session> {
  const payload = registrationPayload(options.overrides);
  const { status } = await server.rest('POST', '/auth/user/', payload);
  if (status !== 201) throw new Error(`registration failed with ${status}`);
  if (options.verified) {
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE email = $1`, [payload.email]);
  }
  return await login(server, String(payload.email), String(payload.password));
}

/** The administrator, signed in before the test file's first test. */
export function adminForFile(server: TestServer): Session {
  return madeBeforeAll(() => loginAdmin(server));
}

/** A resident (as `residentSession` makes one), registered and signed in before the test file's first test. */
export function residentForFile(server: TestServer, options: Parameters<typeof residentSession>[1] = {}): Session {
  return madeBeforeAll(() => residentSession(server, options));
}

/**
 * A staff member made by `manager` (who may manage staff) with the built-in office `builtIn` (SECRETARY, KAGAWAD, ...),
 * signed in with a password of their own: a new member holds no permission until they have replaced the one-time one.
 */
export async function staffMemberSession(
  server: TestServer, manager: Session, member: { builtIn: string; email: string; firstName: string; lastName: string },
): Promise<Session> {
  const ask = async <T>(query: string, variables: Record<string, unknown>, session: Session): Promise<T> => {
    const answer = await server.graphql<T>(query, variables, session.access);
    if (answer.errors || !answer.data) throw new Error(`making staff member ${member.email}: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
  const { roles } = await ask<{ roles: Array<{ id: number; builtIn: string | null }> }>('{ roles { id builtIn } }', {}, manager);
  const roleId = roles.find((role) => role.builtIn === member.builtIn)!.id;
  const { createStaffMember } = await ask<{ createStaffMember: { temporaryPassword: string } }>(
    'mutation ($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { temporaryPassword } }',
    { input: { email: member.email, firstName: member.firstName, lastName: member.lastName, roleId } }, manager);
  const first = await login(server, member.email, createStaffMember.temporaryPassword);
  // No word of the barangay's or the member's name, which the password policy refuses.
  const password = 'Bagong-Umaga-Sa-Bayan-2027';
  await ask('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
    { input: { currentPassword: createStaffMember.temporaryPassword, password } }, first);
  return await login(server, member.email, password);
}
