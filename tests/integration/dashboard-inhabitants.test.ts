import { barangayToday } from '@barangay-portal/domain';
import { adminForFile, residentSession, type Session, staffMemberSession } from '../utils/accounts';
import { madeBeforeAll } from '../utils/made-before-all';
import { testServerForFile } from '../utils/test-server';

// The dashboard's Inhabitants section (docs/rules/dashboard.md#inhabitants-section): the Registry of Barangay Inhabitants on the barangay's today, for staff
// who keep the registry (MANAGE_REGISTRY); the Residents Overview keeps counting accounts (docs/rules/dashboard.md).
const server = testServerForFile();
const admin = adminForFile(server);

const OVERVIEW = `{ inhabitantsOverview { living households male female withAccount
  ageGroups { label from to male female total } sectors { sector count } } }`;

async function ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, session: Session = admin): Promise<T> {
  const answer = await server.graphql<T>(query, variables, session.access);
  if (answer.errors || !answer.data) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const today = barangayToday();

/** Today less `years` years, plus `days` days, on the database's calendar (so February 29 reads as PostgreSQL reads it). */
async function bornYearsAgo(years: number, days = 0): Promise<string> {
  const [{ date }] = await server.database.db.query(`SELECT (($1::date - make_interval(years => $2::int))::date + $3::int)::text AS date`, [today, years, days]);
  return date;
}

async function inhabitant(input: Record<string, unknown>, left?: { status: string; date: string }): Promise<number> {
  const { createInhabitant } = await ok<{ createInhabitant: { id: number } }>(
    'mutation ($input: InhabitantInput!) { createInhabitant(input: $input) { id } }',
    { input: { lastName: 'Reyes', birthPlace: 'Navotas', civilStatus: 'SINGLE', ...input } });
  if (left) await ok('mutation ($input: SetInhabitantStatusInput!) { setInhabitantStatus(input: $input) { id } }', { input: { id: createInhabitant.id, ...left } });
  return createInhabitant.id;
}

/** Four inhabitants living here today in one household and none; one moved out, one deceased (the only member of hers). */
madeBeforeAll(async () => {
  const { createPurok } = await ok<{ createPurok: { id: number } }>('mutation { createPurok(input: { name: "Purok 5" }) { id } }');
  const household = async (householdNumber: string) => (await ok<{ createHousehold: { id: number } }>(
    'mutation ($input: HouseholdInput!) { createHousehold(input: $input) { id } }',
    { input: { householdNumber, address: 'Mabini Street', purokId: createPurok.id } })).createHousehold.id;
  const [first, second] = [await household('HH-10'), await household('HH-11')];
  const [linked, linkedAway] = [await residentSession(server, { verified: true }), await residentSession(server, { verified: true })];

  const head = await inhabitant({ firstName: 'Andres', sex: 'MALE', birthdate: await bornYearsAgo(60), householdId: first,
    relationshipToHead: 'HEAD', isPwd: true }); //                                                                        60 today
  await inhabitant({ firstName: 'Bea', sex: 'FEMALE', birthdate: await bornYearsAgo(60, 1), householdId: first, relationshipToHead: 'SPOUSE',
    is4Ps: true }); //                                                                                                   60 tomorrow
  await inhabitant({ firstName: 'Cora', sex: 'FEMALE', birthdate: today, householdId: first, relationshipToHead: 'CHILD' });
  const away = await inhabitant({ firstName: 'Dado', sex: 'MALE', birthdate: await bornYearsAgo(5), householdId: first, relationshipToHead: 'CHILD' },
    { status: 'MOVED_OUT', date: today });
  await inhabitant({ firstName: 'Elena', sex: 'FEMALE', birthdate: await bornYearsAgo(85), householdId: second, relationshipToHead: 'HEAD' },
    { status: 'DECEASED', date: await bornYearsAgo(0, -10) });
  await inhabitant({ firstName: 'Fidel', sex: 'MALE', birthdate: await bornYearsAgo(30), isOutOfSchoolYouth: true, isSoloParent: true });
  // Linked to an online account (as the ID verifier links them): the living head, and the one who moved out.
  await server.database.db.query('UPDATE inhabitant SET user_id = $1 WHERE id = $2', [linked.id, head]);
  await server.database.db.query('UPDATE inhabitant SET user_id = $1 WHERE id = $2', [linkedAway.id, away]);
  return {};
});

it('counts the inhabitants living here today by sex, PSA age group and sector, with their households and online accounts', async () => {
  const { inhabitantsOverview } = await ok(OVERVIEW);
  expect(inhabitantsOverview).toMatchObject({ living: 4, households: 1, male: 2, female: 2, withAccount: 1 });
  const groups = inhabitantsOverview.ageGroups as Array<{ label: string; from: number; to: number | null; male: number; female: number; total: number }>;
  expect(groups).toHaveLength(17);
  expect(groups[0]).toEqual({ label: '0-4', from: 0, to: 4, male: 0, female: 1, total: 1 });
  expect(groups[16]).toEqual({ label: '80 and over', from: 80, to: null, male: 0, female: 0, total: 0 });
  expect(groups.filter((group) => group.total > 0).map((group) => [group.label, group.male, group.female])).toEqual([
    ['0-4', 0, 1], ['30-34', 1, 0], ['55-59', 0, 1], ['60-64', 1, 0],
  ]);
  expect(inhabitantsOverview.sectors).toEqual([
    { sector: 'PWD', count: 1 }, { sector: 'SOLO_PARENT', count: 1 }, { sector: 'INDIGENOUS', count: 0 }, { sector: 'FOUR_PS', count: 1 },
    { sector: 'OUT_OF_SCHOOL_YOUTH', count: 1 }, { sector: 'SENIOR_CITIZEN', count: 1 },
  ]);
});

it("counts as the quarterly summary does on today's date, and leaves the Residents Overview counting accounts", async () => {
  const quarter = Math.ceil(Number(today.slice(5, 7)) / 3);
  const summary = await fetch(`${server.url}/api/registry/population-summary.csv?year=${today.slice(0, 4)}&quarter=${quarter}`,
    { headers: { authorization: `Bearer ${admin.access}` } });
  expect(await summary.text()).toContain('Inhabitants,4\r\nHouseholds,1\r\n');
  const { dashboard } = await ok('{ dashboard { residents { total } } }');
  const [{ residents }] = await server.database.db.query(`SELECT count(*)::int AS residents FROM "user" WHERE user_type = 'resident'`);
  expect(dashboard.residents.total).toBe(residents);
});

it('is for staff who keep the registry: a Kagawad sees the dashboard but not this section', async () => {
  const kagawad = await staffMemberSession(server, admin, { builtIn: 'KAGAWAD', email: 'kagawad@barangay.test', firstName: 'Ruben', lastName: 'Konseho' });
  expect((await server.graphql('{ dashboard { residents { total } } }', {}, kagawad.access)).errors).toBeUndefined();
  expect((await server.graphql(OVERVIEW, {}, kagawad.access)).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MISSING_PERMISSION' });
  const resident = await residentSession(server);
  expect((await server.graphql(OVERVIEW, {}, resident.access)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  expect((await server.graphql(OVERVIEW, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});
