import { adminForFile, residentSession } from '../utils/accounts';
import { barangayDate, replaceEvents } from '../utils/events';
import { testServerForFile } from '../utils/test-server';

// Every figure of the dashboard against a hand-built fixture covering the edges (docs/rules/dashboard.md#dashboard-counting).
const server = testServerForFile();
const admin = adminForFile(server);

const DASHBOARD = `query($eventId: Int) { dashboard(attendanceEventId: $eventId) {
  residents { total male female teen adult seniorCitizen ageChart { teen adult senior } }
  employment { employed unemployed }
  voters { voters nonVoters }
  events { total finished attendance { eventName eventDate expected actual } }
  documentRequests { total pending canceled processing forPickup rejected released uniqueDocumentTypes
    perDocumentType { documentTypeName count } }
} }`;

/** A birthdate relative to the database's today: `years` ago, shifted by `days` (+1 = birthday tomorrow). */
const bornYearsAgo = (years: number, days = 0) => `((current_date - interval '${years} years') + interval '${days} days')::date`;

async function insertResident(email: string, birthdate: string | null, gender: string | null, employed: boolean | null, voter: boolean | null, type = 'resident') {
  await server.database.db.query(
    `INSERT INTO "user" (email, password, nickname, first_name, last_name, gender, birthdate, is_employed, is_voter, user_type)
     VALUES ($1, 'x', 'n', 'F', 'L', $2, ${birthdate ?? 'NULL'}, $3, $4, $5)`,
    [email, gender, employed, voter, type]);
}

beforeAll(async () => {
  // Residents, each at an edge. Ages follow docs/rules/dashboard.md#age-rule: whole years, less one before this year's birthday.
  await insertResident('age12@x.ph', bornYearsAgo(12), 'male', true, false); //      12 today: neither chart group, dashboard teen
  await insertResident('age13@x.ph', bornYearsAgo(13), 'female', false, true); //    13 today: chart teen
  await insertResident('age19@x.ph', bornYearsAgo(20, 1), 'male', true, true); //     20 tomorrow: still 19
  await insertResident('age20@x.ph', bornYearsAgo(20), 'female', true, true); //     20 today
  await insertResident('age59@x.ph', bornYearsAgo(60, 1), 'male', false, false); //   60 tomorrow: still 59
  await insertResident('age60@x.ph', bornYearsAgo(60), 'female', false, true); //    60 today
  await insertResident('nobirth@x.ph', null, 'male', true, true); //                 missing birthdate: no age group
  await insertResident('nogender@x.ph', bornYearsAgo(30), null, null, null); //      gender other/none and imported non-boolean flags
  await insertResident('admin2@x.ph', bornYearsAgo(30), 'male', true, true, 'admin'); // administrators are not residents

  await server.database.db.query(`
    INSERT INTO event (event_name, target_audience, event_date, expected_number_of_attendees, actual_attendees, status) VALUES
      ('Clean-up Drive', 'Adults', '2026-01-10', 50, 42, 'Ended'),
      ('Youth Summit', 'Teens', '2026-03-05', 80, 75, 'ended'),
      ('Senior Wellness Day', 'Senior Citizens', '2026-02-20', 40, 38, 'Ended'),
      ('Fiesta', 'Adults', '2026-05-15', 300, 0, 'Upcoming')`);

  const resident = await residentSession(server, { verified: true });
  const clearance = (await server.rest('POST', '/document-types/', { name: 'Barangay Clearance', fields: [{ name: 'Purpose' }] }, admin.access)).body.id;
  const indigency = (await server.rest('POST', '/document-types/', { name: 'Certificate of Indigency', fields: [{ name: 'Purpose' }] }, admin.access)).body.id;
  await server.rest('POST', '/document-types/', { name: 'Never Requested', fields: [{ name: 'Purpose' }] }, admin.access);
  const statuses: Array<[number, string]> = [
    [clearance, 'pending'], [clearance, 'processing'], [clearance, 'pickup'], [clearance, 'approved'],
    [clearance, 'released'], [indigency, 'rejected'], [indigency, 'canceled'], [indigency, 'canceled'],
  ];
  for (const [type, status] of statuses) {
    await server.database.db.query(
      `INSERT INTO document_request (document_type_id, requester_id, field_data, status) VALUES ($1, $2, '{"Purpose":"x"}', $3)`,
      [type, resident.id, status]);
  }
});

it('counts residents, employment and voters by the rules of spec §4 and §5', async () => {
  const { data, errors } = await server.graphql<{ dashboard: Record<string, unknown> }>(DASHBOARD, {}, admin.access);
  expect(errors).toBeUndefined();
  // 8 fixture residents + the verified resident who submits the requests (born 1990, male, employed, voter).
  expect(data!.dashboard.residents).toEqual({
    total: 9,
    male: 5,
    female: 3,
    teen: 3,
    adult: 4,
    seniorCitizen: 1,
    ageChart: { teen: 2, adult: 4, senior: 1 },
  });
  expect(data!.dashboard.employment).toEqual({ employed: 5, unemployed: 3 });
  expect(data!.dashboard.voters).toEqual({ voters: 6, nonVoters: 2 });
});

it("counts only the exact status 'Ended' as finished, and shows the two most recent events by default", async () => {
  const { data } = await server.graphql<{ dashboard: { events: unknown } }>(DASHBOARD, {}, admin.access);
  expect(data!.dashboard.events).toEqual({
    total: 4,
    finished: 2,
    attendance: [
      { eventName: 'Fiesta', eventDate: '2026-05-15', expected: 300, actual: 0 },
      { eventName: 'Youth Summit', eventDate: '2026-03-05', expected: 80, actual: 75 },
    ],
  });
});

it('narrows the attendance chart to one chosen event', async () => {
  const [{ id }] = await server.database.db.query(`SELECT id FROM event WHERE event_name = 'Senior Wellness Day'`);
  const { data } = await server.graphql<{ dashboard: { events: { attendance: unknown } } }>(DASHBOARD, { eventId: id }, admin.access);
  expect(data!.dashboard.events.attendance).toEqual([{ eventName: 'Senior Wellness Day', eventDate: '2026-02-20', expected: 40, actual: 38 }]);
});

it('counts document requests per status (legacy approved as pickup) and per type', async () => {
  const { data } = await server.graphql<{ dashboard: { documentRequests: unknown } }>(DASHBOARD, {}, admin.access);
  expect(data!.dashboard.documentRequests).toEqual({
    total: 8, pending: 1, canceled: 2, processing: 1, forPickup: 2, rejected: 1, released: 1,
    uniqueDocumentTypes: 2,
    perDocumentType: [
      { documentTypeName: 'Barangay Clearance', count: 5 },
      { documentTypeName: 'Certificate of Indigency', count: 3 },
    ],
  });
});

it('is for administrators only', async () => {
  const resident = await residentSession(server);
  expect((await server.graphql(DASHBOARD, {}, resident.access)).errors![0].extensions!.code).toBe('FORBIDDEN');
  expect((await server.graphql(DASHBOARD, {})).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
});

describe('the resident counters behind the dashboard', () => {
  // The reference: the counting rules (docs/rules/dashboard.md#dashboard-counting) as one direct aggregate over the users table.
  const DIRECT = `
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE gender = 'male')::int AS male,
      count(*) FILTER (WHERE gender = 'female')::int AS female,
      count(*) FILTER (WHERE date_part('year', age(current_date, birthdate)) < 20)::int AS teen,
      count(*) FILTER (WHERE date_part('year', age(current_date, birthdate)) BETWEEN 20 AND 59)::int AS adult,
      count(*) FILTER (WHERE date_part('year', age(current_date, birthdate)) >= 60)::int AS senior,
      count(*) FILTER (WHERE date_part('year', age(current_date, birthdate)) BETWEEN 13 AND 19)::int AS chart_teen,
      count(*) FILTER (WHERE is_employed IS TRUE)::int AS employed,
      count(*) FILTER (WHERE is_employed IS FALSE)::int AS unemployed,
      count(*) FILTER (WHERE is_voter IS TRUE)::int AS voters,
      count(*) FILTER (WHERE is_voter IS FALSE)::int AS non_voters
    FROM "user" WHERE user_type = 'resident'`;

  async function expectCountersToMatchDirectCount(): Promise<void> {
    const [direct] = await server.database.db.query(DIRECT);
    const { data } = await server.graphql<{ dashboard: { residents: any; employment: any; voters: any } }>(DASHBOARD, {}, admin.access);
    const { residents, employment, voters } = data!.dashboard;
    expect({
      total: residents.total, male: residents.male, female: residents.female, teen: residents.teen, adult: residents.adult,
      senior: residents.seniorCitizen, chart_teen: residents.ageChart.teen, employed: employment.employed,
      unemployed: employment.unemployed, voters: voters.voters, non_voters: voters.nonVoters,
    }).toEqual(direct);
  }

  it('follow every kind of change: registration, profile edits, imports, type changes and deletions', async () => {
    await expectCountersToMatchDirectCount();

    const resident = await residentSession(server, { overrides: { birthdate: '2010-06-15', gender: 'female', is_employed: false } });
    await expectCountersToMatchDirectCount();

    const profile = await server.rest('PATCH', '/auth/user/me/', {
      address: 'Purok 9', contact_number: '09170000000', civil_status: 'single', is_voter: true, is_employed: true,
    }, resident.access);
    expect(profile.status).toBe(200);
    await expectCountersToMatchDirectCount();

    // A bulk import in one statement, then edits touching several rows at once.
    await server.database.db.query(`
      INSERT INTO "user" (email, password, nickname, first_name, last_name, gender, birthdate, is_employed, is_voter)
      SELECT 'bulk' || g || '@x.ph', 'x', 'n', 'F', 'L', (ARRAY['male', 'female', NULL])[1 + g % 3]::user_gender,
             current_date - g * 400, g % 2 = 0, CASE WHEN g % 5 = 0 THEN NULL ELSE g % 3 = 0 END
      FROM generate_series(1, 40) g`);
    await expectCountersToMatchDirectCount();
    await server.database.db.query(`UPDATE "user" SET birthdate = NULL, gender = 'male' WHERE email LIKE 'bulk1%'`);
    await expectCountersToMatchDirectCount();
    await server.database.db.query(`UPDATE "user" SET user_type = 'admin' WHERE email = 'bulk2@x.ph'`);
    await expectCountersToMatchDirectCount();
    await server.database.db.query(`DELETE FROM "user" WHERE email LIKE 'bulk3%'`);
    await expectCountersToMatchDirectCount();
  });
});

describe("the attendance chart's default events", () => {
  async function replaceNamedEvents(events: Array<[name: string, days: number]>): Promise<void> {
    await replaceEvents(server.database.db, events.map(([name, days]) => ({ name, date: barangayDate(days) })));
  }

  async function defaultAttendance(): Promise<Array<{ eventName: string; eventDate: string }>> {
    const { data, errors } = await server.graphql<{ dashboard: { events: { attendance: Array<{ eventName: string; eventDate: string }> } } }>(
      DASHBOARD, {}, admin.access);
    expect(errors).toBeUndefined();
    return data!.dashboard.events.attendance.map(({ eventName, eventDate }) => ({ eventName, eventDate }));
  }

  // Runs after the fixture's own event tests: these replace every event.
  it('are the two most recent that have taken place (today counts), not upcoming ones', async () => {
    await replaceNamedEvents([
      ['Older Assembly', -40], ['Clean-up Drive', -3], ['Feeding Program', 0], ['Fun Run', 1], ['Christmas Party', 30],
    ]);
    expect(await defaultAttendance()).toEqual([
      { eventName: 'Feeding Program', eventDate: barangayDate(0) },
      { eventName: 'Clean-up Drive', eventDate: barangayDate(-3) },
    ]);
  });

  it('are filled with the nearest upcoming events while fewer than two have taken place', async () => {
    await replaceNamedEvents([['Christmas Party', 30], ['Clean-up Drive', -3], ['Fun Run', 1], ['Basketball League', 7]]);
    expect(await defaultAttendance()).toEqual([
      { eventName: 'Fun Run', eventDate: barangayDate(1) },
      { eventName: 'Clean-up Drive', eventDate: barangayDate(-3) },
    ]);

    await replaceNamedEvents([['Christmas Party', 30], ['Fun Run', 1], ['Basketball League', 7]]);
    expect(await defaultAttendance()).toEqual([
      { eventName: 'Basketball League', eventDate: barangayDate(7) },
      { eventName: 'Fun Run', eventDate: barangayDate(1) },
    ]);

    await replaceNamedEvents([]);
    expect(await defaultAttendance()).toEqual([]);
  });
});
