import { registerInput } from '../utils/fixtures';
import { testServerForFile, TEST_ADMIN } from '../utils/test-server';

const server = testServerForFile();

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { id email fullName gender civilStatus idVerificationStatus userType age }
}`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { access refresh isResident isVerified email } }`;
const REFRESH = `mutation Refresh($refresh: String!) { refreshToken(refresh: $refresh) { access refresh } }`;
const ME = `query { me { email nickname fullName idVerificationStatus userType } }`;
const RESIDENTS = `query Residents($search: String) { residents(search: $search, page: 1, pageSize: 10) { total items { email } } }`;

type Login = { login: { access: string; refresh: string; isResident: boolean; isVerified: boolean; email: string } };

async function registerAndLogin(overrides: Record<string, unknown> = {}) {
  const input = registerInput(overrides);
  const registered = await server.graphql(REGISTER, { input });
  expect(registered.errors).toBeUndefined();
  const login = await server.graphql<Login>(LOGIN, { input: { email: input.email, password: input.password } });
  expect(login.errors).toBeUndefined();
  return { input, session: login.data!.login };
}

describe('register', () => {
  it('creates an unverified resident', async () => {
    const input = registerInput();
    const { data, errors } = await server.graphql(REGISTER, { input });
    expect(errors).toBeUndefined();
    expect(data!.register).toMatchObject({
      email: input.email,
      fullName: 'Maria Reyes Santos',
      gender: 'FEMALE',
      civilStatus: 'MARRIED',
      idVerificationStatus: 'UNVERIFIED',
      userType: 'RESIDENT',
    });
  });

  it('answers BAD_USER_INPUT with one message per invalid field', async () => {
    const { data, errors } = await server.graphql(REGISTER, {
      input: registerInput({ email: 'no-at-sign', nickname: '', civilStatus: 'DIVORCED', birthdate: 'yesterday' }),
    });
    expect(data).toBeNull();
    expect(errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_INPUT',
      fields: {
        email: ['Enter a valid email address.'],
        nickname: ['Nickname is required'],
        civilStatus: ['Civil status must be one of single, married, separated, widowed.'],
        birthdate: ['Birthdate must be a real date, written YYYY-MM-DD, and not in the future.'],
      },
    });
  });

  it('refuses a duplicate e-mail with a field error', async () => {
    const input = registerInput({ email: 'dup@example.com' });
    await server.graphql(REGISTER, { input });
    const { errors } = await server.graphql(REGISTER, { input: { ...input, email: 'Dup@Example.com' } });
    expect(errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'EMAIL_TAKEN',
      fields: { email: ['A user with that email already exists.'] },
    });
  });
});

describe('login, refresh and me', () => {
  it('logs in and reads the own profile', async () => {
    const { input, session } = await registerAndLogin();
    expect(session).toMatchObject({ isResident: true, isVerified: false, email: input.email });
    const { data, errors } = await server.graphql(ME, {}, session.access);
    expect(errors).toBeUndefined();
    expect(data!.me).toMatchObject({ email: input.email, userType: 'RESIDENT', idVerificationStatus: 'UNVERIFIED' });
  });

  it('refuses a wrong password as UNAUTHENTICATED with the same message as an unknown e-mail', async () => {
    const { input } = await registerAndLogin();
    const wrong = await server.graphql(LOGIN, { input: { email: input.email, password: 'wrong-password' } });
    const unknown = await server.graphql(LOGIN, { input: { email: 'ghost@example.com', password: 'wrong-password' } });
    expect(wrong.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(wrong.errors![0].message).toBe('No active account found with the given credentials');
    expect(unknown.errors![0].message).toBe(wrong.errors![0].message);
  });

  it('rotates refresh tokens and refuses a reused one', async () => {
    const { session } = await registerAndLogin();
    const rotated = await server.graphql<{ refreshToken: { refresh: string } }>(REFRESH, { refresh: session.refresh });
    expect(rotated.errors).toBeUndefined();
    const reused = await server.graphql(REFRESH, { refresh: session.refresh });
    expect(reused.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const familyRevoked = await server.graphql(REFRESH, { refresh: rotated.data!.refreshToken.refresh });
    expect(familyRevoked.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('answers me without a token as UNAUTHENTICATED', async () => {
    const { errors } = await server.graphql(ME);
    expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('role checks', () => {
  it('refuses a guest (UNAUTHENTICATED) and a resident (FORBIDDEN) on an administrator query', async () => {
    const guest = await server.graphql(RESIDENTS);
    expect(guest.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const { session } = await registerAndLogin();
    const resident = await server.graphql(RESIDENTS, {}, session.access);
    expect(resident.errors![0].extensions!.code).toBe('FORBIDDEN');
    expect(resident.data).toBeNull();
  });

  it('lets the administrator search residents by part of a name, in any letter case', async () => {
    await registerAndLogin({ firstName: 'Crisostomo', lastName: 'Ibarra' });
    const admin = await server.graphql<Login>(LOGIN, { input: TEST_ADMIN });
    const { data, errors } = await server.graphql<{ residents: { total: number; items: Array<{ email: string }> } }>(
      RESIDENTS, { search: 'sOsTo' }, admin.data!.login.access);
    expect(errors).toBeUndefined();
    expect(data!.residents.total).toBe(1);
  });
});
