import { adminForFile, login, residentForFile } from '../utils/accounts';
import { madeBeforeAll } from '../utils/made-before-all';
import { graphqlCalls } from '../utils/graphql-calls';
import { testServerForFile } from '../utils/test-server';

// The Registry of Barangay Inhabitants, first step (docs/architecture.md#registry-of-inhabitants): puroks,
// households and inhabitants kept by staff with MANAGE_REGISTRY, one head per household, moves and status with their
// dates, every change in the audit log under the staff member's name. Another barangay's records: barangay-isolation.
jest.setTimeout(30_000);

const server = testServerForFile();
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });

const PUROK = 'id name';
const HOUSEHOLD = `id householdNumber address purok { ${PUROK} }`;
const INHABITANT = `id lastName firstName middleName fullName address sex birthdate birthPlace civilStatus citizenship occupation
  isPwd isSoloParent isIndigenous is4Ps isOutOfSchoolYouth status statusDate relationshipToHead age isSeniorCitizen household { id householdNumber }`;

const CREATE_PUROK = `mutation ($input: PurokInput!) { createPurok(input: $input) { ${PUROK} } }`;
const RENAME_PUROK = `mutation ($input: RenamePurokInput!) { renamePurok(input: $input) { ${PUROK} } }`;
const CREATE_HOUSEHOLD = `mutation ($input: HouseholdInput!) { createHousehold(input: $input) { ${HOUSEHOLD} } }`;
const UPDATE_HOUSEHOLD = `mutation ($input: UpdateHouseholdInput!) { updateHousehold(input: $input) { ${HOUSEHOLD} } }`;
const CREATE_INHABITANT = `mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { ${INHABITANT} } }`;
const UPDATE_INHABITANT = `mutation ($input: UpdateInhabitantInput!) { updateInhabitant(input: $input) { ${INHABITANT} } }`;
const MOVE = `mutation ($input: MoveInhabitantInput!) { moveInhabitant(input: $input) { ${INHABITANT} } }`;
const SET_STATUS = `mutation ($input: SetInhabitantStatusInput!) { setInhabitantStatus(input: $input) { ${INHABITANT} } }`;
const INHABITANTS = `query ($page: Int, $pageSize: Int, $search: String, $purokId: Int, $householdId: Int, $status: InhabitantStatus,
  $sector: InhabitantSector) { inhabitants(page: $page, pageSize: $pageSize, search: $search, purokId: $purokId, householdId: $householdId,
  status: $status, sector: $sector) { total page pageSize items { id fullName } } }`;
const HOUSEHOLDS = `query ($page: Int, $pageSize: Int, $search: String, $purokId: Int) {
  households(page: $page, pageSize: $pageSize, search: $search, purokId: $purokId) { total items { householdNumber } } }`;
const MEMBERS = `query ($id: Int!) { household(id: $id) { ${HOUSEHOLD} members { fullName relationshipToHead status address } } }`;

const { ok, refusal } = graphqlCalls(server, admin);

const count = async (table: string): Promise<number> =>
  Number((await server.database.db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

/** The audit entries of one record, oldest first: who, what, and the columns that changed. */
async function auditOf(entity: string, id: number): Promise<Array<{ actor_email: string; action: string; changes: Record<string, { before: unknown; after: unknown }> }>> {
  return await server.database.db.query(
    `SELECT actor_email, action, changes FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id`, [entity, String(id)]);
}

const person = (overrides: Record<string, unknown>) => ({
  lastName: 'Dela Cruz', firstName: 'Juan', sex: 'MALE', birthdate: '1985-01-20', birthPlace: 'Malabon', civilStatus: 'MARRIED', ...overrides,
});

/** Two puroks, two households, and the Dela Cruz family in the first: the records most tests start from. */
const registry = madeBeforeAll(async () => {
  const purok3 = (await ok<{ createPurok: { id: number } }>(CREATE_PUROK, { input: { name: 'Purok 3' } })).createPurok.id;
  const sitio = (await ok<{ createPurok: { id: number } }>(CREATE_PUROK, { input: { name: 'Sitio Malinis' } })).createPurok.id;
  const household = async (householdNumber: string, purokId: number) => (await ok<{ createHousehold: { id: number } }>(CREATE_HOUSEHOLD,
    { input: { householdNumber, address: `${householdNumber} Rizal Street`, purokId } })).createHousehold.id;
  const first = await household('HH-001', purok3);
  const second = await household('HH-002', sitio);
  const inhabitant = async (input: Record<string, unknown>) =>
    (await ok<{ createInhabitant: { id: number } }>(CREATE_INHABITANT, { input: person(input) })).createInhabitant.id;
  const head = await inhabitant({ householdId: first, relationshipToHead: 'HEAD', occupation: 'Fisherman' });
  const spouse = await inhabitant({ firstName: 'Maria', sex: 'FEMALE', householdId: first, relationshipToHead: 'SPOUSE', isSoloParent: false });
  const child = await inhabitant({ firstName: 'Pedro', birthdate: '2012-06-01', civilStatus: 'SINGLE', householdId: first, relationshipToHead: 'CHILD',
    isOutOfSchoolYouth: true });
  const lola = await inhabitant({ lastName: 'Peñaflor', firstName: 'Rosario', sex: 'FEMALE', birthdate: '1950-03-15', civilStatus: 'WIDOWED',
    householdId: second, relationshipToHead: 'HEAD', isPwd: true });
  return { purok3, sitio, first, second, head, spouse, child, lola };
});

it('gives MANAGE_REGISTRY to the Punong Barangay and the Secretary, and to no other office', async () => {
  const { roles } = await ok<{ roles: Array<{ builtIn: string | null; permissions: string[] }> }>('{ roles { builtIn permissions } }');
  expect(roles.filter((role) => role.permissions.includes('MANAGE_REGISTRY')).map((role) => role.builtIn ?? '').sort((a, b) => a.localeCompare(b)))
    .toEqual(['PUNONG_BARANGAY', 'SECRETARY']);
});

it('keeps puroks: by name, unique whatever the letter case, renamed', async () => {
  const { puroks } = await ok<{ puroks: Array<{ name: string }> }>('{ puroks { name } }');
  expect(puroks.map((purok) => purok.name)).toEqual(['Purok 3', 'Sitio Malinis']);
  expect(await refusal(CREATE_PUROK, { input: { name: ' purok 3 ' } }))
    .toMatchObject({ code: 'BAD_USER_INPUT', reason: 'PUROK_NAME_TAKEN', fields: { name: ['Another purok or sitio has this name.'] } });
  expect(await refusal(CREATE_PUROK, { input: { name: '   ' } }))
    .toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: ['Purok or sitio is required'] } });
  const made = (await ok<{ createPurok: { id: number } }>(CREATE_PUROK, { input: { name: 'Purok 7' } })).createPurok.id;
  expect((await ok(RENAME_PUROK, { input: { id: made, name: 'Purok 7-A' } })).renamePurok).toEqual({ id: made, name: 'Purok 7-A' });
  expect(await refusal(RENAME_PUROK, { input: { id: made, name: 'SITIO MALINIS' } })).toMatchObject({ reason: 'PUROK_NAME_TAKEN' });
  expect(await refusal(RENAME_PUROK, { input: { id: 999999, name: 'Purok 8' } })).toMatchObject({ code: 'NOT_FOUND', reason: 'PUROK_NOT_FOUND' });
});

it('keeps households: a number unique in the barangay, an address and a purok from the list', async () => {
  const { purok3, sitio, first } = registry;
  expect(await refusal(CREATE_HOUSEHOLD, { input: { householdNumber: 'hh-001', address: 'Elsewhere', purokId: purok3 } }))
    .toMatchObject({ code: 'BAD_USER_INPUT', reason: 'HOUSEHOLD_NUMBER_TAKEN', fields: { householdNumber: ['Another household has this number.'] } });
  expect(await refusal(CREATE_HOUSEHOLD, { input: { householdNumber: 'HH-009', address: 'Elsewhere', purokId: 999999 } }))
    .toMatchObject({ code: 'NOT_FOUND', reason: 'PUROK_NOT_FOUND' });
  expect(await refusal(CREATE_HOUSEHOLD, { input: { householdNumber: '', address: '', purokId: 0 } })).toMatchObject({
    code: 'BAD_USER_INPUT',
    fields: { householdNumber: ['Household number is required'], address: ['Address is required'], purokId: ['Choose the purok or sitio.'] },
  });
  const moved = (await ok(UPDATE_HOUSEHOLD, { input: { id: first, purokId: sitio, address: ' 12 Rizal Street ' } })).updateHousehold;
  expect(moved).toEqual({ id: first, householdNumber: 'HH-001', address: '12 Rizal Street', purok: { id: sitio, name: 'Sitio Malinis' } });
  await ok(UPDATE_HOUSEHOLD, { input: { id: first, purokId: purok3 } });
  expect(await refusal(UPDATE_HOUSEHOLD, { input: { id: 999999, address: 'x' } })).toMatchObject({ code: 'NOT_FOUND', reason: 'HOUSEHOLD_NOT_FOUND' });
});

it("records an inhabitant with their household's address, age and sectors, and lists a household's members head first", async () => {
  const { head, lola, first } = registry;
  const { inhabitant } = await ok(`{ inhabitant(id: ${head}) { ${INHABITANT} } }`);
  expect(inhabitant).toMatchObject({
    fullName: 'Juan Dela Cruz', address: '12 Rizal Street', sex: 'MALE', birthdate: '1985-01-20', citizenship: 'Filipino', occupation: 'Fisherman',
    status: 'LIVING', statusDate: null, relationshipToHead: 'HEAD', isSeniorCitizen: false, household: { id: first, householdNumber: 'HH-001' },
  });
  expect(inhabitant.age).toBeGreaterThanOrEqual(41);
  expect((await ok(`{ inhabitant(id: ${lola}) { isPwd isSeniorCitizen age } }`)).inhabitant).toMatchObject({ isPwd: true, isSeniorCitizen: true });
  const { household } = await ok(MEMBERS, { id: first });
  expect(household.members.map((member: { fullName: string; relationshipToHead: string }) => [member.fullName, member.relationshipToHead]))
    .toEqual([['Juan Dela Cruz', 'HEAD'], ['Maria Dela Cruz', 'SPOUSE'], ['Pedro Dela Cruz', 'CHILD']]);
  expect(await refusal(`{ inhabitant(id: 999999) { id } }`)).toMatchObject({ code: 'NOT_FOUND', reason: 'INHABITANT_NOT_FOUND' });
});

it('refuses what breaks the field rules, naming each field', async () => {
  const refused = await refusal(CREATE_INHABITANT, { input: person({ lastName: ' ', birthdate: '2999-01-01', birthPlace: '' }) });
  expect(refused).toMatchObject({
    code: 'BAD_USER_INPUT',
    fields: { lastName: ['Last Name is required'], birthPlace: ['Birthplace is required'],
      birthdate: ['Birthdate must be a real date, written YYYY-MM-DD, and not in the future.'] },
  });
  expect(await refusal(CREATE_INHABITANT, { input: person({ householdId: registry.first }) }))
    .toMatchObject({ fields: { relationshipToHead: ['Give how the inhabitant is related to the head of the household.'] } });
  expect(await refusal(CREATE_INHABITANT, { input: person({ relationshipToHead: 'CHILD' }) }))
    .toMatchObject({ fields: { relationshipToHead: ['Only a household member has a relationship to its head.'] } });
  expect(await refusal(CREATE_INHABITANT, { input: person({ householdId: 999999, relationshipToHead: 'CHILD' }) }))
    .toMatchObject({ code: 'NOT_FOUND', reason: 'HOUSEHOLD_NOT_FOUND' });
});

it('refuses a second head of a household, writing nothing', async () => {
  const { first, child } = registry;
  const [inhabitants, entries] = [await count('inhabitant'), await count('audit_log')];
  const oneHead = { code: 'BAD_USER_INPUT', reason: 'HOUSEHOLD_HEAD_TAKEN', message: 'A household has one head.',
    fields: { relationshipToHead: ['A household has one head.'] } };
  expect(await refusal(CREATE_INHABITANT, { input: person({ firstName: 'Jose', householdId: first, relationshipToHead: 'HEAD' }) })).toMatchObject(oneHead);
  expect(await refusal(MOVE, { input: { id: child, householdId: first, relationshipToHead: 'HEAD' } })).toMatchObject(oneHead);
  expect([await count('inhabitant'), await count('audit_log')]).toEqual([inhabitants, entries]);
  expect((await ok(`{ inhabitant(id: ${child}) { relationshipToHead } }`)).inhabitant).toEqual({ relationshipToHead: 'CHILD' });
});

it('moves an inhabitant between households and out of any, each move audited under the staff member', async () => {
  const { spouse, second, first } = registry;
  const moved = (await ok(MOVE, { input: { id: spouse, householdId: second, relationshipToHead: 'OTHER_RELATIVE' } })).moveInhabitant;
  expect(moved).toMatchObject({ household: { id: second, householdNumber: 'HH-002' }, relationshipToHead: 'OTHER_RELATIVE', address: 'HH-002 Rizal Street' });
  const out = (await ok(MOVE, { input: { id: spouse, householdId: null } })).moveInhabitant;
  expect(out).toMatchObject({ household: null, relationshipToHead: null, address: null });
  expect(await refusal(MOVE, { input: { id: spouse, relationshipToHead: 'SPOUSE' } }))
    .toMatchObject({ fields: { relationshipToHead: ['Only a household member has a relationship to its head.'] } });
  await ok(MOVE, { input: { id: spouse, householdId: first, relationshipToHead: 'SPOUSE' } });
  const moves = (await auditOf('inhabitant', spouse)).filter((entry) => entry.action === 'update');
  expect(moves.map((entry) => [entry.actor_email, entry.changes.household_id])).toEqual([
    [admin.email, { before: first, after: second }],
    [admin.email, { before: second, after: null }],
    [admin.email, { before: null, after: first }],
  ]);
  expect(await refusal(MOVE, { input: { id: 999999, householdId: null } })).toMatchObject({ code: 'NOT_FOUND', reason: 'INHABITANT_NOT_FOUND' });
});

it('changes status with its date: moved out or deceased need one, a departed head makes room for the next', async () => {
  const { sitio } = registry;
  const household = (await ok<{ createHousehold: { id: number } }>(CREATE_HOUSEHOLD,
    { input: { householdNumber: 'HH-010', address: 'Purok Road', purokId: sitio } })).createHousehold.id;
  const head = (await ok<{ createInhabitant: { id: number } }>(CREATE_INHABITANT,
    { input: person({ lastName: 'Santos', birthdate: '1950-03-15', householdId: household, relationshipToHead: 'HEAD' }) })).createInhabitant.id;

  const entries = await count('audit_log');
  expect(await refusal(SET_STATUS, { input: { id: head, status: 'MOVED_OUT' } }))
    .toMatchObject({ code: 'BAD_USER_INPUT', fields: { date: ['Give the date the inhabitant moved out.'] } });
  expect(await refusal(SET_STATUS, { input: { id: head, status: 'DECEASED', date: '' } })).toMatchObject({ fields: { date: ['Give the date of death.'] } });
  expect(await refusal(SET_STATUS, { input: { id: head, status: 'DECEASED', date: '2999-01-01' } }))
    .toMatchObject({ fields: { date: ['The date cannot be in the future.'] } });
  expect(await refusal(SET_STATUS, { input: { id: head, status: 'DECEASED', date: '1949-01-01' } }))
    .toMatchObject({ fields: { date: ['The date cannot be before the birthdate.'] } });
  expect(await refusal(SET_STATUS, { input: { id: head, status: 'LIVING', date: '2020-01-01' } }))
    .toMatchObject({ fields: { date: ['An inhabitant living in the barangay has no status date.'] } });
  expect(await count('audit_log')).toBe(entries);

  const died = (await ok(SET_STATUS, { input: { id: head, status: 'DECEASED', date: '2020-03-14' } })).setInhabitantStatus;
  expect(died).toMatchObject({ status: 'DECEASED', statusDate: '2020-03-14', age: 69, isSeniorCitizen: true, relationshipToHead: 'HEAD' });
  // The next head of the household; the deceased one stays on record.
  const next = (await ok<{ createInhabitant: { id: number } }>(CREATE_INHABITANT,
    { input: person({ lastName: 'Santos', firstName: 'Ana', householdId: household, relationshipToHead: 'HEAD' }) })).createInhabitant.id;
  expect((await ok(MEMBERS, { id: household })).household.members.map((member: { status: string }) => member.status).sort()).toEqual(['DECEASED', 'LIVING']);
  // Back to living (a mistake corrected) would make two heads: refused.
  expect(await refusal(SET_STATUS, { input: { id: head, status: 'LIVING' } })).toMatchObject({ reason: 'HOUSEHOLD_HEAD_TAKEN' });

  const left = (await ok(SET_STATUS, { input: { id: next, status: 'MOVED_OUT', date: '2025-01-31' } })).setInhabitantStatus;
  expect(left).toMatchObject({ status: 'MOVED_OUT', statusDate: '2025-01-31' });
  const back = (await ok(SET_STATUS, { input: { id: next, status: 'LIVING' } })).setInhabitantStatus;
  expect(back).toMatchObject({ status: 'LIVING', statusDate: null });
  expect((await auditOf('inhabitant', next)).filter((entry) => entry.action === 'update').map((entry) => [entry.actor_email, entry.changes.status]))
    .toEqual([[admin.email, { before: 'living', after: 'moved_out' }], [admin.email, { before: 'moved_out', after: 'living' }]]);
});

it('edits an inhabitant: only what is sent, an empty text clears an optional field', async () => {
  const { lola } = registry;
  const edited = (await ok(UPDATE_INHABITANT, { input: { id: lola, occupation: 'Vendor', middleName: 'Reyes', citizenship: ' Filipino ' } })).updateInhabitant;
  expect(edited).toMatchObject({ fullName: 'Rosario Reyes Peñaflor', occupation: 'Vendor', isPwd: true, birthdate: '1950-03-15', citizenship: 'Filipino' });
  const cleared = (await ok(UPDATE_INHABITANT, { input: { id: lola, occupation: '', isPwd: false, address: 'Own house, Sitio Malinis' } })).updateInhabitant;
  expect(cleared).toMatchObject({ occupation: null, isPwd: false, address: 'Own house, Sitio Malinis' });
  expect(await refusal(UPDATE_INHABITANT, { input: { id: lola, citizenship: '' } })).toMatchObject({ fields: { citizenship: ['Citizenship is required'] } });
  await ok(UPDATE_INHABITANT, { input: { id: lola, isPwd: true, address: '' } });
  const entries = await auditOf('inhabitant', lola);
  expect(entries.map((entry) => [entry.actor_email, entry.action])).toEqual([
    [admin.email, 'create'], [admin.email, 'update'], [admin.email, 'update'], [admin.email, 'update'],
  ]);
  expect(entries[1].changes).toEqual({ occupation: { before: null, after: 'Vendor' }, middle_name: { before: null, after: 'Reyes' } });
});

it('audits puroks and households under the staff member too', async () => {
  const { purok3, first } = registry;
  expect((await auditOf('purok', purok3)).map((entry) => [entry.actor_email, entry.action, entry.changes.name])).toEqual([
    [admin.email, 'create', { before: null, after: 'Purok 3' }],
  ]);
  expect((await auditOf('household', first)).map((entry) => [entry.actor_email, entry.action])).toEqual([
    [admin.email, 'create'], [admin.email, 'update'], [admin.email, 'update'],
  ]);
});

describe('lists', () => {
  const names = async (variables: Record<string, unknown>) => {
    const { inhabitants } = await ok<{ inhabitants: { total: number; items: Array<{ fullName: string }> } }>(INHABITANTS, { pageSize: 100, ...variables });
    return inhabitants.items.map((item) => item.fullName);
  };

  it('searches inhabitants by part of a name or household number, in any letter case and with or without accents, and filters them', async () => {
    const { purok3 } = registry;
    expect(await names({ search: 'DELA c', status: 'LIVING' })).toEqual(['Juan Dela Cruz', 'Maria Dela Cruz', 'Pedro Dela Cruz']);
    for (const search of ['peñA', 'PENAFLOR', 'PEÑAF', 'peñaflór']) expect(await names({ search })).toEqual(['Rosario Reyes Peñaflor']);
    expect(await names({ search: 'hh-002' })).toEqual(['Rosario Reyes Peñaflor']);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ purokId: purok3 })).toEqual(['Juan Dela Cruz', 'Maria Dela Cruz', 'Pedro Dela Cruz']);
    expect(await names({ householdId: registry.second })).toEqual(['Rosario Reyes Peñaflor']);
    expect(await names({ status: 'DECEASED' })).toEqual(['Juan Santos']);
    expect(await names({ sector: 'PWD' })).toEqual(['Rosario Reyes Peñaflor']);
    expect(await names({ sector: 'OUT_OF_SCHOOL_YOUTH' })).toEqual(['Pedro Dela Cruz']);
    // Seniors by age: the deceased Juan Santos was 69 at death; Juan Dela Cruz is not 60.
    expect(await names({ sector: 'SENIOR_CITIZEN' })).toEqual(['Rosario Reyes Peñaflor', 'Juan Santos']);
  });

  it('pages inhabitants by family name, first name and id, with the total of all pages', async () => {
    const all = await names({});
    expect(all).toEqual(['Juan Dela Cruz', 'Maria Dela Cruz', 'Pedro Dela Cruz', 'Rosario Reyes Peñaflor', 'Ana Santos', 'Juan Santos']);
    const { inhabitants } = await ok<{ inhabitants: { total: number; page: number; pageSize: number; items: Array<{ fullName: string }> } }>(
      INHABITANTS, { page: 2, pageSize: 2 });
    expect(inhabitants).toMatchObject({ total: all.length, page: 2, pageSize: 2 });
    expect(inhabitants.items.map((item) => item.fullName)).toEqual(all.slice(2, 4));
  });

  it('lists households by number, searched and by purok, a page at a time', async () => {
    const numbers = async (variables: Record<string, unknown>) => {
      const { households } = await ok<{ households: { total: number; items: Array<{ householdNumber: string }> } }>(HOUSEHOLDS, variables);
      return [households.total, households.items.map((item) => item.householdNumber)];
    };
    expect(await numbers({})).toEqual([3, ['HH-001', 'HH-002', 'HH-010']]);
    expect(await numbers({ search: 'hh-01' })).toEqual([1, ['HH-010']]);
    expect(await numbers({ purokId: registry.sitio })).toEqual([2, ['HH-002', 'HH-010']]);
    expect(await numbers({ page: 2, pageSize: 2 })).toEqual([3, ['HH-010']]);
  });
});

describe('who may keep the registry', () => {
  const clerk = madeBeforeAll(async () => {
    const role = (await ok<{ createRole: { id: number } }>('mutation { createRole(input: { name: "Records clerk", permissions: [VIEW_RESIDENTS] }) { id } }')).createRole.id;
    const email = 'clerk@barangay.test';
    const { createStaffMember } = await ok<{ createStaffMember: { temporaryPassword: string } }>(
      `mutation { createStaffMember(input: { email: "${email}", firstName: "Lito", lastName: "Clerk", roleId: ${role} }) { temporaryPassword } }`);
    const first = await login(server, email, createStaffMember.temporaryPassword);
    const password = 'Bagong-Taon-Masaya-2027';
    await ok('mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { id } }',
      { input: { currentPassword: createStaffMember.temporaryPassword, password } }, first);
    return await login(server, email, password);
  });

  const OPERATIONS = [
    ['{ puroks { id } }', {}],
    [INHABITANTS, {}],
    [`{ inhabitant(id: ${1}) { id } }`, {}],
    [HOUSEHOLDS, {}],
    [CREATE_PUROK, { input: { name: 'Purok 99' } }],
    [CREATE_INHABITANT, { input: person({ firstName: 'Walang' }) }],
  ] as const;

  it.each([['a staff member without MANAGE_REGISTRY', 'MISSING_PERMISSION'], ['a resident', 'MISSING_PERMISSION']])('refuses %s', async (who, reason) => {
    const session = who === 'a resident' ? resident : clerk;
    const [inhabitants, puroks] = [await count('inhabitant'), await count('purok')];
    for (const [query, variables] of OPERATIONS) {
      expect(await refusal(query, variables, session)).toMatchObject({ code: 'FORBIDDEN', reason });
    }
    expect([await count('inhabitant'), await count('purok')]).toEqual([inhabitants, puroks]);
  });
});
