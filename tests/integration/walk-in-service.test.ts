import { adminForFile, login, residentSession, type Session } from '../utils/accounts';
import { createDocumentType, moveRequest, submitRequest } from '../utils/documents';
import { madeBeforeAll } from '../utils/made-before-all';
import { flat, readPdf } from '../utils/pdf';
import { graphqlCalls } from '../utils/graphql-calls';
import { testServerForFile } from '../utils/test-server';

// One person, once, and walk-in service (docs/architecture.md#registry-of-inhabitants): the
// ID verifier sees the inhabitants who match a resident (names and birthdate, any case or accents) and links them;
// the counter takes a request for an inhabitant without an account under the same lifecycle and limit, and the
// certificate names the inhabitant; a later link makes later requests the account's, and earlier ones once confirmed.
jest.setTimeout(60_000);

const server = testServerForFile();
const admin = adminForFile(server);

const { ok, refusal } = graphqlCalls(server, admin);

const INHABITANT_FIELDS = 'id fullName birthdate hasAccount household { householdNumber }';
const LINK = `residentId linked { ${INHABITANT_FIELDS} } matches { ${INHABITANT_FIELDS} }`;
const REGISTRY_LINK = `query ($userId: Int!) { residentRegistryLink(userId: $userId) { ${LINK} } }`;
const LINK_RESIDENT = `mutation ($userId: Int!, $inhabitantId: Int!) { linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) { ${LINK} } }`;
const UNLINK = `mutation ($userId: Int!) { unlinkResident(userId: $userId) { ${LINK} } }`;
const CONFIRM_LINK = `mutation ($userId: Int!) { confirmResidentLink(userId: $userId) { residentId linkedAt confirmed linked { id } } }`;
const AT_COUNTER = `mutation ($input: CounterDocumentRequestInput!) {
  submitDocumentRequestAtCounter(input: $input) { id referenceNumber status requestor requesterId takenAtCounter gender } }`;
const COUNTER_INHABITANTS = `query ($search: String!) { counterInhabitants(search: $search) { id fullName birthdate householdNumber hasAccount } }`;

const createInhabitant = async (input: Record<string, unknown>): Promise<number> => (await ok<{ createInhabitant: { id: number } }>(
  'mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }',
  { input: { sex: 'FEMALE', birthPlace: 'Malabon', civilStatus: 'SINGLE', ...input } })).createInhabitant.id;

/** A household with Rosario Peñaflor (who will register online), her namesake born another day, and Lito (a walk-in). */
const registry = madeBeforeAll(async () => {
  const purokId = (await ok<{ createPurok: { id: number } }>('mutation { createPurok(input: { name: "Purok 5" }) { id } }')).createPurok.id;
  const householdId = (await ok<{ createHousehold: { id: number } }>(
    'mutation ($input: HouseholdInput!) { createHousehold(input: $input) { id } }',
    { input: { householdNumber: 'HH-501', address: '12 Mabini Street', purokId } })).createHousehold.id;
  const rosario = await createInhabitant({
    lastName: 'Peñaflor', firstName: 'Rosario', middleName: null, birthdate: '1988-03-15', householdId, relationshipToHead: 'HEAD',
  });
  const namesake = await createInhabitant({ lastName: 'Peñaflor', firstName: 'Rosario', birthdate: '1988-03-16' });
  const lito = await createInhabitant({
    lastName: 'Bautista', firstName: 'Lito', middleName: 'Ramos', sex: 'MALE', birthdate: '1961-07-04', householdId, relationshipToHead: 'SIBLING',
  });
  const typeId = await createDocumentType(server, admin, { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] });
  return { householdId, rosario, namesake, lito, typeId };
});

/** Rosario registering online, her names written without the ñ and in capitals. */
const rosarioOnline = madeBeforeAll(() => residentSession(server, {
  overrides: { first_name: 'ROSARIO', middle_name: 'Lim', last_name: 'Penaflor', birthdate: '1988-03-15', gender: 'female' },
}));

/** A staff member with one of the barangay's built-in roles, signed in with a password of their own. */
async function staffWithRole(builtIn: string, email: string): Promise<Session> {
  const { roles } = await ok<{ roles: Array<{ id: number; builtIn: string | null }> }>('{ roles { id builtIn } }');
  const roleId = roles.find((role) => role.builtIn === builtIn)!.id;
  const { createStaffMember } = await ok<{ createStaffMember: { temporaryPassword: string } }>(
    'mutation ($input: CreateStaffMemberInput!) { createStaffMember(input: $input) { temporaryPassword } }',
    { input: { email, firstName: 'Nena', lastName: 'Window', roleId } });
  const first = await login(server, email, createStaffMember.temporaryPassword);
  const password = 'Serbisyo-Sa-Bintana-2027';
  await ok('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
    { input: { currentPassword: createStaffMember.temporaryPassword, password } }, first);
  return await login(server, email, password);
}

const deskOfficer = madeBeforeAll(() => staffWithRole('DESK_OFFICER', 'window@barangay.test'));

describe('one person, once: an online registration matched to the registry at ID verification', () => {
  it('shows the verifier the inhabitant with the same names and birthdate, whatever the case and accents, and not a namesake born another day', async () => {
    const { residentRegistryLink } = await ok(REGISTRY_LINK, { userId: rosarioOnline.id });
    expect(residentRegistryLink).toEqual({
      residentId: rosarioOnline.id,
      linked: null,
      matches: [{ id: registry.rosario, fullName: 'Rosario Peñaflor', birthdate: '1988-03-15', hasAccount: false, household: { householdNumber: 'HH-501' } }],
    });
  });

  it('refuses to link an inhabitant who is not the resident', async () => {
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE id = $1`, [rosarioOnline.id]);
    expect(await refusal(LINK_RESIDENT, { userId: rosarioOnline.id, inhabitantId: registry.namesake }))
      .toMatchObject({ code: 'CONFLICT', reason: 'NOT_THE_SAME_PERSON' });
    expect(await refusal(LINK_RESIDENT, { userId: rosarioOnline.id, inhabitantId: registry.lito })).toMatchObject({ reason: 'NOT_THE_SAME_PERSON' });
  });

  it('is refused to a staff member who does not verify IDs, and to the resident herself', async () => {
    for (const session of [deskOfficer, rosarioOnline]) {
      expect(await refusal(REGISTRY_LINK, { userId: rosarioOnline.id }, session)).toMatchObject({ reason: 'MISSING_PERMISSION' });
      expect(await refusal(LINK_RESIDENT, { userId: rosarioOnline.id, inhabitantId: registry.rosario }, session)).toMatchObject({ reason: 'MISSING_PERMISSION' });
    }
  });

  it("refuses to link a resident whose ID is not approved: a namesake born the same day would read the record's requests", async () => {
    for (const status of ['unverified', 'pending', 'rejected']) {
      await server.database.db.query(`UPDATE "user" SET id_verification_status = $2 WHERE id = $1`, [rosarioOnline.id, status]);
      expect(await refusal(LINK_RESIDENT, { userId: rosarioOnline.id, inhabitantId: registry.rosario })).toMatchObject({
        code: 'CONFLICT', reason: 'RESIDENT_NOT_VERIFIED', message: "Approve the resident's valid ID before linking them to the registry.",
      });
    }
    expect(await server.database.db.query('SELECT user_id FROM inhabitant WHERE id = $1', [registry.rosario])).toEqual([{ user_id: null }]);
  });

  it('links them once, audited; a second link of either is refused, and an unlink undoes it', async () => {
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE id = $1`, [rosarioOnline.id]);
    const { linkResidentToInhabitant } = await ok(LINK_RESIDENT, { userId: rosarioOnline.id, inhabitantId: registry.rosario });
    expect(linkResidentToInhabitant).toMatchObject({ linked: { id: registry.rosario, hasAccount: true }, matches: [] });
    const [audit] = await server.database.db.query(
      `SELECT actor_email, changes FROM audit_log WHERE entity = 'inhabitant' AND entity_id = $1 AND action = 'update' ORDER BY id DESC LIMIT 1`,
      [String(registry.rosario)]);
    expect(audit).toMatchObject({ actor_email: admin.email, changes: { user_id: { before: null, after: rosarioOnline.id } } });

    const twin = await residentSession(server, { verified: true, overrides: { first_name: 'Rosario', last_name: 'Peñaflor', birthdate: '1988-03-15' } });
    expect(await refusal(LINK_RESIDENT, { userId: twin.id, inhabitantId: registry.rosario })).toMatchObject({ reason: 'ALREADY_LINKED' });
    expect((await ok(REGISTRY_LINK, { userId: twin.id })).residentRegistryLink.matches).toEqual([]);

    expect((await ok(UNLINK, { userId: rosarioOnline.id })).unlinkResident).toMatchObject({ linked: null, matches: [{ id: registry.rosario }] });
    expect(await refusal(UNLINK, { userId: rosarioOnline.id })).toMatchObject({ reason: 'NOT_LINKED' });
    await ok(LINK_RESIDENT, { userId: rosarioOnline.id, inhabitantId: registry.rosario });
  });
});

describe('walk-in service: a request taken at the counter for an inhabitant', () => {
  it('lets the desk officer find a living inhabitant by name, seeing whether they have an account but nothing of the registry beyond', async () => {
    const { counterInhabitants } = await ok(COUNTER_INHABITANTS, { search: 'bautista' }, deskOfficer);
    expect(counterInhabitants).toEqual([{ id: registry.lito, fullName: 'Lito Ramos Bautista', birthdate: '1961-07-04', householdNumber: 'HH-501', hasAccount: false }]);
    expect(await refusal(`{ inhabitant(id: ${registry.lito}) { id } }`, {}, deskOfficer)).toMatchObject({ reason: 'MISSING_PERMISSION' });
  });

  it('is processed through the same lifecycle, and its certificate names the inhabitant and verifies', async () => {
    const { submitDocumentRequestAtCounter: request } = await ok(AT_COUNTER,
      { input: { inhabitantId: registry.lito, documentTypeId: registry.typeId, fieldData: { Purpose: 'Pension application' } } }, deskOfficer);
    expect(request).toMatchObject({ status: 'PENDING', requestor: 'Lito Ramos Bautista', requesterId: null, takenAtCounter: true, gender: 'MALE' });
    expect(request.referenceNumber).toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
    // Taken by the desk officer: the history and the audit log say so.
    const [first] = await server.database.db.query('SELECT changed_by AS changed_by_id FROM document_request_status_change WHERE request_id = $1', [request.id]);
    expect(first.changed_by_id).toBe(deskOfficer.id);

    // The claim stub handed over: the reference number, the document and the inhabitant; its QR code opens the request.
    const stub = await fetch(`${server.url}/api/document-requests/${request.id}/claim-stub/`, { headers: { authorization: `Bearer ${deskOfficer.access}` } });
    expect(stub.headers.get('content-type')).toBe('application/pdf');
    const stubPdf = await readPdf(Buffer.from(await stub.arrayBuffer()));
    expect(flat(stubPdf.pages[0])).toEqual(expect.stringContaining(`CLAIM STUB Reference No. ${request.referenceNumber} Document: Barangay Clearance For: Lito Ramos Bautista`));
    expect(stubPdf.qrCodes).toEqual([`${server.url}/document-request-manager?q=${request.referenceNumber}`]);

    await moveRequest(server, deskOfficer, request.id, 'processing', 'pickup');
    const { documentRequest } = await ok(`{ documentRequest(id: ${request.id}) { status certificate { verificationCode } } }`, {}, deskOfficer);
    expect(documentRequest.status).toBe('PICKUP');
    const { verifyDocument } = await ok(`{ verifyDocument(code: "${documentRequest.certificate.verificationCode}") { genuine valid holderName } }`);
    expect(verifyDocument).toEqual({ genuine: true, valid: true, holderName: 'Lito R. B***' });
    const pdf = await fetch(`${server.url}/api/document-requests/${request.id}/certificate/`, { headers: { authorization: `Bearer ${deskOfficer.access}` } });
    expect(flat((await readPdf(Buffer.from(await pdf.arrayBuffer()))).pages.join(' '))).toContain('Lito Ramos Bautista');
  });

  it('holds the inhabitant to three open requests, and refuses one who moved out, or another barangay\'s type', async () => {
    const submit = (inhabitantId: number, documentTypeId = registry.typeId) => server.graphql(AT_COUNTER,
      { input: { inhabitantId, documentTypeId, fieldData: { Purpose: 'Travel' } } }, deskOfficer.access);
    const before = await server.database.db.query('SELECT count(*)::int AS n FROM document_request');
    for (let i = 0; i < 3; i++) expect((await submit(registry.lito)).errors).toBeUndefined();
    const fourth = await submit(registry.lito);
    expect(fourth.errors?.[0]).toMatchObject({
      message: 'This inhabitant already has 3 open document requests. One must be released, rejected or canceled before another.',
      extensions: { reason: 'OPEN_REQUEST_LIMIT' },
    });
    expect((await server.database.db.query('SELECT count(*)::int AS n FROM document_request'))[0].n).toBe(before[0].n + 3);

    await ok('mutation ($input: SetInhabitantStatusInput!) { setInhabitantStatus(input: $input) { id } }',
      { input: { id: registry.namesake, status: 'MOVED_OUT', date: '2025-01-10' } });
    expect((await submit(registry.namesake)).errors?.[0]?.extensions).toMatchObject({ reason: 'NOT_LIVING_HERE' });
    expect((await submit(registry.lito, 999_999)).errors?.[0]?.extensions).toMatchObject({ reason: 'UNKNOWN_DOCUMENT_TYPE' });
  });

  it("lists a counter request by the inhabitant's name, and never to a resident", async () => {
    const { documentRequests } = await ok(`{ documentRequests(search: "bautista", pageSize: 50) { total items { requestor takenAtCounter } } }`, {}, deskOfficer);
    expect(documentRequests.total).toBe(4);
    expect(documentRequests.items.every((item: { requestor: string; takenAtCounter: boolean }) => item.requestor === 'Lito Ramos Bautista' && item.takenAtCounter)).toBe(true);
    expect((await ok('{ documentRequests { total } }', {}, rosarioOnline)).documentRequests.total).toBe(0);
  });

  it('takes a linked inhabitant\'s request as their account: one history, one limit, and the resident is told of its moves', async () => {
    const verifiedRosario = await login(server, rosarioOnline.email, 'kalayaan-1898');
    await server.database.db.query(`UPDATE "user" SET id_verification_status = 'approved' WHERE id = $1`, [rosarioOnline.id]);
    await submitRequest(server, verifiedRosario, registry.typeId, { Purpose: 'Online one' });
    const { submitDocumentRequestAtCounter: atCounter } = await ok(AT_COUNTER,
      { input: { inhabitantId: registry.rosario, documentTypeId: registry.typeId, fieldData: { Purpose: 'At the window' } } }, deskOfficer);
    expect(atCounter).toMatchObject({ requesterId: rosarioOnline.id, takenAtCounter: true, requestor: 'Rosario Peñaflor' });
    const own = await ok<{ documentRequests: { total: number; items: Array<{ id: number }> } }>('{ documentRequests { total items { id } } }', {}, verifiedRosario);
    expect(own.documentRequests.total).toBe(2);
    // Only a request taken at the counter has a claim stub.
    const online = own.documentRequests.items.find((item) => item.id !== atCounter.id)!;
    const stub = await fetch(`${server.url}/api/document-requests/${online.id}/claim-stub/`, { headers: { authorization: `Bearer ${deskOfficer.access}` } });
    expect(stub.status).toBe(409);
    await moveRequest(server, deskOfficer, atCounter.id, 'processing');
    const notices = await ok<{ notifications: { items: Array<{ message: string }> } }>('{ notifications { items { message } } }', {}, verifiedRosario);
    expect(notices.notifications.items.map((item) => item.message).join('\n')).toContain(atCounter.referenceNumber);
  });

  it("gives a verified resident linked to a walk-in only the requests taken after the link, the earlier ones once staff confirm, none once unlinked", async () => {
    const walkIn = await createInhabitant({ lastName: 'Santos', firstName: 'Nilda', birthdate: '1970-10-10' });
    const takeAtCounter = async (purpose: string) => (await ok<{ submitDocumentRequestAtCounter: { id: number } }>(AT_COUNTER,
      { input: { inhabitantId: walkIn, documentTypeId: registry.typeId, fieldData: { Purpose: purpose } } }, deskOfficer)).submitDocumentRequestAtCounter.id;
    const before = await takeAtCounter('Burial assistance');
    const nilda = await residentSession(server, { verified: true, overrides: { first_name: 'Nilda', middle_name: 'Reyes', last_name: 'Santos', birthdate: '1970-10-10' } });
    const seen = async () => (await ok<{ documentRequests: { items: Array<{ id: number }> } }>('{ documentRequests { items { id } } }', {}, nilda))
      .documentRequests.items.map((item) => item.id).sort((a, b) => a - b);
    const ownRecord = async () => {
      const download = await fetch(`${server.url}/api/auth/user/me/data/`, { headers: { authorization: `Bearer ${nilda.access}` } });
      const data = await download.json() as { registryRecords: Array<{ id: number }>; documentRequests: Array<{ id: number }> };
      return { records: data.registryRecords.map((record) => record.id), requests: data.documentRequests.map((request) => request.id).sort((a, b) => a - b) };
    };
    expect(await seen()).toEqual([]);

    const linked = await ok(`mutation ($userId: Int!, $inhabitantId: Int!) { linkResidentToInhabitant(userId: $userId, inhabitantId: $inhabitantId) {
      linkedAt confirmed linked { id } } }`, { userId: nilda.id, inhabitantId: walkIn });
    expect(linked.linkResidentToInhabitant).toMatchObject({ confirmed: false, linked: { id: walkIn } });
    expect(Date.parse(linked.linkResidentToInhabitant.linkedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await seen()).toEqual([]);
    const after = await takeAtCounter('Scholarship');
    // The record and its past stay hidden from the account, on every screen and in "Download my data".
    expect(await seen()).toEqual([after]);
    expect(await ownRecord()).toEqual({ records: [], requests: [after] });
    expect(await refusal(`{ documentRequest(id: ${before}) { id } }`, {}, nilda)).toMatchObject({ code: 'FORBIDDEN' });

    // Confirming is the registry's keepers' (MANAGE_REGISTRY), not the desk's nor the resident's.
    for (const session of [deskOfficer, nilda]) expect(await refusal(CONFIRM_LINK, { userId: nilda.id }, session)).toMatchObject({ reason: 'MISSING_PERMISSION' });
    const confirmed = await ok(CONFIRM_LINK, { userId: nilda.id });
    expect(confirmed.confirmResidentLink).toMatchObject({ residentId: nilda.id, confirmed: true, linked: { id: walkIn } });
    expect(await seen()).toEqual([before, after]);
    expect(await ownRecord()).toEqual({ records: [walkIn], requests: [before, after] });
    expect((await ok(CONFIRM_LINK, { userId: nilda.id })).confirmResidentLink.confirmed).toBe(true);
    const [audit] = await server.database.db.query(
      `SELECT actor_email, changes FROM audit_log WHERE entity = 'inhabitant' AND entity_id = $1 AND changes ? 'link_confirmed' ORDER BY id DESC LIMIT 1`,
      [String(walkIn)]);
    expect(audit).toMatchObject({ actor_email: admin.email, changes: { link_confirmed: { before: false, after: true } } });

    await ok(UNLINK, { userId: nilda.id });
    expect(await seen()).toEqual([]);
    expect(await server.database.db.query('SELECT user_id, linked_at, link_confirmed FROM inhabitant WHERE id = $1', [walkIn]))
      .toEqual([{ user_id: null, linked_at: null, link_confirmed: false }]);
    expect(await refusal(CONFIRM_LINK, { userId: nilda.id })).toMatchObject({ reason: 'NOT_LINKED' });
  });

  it('is refused to a resident and to staff who do not process requests', async () => {
    const input = { inhabitantId: registry.lito, documentTypeId: registry.typeId, fieldData: { Purpose: 'x' } };
    const kagawad = await staffWithRole('KAGAWAD', 'kagawad@barangay.test');
    for (const session of [rosarioOnline, kagawad]) {
      expect(await refusal(AT_COUNTER, { input }, session)).toMatchObject({ reason: 'MISSING_PERMISSION' });
      expect(await refusal(COUNTER_INHABITANTS, { search: 'bautista' }, session)).toMatchObject({ reason: 'MISSING_PERMISSION' });
    }
  });
});
