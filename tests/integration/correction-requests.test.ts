import { CORRECTION_MESSAGES, CORRECTION_REASON, CORRECTION_REJECTION_REASON } from '@barangay-portal/domain';
import { adminForFile, residentSession, type Session, staffMemberSession } from '../utils/accounts';
import { graphqlCalls } from '../utils/graphql-calls';
import { addBarangay, graphqlAt, staffAt } from '../utils/hosts';
import { madeBeforeAll } from '../utils/made-before-all';
import { testServerForFile } from '../utils/test-server';

// Residents' correction requests (the Data Privacy Act's right to rectification;
// docs/architecture.md#privacy-corrections): a resident asks, with a reason, that a read-only detail of their profile be
// corrected; staff with MANAGE_PRIVACY approve it (the profile changes) or reject it with a reason; the resident is told.
jest.setTimeout(30_000);

const server = testServerForFile();
const admin = adminForFile(server);
const { ok, refusal } = graphqlCalls(server, admin);
const db = () => server.database.db;
const OTHER_HOST = 'malayo.corrections.test';

/** The office that keeps the privacy duties with the Punong Barangay (MANAGE_PRIVACY, VIEW_RESIDENTS). */
const secretary = madeBeforeAll(() => staffMemberSession(server, admin,
  { builtIn: 'SECRETARY', email: 'sec@corrections.test', firstName: 'Sonia', lastName: 'Kalihim' }));
/** Staff without MANAGE_PRIVACY. */
const kagawad = madeBeforeAll(() => staffMemberSession(server, admin,
  { builtIn: 'KAGAWAD', email: 'kagawad@corrections.test', firstName: 'Ruben', lastName: 'Konseho' }));
/** Another barangay's Punong Barangay (every permission), at its own address; the default barangay stays at the test address. */
const otherStaff = madeBeforeAll(async () => {
  await addBarangay(server, { name: 'Barangay Malayo', prefix: 'MLY', host: OTHER_HOST, defaultHost: '127.0.0.1' });
  return await staffAt(server, OTHER_HOST);
});

const REQUEST = `mutation ($input: RequestCorrectionInput!) {
  requestCorrection(input: $input) { id field currentValue requestedValue reason status requestedAt decidedAt decisionReason }
}`;
const ENTRY = 'id field currentValue requestedValue reason status decidedAt decisionReason residentId residentName decidedBy';
const APPROVE = `mutation ($id: Int!) { approveCorrectionRequest(id: $id) { ${ENTRY} } }`;
const REJECT = `mutation ($input: RejectCorrectionRequestInput!) { rejectCorrectionRequest(input: $input) { ${ENTRY} } }`;
const WITHDRAW = 'mutation ($id: Int!) { withdrawCorrectionRequest(id: $id) { id status decidedAt } }';
const LIST = `query ($status: CorrectionRequestStatus) { correctionRequests(status: $status, pageSize: 100) { total items { ${ENTRY} } } }`;
const MINE = '{ myCorrectionRequests { id field status requestedValue decisionReason } }';

const reason = 'My birth certificate says otherwise.';

async function ask(resident: Session, field: string, requestedValue: string): Promise<{ id: number; status: string; currentValue: string | null }> {
  return (await ok(REQUEST, { input: { field, requestedValue, reason } }, resident)).requestCorrection;
}

const requestCount = async (userId: number): Promise<number> =>
  (await db().query('SELECT count(*)::int AS n FROM correction_request WHERE user_id = $1', [userId]))[0].n;

const notificationsOf = async (resident: Session) =>
  (await ok<{ notifications: { items: Array<{ kind: string; title: string; message: string }> } }>(
    '{ notifications(pageSize: 10) { items { kind title message } } }', {}, resident)).notifications.items;

describe('a correction approved', () => {
  it('changes the profile on both APIs, tells the resident, moves the name search and is audited under the staff member', async () => {
    const resident = await residentSession(server, { overrides: { first_name: 'Amihan', last_name: 'Dela Cruz' } });
    const asked = await ask(resident, 'LAST_NAME', '  Dela Cruz-Villanueva ');
    expect(asked).toMatchObject({ status: 'PENDING', currentValue: 'Dela Cruz', requestedValue: 'Dela Cruz-Villanueva', reason, decidedAt: null });

    const waiting = (await ok(LIST, { status: 'PENDING' }, secretary)).correctionRequests.items;
    expect(waiting).toContainEqual(expect.objectContaining({
      id: asked.id, field: 'LAST_NAME', residentId: resident.id, residentName: 'Amihan Santos Dela Cruz', decidedBy: null,
    }));

    const approved = (await ok(APPROVE, { id: asked.id }, secretary)).approveCorrectionRequest;
    expect(approved).toMatchObject({ status: 'APPROVED', decidedBy: 'Sonia Kalihim', residentName: 'Amihan Santos Dela Cruz-Villanueva' });
    expect(Date.parse(approved.decidedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await ok('{ me { lastName fullName } }', {}, resident)).me).toEqual({
      lastName: 'Dela Cruz-Villanueva', fullName: 'Amihan Santos Dela Cruz-Villanueva',
    });
    const profile = await server.rest('GET', '/auth/user/me/', undefined, resident.access);
    expect(profile.body.last_name).toBe('Dela Cruz-Villanueva');

    expect((await notificationsOf(resident))[0]).toEqual({
      kind: 'CORRECTION_APPROVED', title: 'Your correction of Last name was approved',
      message: 'Your correction of Last name was approved. Your profile now shows the new value.',
    });
    // The registry search's lower-case copy of the names followed the change.
    const found = (await ok('{ residents(search: "villanueva", pageSize: 100) { items { id } } }', {}, secretary)).residents.items;
    expect(found).toEqual([{ id: resident.id }]);
    const audited = await db().query(
      `SELECT entity, actor_id, changes FROM audit_log WHERE (entity = 'user' AND entity_id = $1) OR (entity = 'correction_request' AND entity_id = $2)
        ORDER BY id`, [String(resident.id), String(asked.id)]);
    expect(audited).toEqual(expect.arrayContaining([
      expect.objectContaining({ entity: 'user', actor_id: secretary.id, changes: expect.objectContaining({
        last_name: { before: 'Dela Cruz', after: 'Dela Cruz-Villanueva' } }) }),
      expect.objectContaining({ entity: 'correction_request', actor_id: secretary.id }),
    ]));
    // The resident's own request was no staff write: the log holds only the decision.
    expect(audited.filter((entry: { actor_id: number }) => entry.actor_id !== secretary.id)).toEqual([]);
  });

  it('takes a gender and a birthdate as registration does, and answers the resident\'s list over REST in snake_case', async () => {
    const resident = await residentSession(server);
    const gender = await ask(resident, 'gender', 'FEMALE');
    expect(gender).toMatchObject({ currentValue: 'male' });
    const created = await server.rest('POST', '/auth/user/me/corrections/', { field: 'birthdate', requested_value: '1991-05-01', reason }, resident.access);
    expect(created.status).toBe(201);
    await ok(APPROVE, { id: gender.id });
    await ok(APPROVE, { id: created.body.id });
    expect((await ok('{ me { gender birthdate age } }', {}, resident)).me).toMatchObject({ gender: 'FEMALE', birthdate: '1991-05-01' });

    const listed = await server.rest('GET', '/auth/user/me/corrections/', undefined, resident.access);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: created.body.id, field: 'birthdate', current_value: '1990-05-01', requested_value: '1991-05-01', reason, status: 'approved',
        requested_at: expect.any(String), decided_at: expect.any(String), decision_reason: null,
      },
      expect.objectContaining({ id: gender.id, field: 'gender', current_value: 'male', requested_value: 'female', status: 'approved' }),
    ]);
  });
});

describe('a correction rejected', () => {
  it('needs a reason, which the resident is told, and leaves the detail as it was', async () => {
    const resident = await residentSession(server, { overrides: { birth_place: 'Quezon City' } });
    const asked = await ask(resident, 'BIRTH_PLACE', 'Lungsod Quezon');

    const noReason = await refusal(REJECT, { input: { id: asked.id, reason: '   ' } });
    expect(noReason).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: [CORRECTION_REJECTION_REASON.required] } });
    const rejected = (await ok(REJECT, { input: { id: asked.id, reason: 'Quezon City is how the PSA spells it.' } })).rejectCorrectionRequest;
    expect(rejected).toMatchObject({ status: 'REJECTED', decisionReason: 'Quezon City is how the PSA spells it.' });

    expect((await ok('{ me { birthPlace } }', {}, resident)).me.birthPlace).toBe('Quezon City');
    expect((await ok(MINE, {}, resident)).myCorrectionRequests).toEqual([
      { id: asked.id, field: 'BIRTH_PLACE', status: 'REJECTED', requestedValue: 'Lungsod Quezon', decisionReason: 'Quezon City is how the PSA spells it.' },
    ]);
    expect((await notificationsOf(resident))[0]).toEqual({
      kind: 'CORRECTION_REJECTED', title: 'Your correction of Birthplace was not approved',
      message: 'Your correction of Birthplace was not approved: Quezon City is how the PSA spells it.',
    });
  });
});

describe('one request waits per detail', () => {
  it('refuses a second for the same detail while the first waits, on both APIs, and takes one for another detail', async () => {
    const resident = await residentSession(server);
    await ask(resident, 'RELIGION', 'Iglesia ni Cristo');
    const again = await refusal(REQUEST, { input: { field: 'RELIGION', requestedValue: 'Aglipayan', reason } }, resident);
    const message = CORRECTION_MESSAGES.alreadyPending('Religion');
    expect(again).toMatchObject({ code: 'CONFLICT', reason: 'CORRECTION_PENDING', message });
    const overRest = await server.rest('POST', '/auth/user/me/corrections/', { field: 'religion', requested_value: 'Aglipayan', reason }, resident.access);
    expect(overRest).toEqual({ status: 409, body: { detail: message } });
    await ask(resident, 'NICKNAME', 'Jun-jun');
    expect(await requestCount(resident.id)).toBe(2);
  });

  it('keeps one of two asked at the same moment (the unique index settles the race)', async () => {
    const resident = await residentSession(server);
    const input = { field: 'MIDDLE_NAME', requestedValue: 'Santiago', reason };
    const answers = await Promise.all([1, 2, 3].map(() => server.graphql(REQUEST, { input }, resident.access)));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions?.reason)).toEqual(['CORRECTION_PENDING', 'CORRECTION_PENDING']);
    expect(await requestCount(resident.id)).toBe(1);
  });
});

describe('what is refused, with the reason said on the field (both APIs)', () => {
  const cases: Array<{ what: string; field: string; value: string; why?: string; refused: Record<string, string> }> = [
    { what: 'an empty name', field: 'last_name', value: '  ', refused: { requestedValue: 'Last Name is required' } },
    { what: 'a name too long', field: 'first_name', value: 'A'.repeat(101), refused: { requestedValue: 'First Name must be at most 100 characters.' } },
    { what: 'a gender that is none', field: 'gender', value: 'other', refused: { requestedValue: 'Gender must be male or female.' } },
    { what: 'a date that is none', field: 'birthdate', value: '1990-02-30', refused: { requestedValue: 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.' } },
    { what: 'a birthdate in the future', field: 'birthdate', value: '2999-01-01', refused: { requestedValue: 'Birthdate must be a real date, written YYYY-MM-DD, and not in the future.' } },
    { what: 'the value the record has', field: 'last_name', value: 'Dela Cruz', refused: { requestedValue: CORRECTION_MESSAGES.sameValue } },
    { what: 'the gender the record has, in capitals', field: 'gender', value: 'MALE', refused: { requestedValue: CORRECTION_MESSAGES.sameValue } },
    { what: 'no reason', field: 'religion', value: 'Aglipayan', why: ' ', refused: { reason: CORRECTION_REASON.required } },
    { what: 'a reason too long', field: 'religion', value: 'Aglipayan', why: 'x'.repeat(501), refused: { reason: 'Reason must be at most 500 characters.' } },
    { what: 'the address (edited on the profile)', field: 'address', value: 'Purok 7', refused: { field: 'Address is changed on your profile (Edit Profile), not by a correction request.' } },
    { what: 'the contact number', field: 'contactNumber', value: '0917', refused: { field: CORRECTION_MESSAGES.editedOnProfile('Contact number') } },
    { what: 'the e-mail (the sign-in)', field: 'email', value: 'new@example.com', refused: { field: CORRECTION_MESSAGES.email } },
    { what: 'a detail that is none', field: 'salary', value: '1', refused: { field: CORRECTION_MESSAGES.fieldUnknown } },
    { what: 'no detail', field: '', value: 'x', refused: { field: CORRECTION_MESSAGES.fieldRequired } },
  ];
  const resident = madeBeforeAll(() => residentSession(server));
  const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

  it.each(cases)('$what', async ({ field, value, why = reason, refused }) => {
    const overGraphql = await refusal(REQUEST, { input: { field, requestedValue: value, reason: why } }, resident);
    expect(overGraphql).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(overGraphql.fields).toEqual(Object.fromEntries(Object.entries(refused).map(([name, text]) => [name, [text]])));
    const overRest = await server.rest('POST', '/auth/user/me/corrections/', { field, requested_value: value, reason: why }, resident.access);
    expect(overRest).toEqual({ status: 400, body: Object.fromEntries(Object.entries(refused).map(([name, text]) => [snake(name), [text]])) });
    expect(await requestCount(resident.id)).toBe(0);
  });
});

describe('who may see and decide', () => {
  const resident = madeBeforeAll(() => residentSession(server));
  // Spread: the answer's object comes from fetch's realm, and madeBeforeAll fills only this realm's plain objects.
  const asked = madeBeforeAll(async () => ({ ...await ask(resident, 'NICKNAME', 'Totoy') }));

  it('refuses staff without MANAGE_PRIVACY (403), and staff on the residents\' own routes', async () => {
    for (const [query, variables] of [[LIST, {}], [APPROVE, { id: asked.id }], [REJECT, { input: { id: asked.id, reason: 'No.' } }]] as const) {
      expect(await refusal(query, variables, kagawad)).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });
    }
    expect((await server.rest('GET', '/auth/user/me/corrections/', undefined, secretary.access)).status).toBe(403);
    expect((await server.rest('POST', `/auth/user/me/corrections/${asked.id}/withdraw/`, undefined, admin.access)).status).toBe(403);
    expect((await server.rest('GET', '/auth/user/me/corrections/')).status).toBe(401);
    expect((await server.graphql(MINE)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("keeps another barangay's staff from seeing or deciding it", async () => {
    const theirs = await graphqlAt(server, OTHER_HOST, LIST, {}, otherStaff.access);
    expect(theirs.data?.correctionRequests).toEqual({ total: 0, items: [] });
    for (const [query, variables] of [[APPROVE, { id: asked.id }], [REJECT, { input: { id: asked.id, reason: 'No.' } }]] as const) {
      const answer = await graphqlAt(server, OTHER_HOST, query, variables, otherStaff.access);
      expect(answer.errors?.[0]).toMatchObject({ message: CORRECTION_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('keeps another resident from seeing or withdrawing it', async () => {
    const other = await residentSession(server);
    expect((await ok(MINE, {}, other)).myCorrectionRequests).toEqual([]);
    expect((await server.rest('GET', '/auth/user/me/corrections/', undefined, other.access)).body).toEqual([]);
    expect(await refusal(WITHDRAW, { id: asked.id }, other)).toMatchObject({ code: 'NOT_FOUND', reason: 'CORRECTION_NOT_FOUND' });
    expect(await server.rest('POST', `/auth/user/me/corrections/${asked.id}/withdraw/`, undefined, other.access))
      .toEqual({ status: 404, body: { detail: CORRECTION_MESSAGES.notFound } });
    const [row] = await db().query('SELECT status FROM correction_request WHERE id = $1', [asked.id]);
    expect(row.status).toBe('pending');
  });
});

describe('once decided or withdrawn', () => {
  it('is not decided again, either way', async () => {
    const resident = await residentSession(server);
    const asked = await ask(resident, 'NICKNAME', 'Dodong');
    await ok(APPROVE, { id: asked.id });
    const conflict = { code: 'CONFLICT', reason: 'CORRECTION_DECIDED', message: CORRECTION_MESSAGES.notPending };
    expect(await refusal(APPROVE, { id: asked.id })).toMatchObject(conflict);
    expect(await refusal(REJECT, { input: { id: asked.id, reason: 'Changed my mind.' } })).toMatchObject(conflict);
    expect(await refusal(WITHDRAW, { id: asked.id }, resident)).toMatchObject(conflict);
    expect((await ok('{ me { nickname } }', {}, resident)).me.nickname).toBe('Dodong');
  });

  it('is withdrawn only while it waits, after which staff cannot decide it and the detail may be asked again', async () => {
    const resident = await residentSession(server);
    const asked = await ask(resident, 'RELIGION', 'Born Again');
    const withdrawn = await server.rest('POST', `/auth/user/me/corrections/${asked.id}/withdraw/`, undefined, resident.access);
    expect(withdrawn).toMatchObject({ status: 200, body: { id: asked.id, status: 'withdrawn', decided_at: expect.any(String) } });
    expect(await server.rest('POST', `/auth/user/me/corrections/${asked.id}/withdraw/`, undefined, resident.access))
      .toEqual({ status: 409, body: { detail: CORRECTION_MESSAGES.notPending } });
    expect(await refusal(APPROVE, { id: asked.id })).toMatchObject({ code: 'CONFLICT', reason: 'CORRECTION_DECIDED' });
    expect((await ok('{ me { religion } }', {}, resident)).me.religion).toBe('Catholic');
    await ask(resident, 'RELIGION', 'Born Again');
    const statuses = (await ok(MINE, {}, resident)).myCorrectionRequests.map((request: { status: string }) => request.status);
    expect(statuses).toEqual(['PENDING', 'WITHDRAWN']);
  });

  it("lists the barangay's waiting requests before the decided ones", async () => {
    const resident = await residentSession(server);
    const decided = await ask(resident, 'FIRST_NAME', 'Juanito');
    await ok(APPROVE, { id: decided.id });
    const waiting = await ask(resident, 'BIRTH_PLACE', 'Lungsod ng Maynila');
    const { items } = (await ok(LIST)).correctionRequests;
    const statuses = items.map((item: { status: string }) => item.status);
    expect(statuses.lastIndexOf('PENDING')).toBeLessThan(statuses.indexOf('APPROVED'));
    expect(items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([waiting.id, decided.id]));
    const onlyApproved = (await ok(LIST, { status: 'APPROVED' })).correctionRequests.items;
    expect(onlyApproved.every((item: { status: string }) => item.status === 'APPROVED')).toBe(true);
    expect(onlyApproved.map((item: { id: number }) => item.id)).toContain(decided.id);
  });
});
