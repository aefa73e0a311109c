import { adminForFile, type Session } from '../utils/accounts';
import { addBarangay, graphqlAt, requestAt, staffAt } from '../utils/hosts';
import { RESIDENT_PASSWORD } from '../utils/fixtures';
import { madeBeforeAll } from '../utils/made-before-all';
import { OTHER_BARANGAY_SIGN_IN } from '../../server/src/http/caller';
import { TEST_ADMIN, testServerForFile } from '../utils/test-server';

// Each barangay's public content is its own (docs/architecture.md#tenancy): what is made at one
// barangay's address is neither listed, read, changed nor deleted by the other's staff, on either API.
const server = testServerForFile();
const admin = adminForFile(server);
const A = 'portal.sanisidro.example.ph';
const B = 'bagumbayan.example.ph';
const staffOfB = madeBeforeAll(async () => {
  await addBarangay(server, { name: 'Barangay Bagumbayan', prefix: 'BGB', host: B, defaultHost: A });
  return await staffAt(server, B);
});
/** Each host's own staff member: the default barangay's administrator at A, Bagumbayan's Punong Barangay at B. */
const staffAtHost = (host: string): Session => (host === B ? staffOfB : admin);
const gql = async (host: string, query: string) => await graphqlAt(server, host, query, {}, staffAtHost(host).access);

interface ContentKind {
  name: string;
  /** The GraphQL names: list, one, create, update, delete. */
  graphql: { list: string; one: string; create: string; update: string; delete: string };
  createInput: string;
  updateInput: string;
  /** The REST collection path. */
  rest: string;
  /** A field to read back unchanged. */
  field: string;
}

const KINDS: ContentKind[] = [
  {
    name: 'project', rest: '/api/projects/', field: 'title',
    graphql: { list: 'projects', one: 'project', create: 'createProject', update: 'updateProject', delete: 'deleteProject' },
    createInput: '{ title: "Covered court", status: ONGOING, dateStarted: "2026-01-10" }', updateInput: '{ title: "Changed" }',
  },
  {
    name: 'event', rest: '/api/events/', field: 'eventName',
    graphql: { list: 'events', one: 'event', create: 'createEvent', update: 'updateEvent', delete: 'deleteEvent' },
    createInput: '{ eventName: "Clean-up drive", targetAudience: "Adults", eventDate: "2026-12-05", expectedNumberOfAttendees: 40, actualAttendees: 0, status: "Upcoming" }',
    updateInput: '{ eventName: "Changed" }',
  },
  {
    name: 'official', rest: '/api/barangay-officials/', field: 'name',
    graphql: { list: 'barangayOfficials', one: 'barangayOfficial', create: 'createBarangayOfficial', update: 'updateBarangayOfficial', delete: 'deleteBarangayOfficial' },
    createInput: '{ position: "Kagawad", name: "Rosa Santos", contactNumber: "09171112222", address: "Purok 3" }', updateInput: '{ name: "Changed" }',
  },
  {
    name: 'announcement', rest: '/api/announcements/', field: 'title',
    graphql: { list: 'announcements', one: 'announcement', create: 'createAnnouncement', update: 'updateAnnouncement', delete: 'deleteAnnouncement' },
    createInput: '{ title: "Water interruption", content: "Tuesday, 8 AM to 5 PM." }', updateInput: '{ title: "Changed" }',
  },
];

describe.each(KINDS)('a $name', (kind) => {
  const listedAt = async (host: string) => ((await gql(host, `{ ${kind.graphql.list}(pageSize: 100) { items { id } } }`)).data![kind.graphql.list] as { items: Array<{ id: number }> })
    .items.map((item) => item.id);
  const bearer = () => ({ authorization: `Bearer ${staffOfB.access}` });

  it('made at one barangay is not listed, read, changed or deleted at another, through GraphQL or REST', async () => {
    const created = await gql(A, `mutation { ${kind.graphql.create}(input: ${kind.createInput}) { id ${kind.field} } }`);
    const record = created.data![kind.graphql.create] as Record<string, unknown> & { id: number };
    expect(await listedAt(A)).toContain(record.id);
    expect(await listedAt(B)).not.toContain(record.id);

    const refusals = [
      await gql(B, `{ ${kind.graphql.one}(id: ${record.id}) { id } }`),
      await gql(B, `mutation { ${kind.graphql.update}(id: ${record.id}, input: ${kind.updateInput}) { id } }`),
      await gql(B, `mutation { ${kind.graphql.delete}(id: ${record.id}) }`),
    ];
    for (const refusal of refusals) expect(refusal.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const restList = (await requestAt(server, B, kind.rest)).json<Array<{ id: number }> | { results: Array<{ id: number }> }>();
    expect((Array.isArray(restList) ? restList : restList.results).map((item) => item.id)).not.toContain(record.id);
    const item = `${kind.rest}${record.id}/`;
    expect((await requestAt(server, B, item)).status).toBe(404);
    expect((await requestAt(server, B, item, { method: 'PUT', body: { [kind.field === 'eventName' ? 'event_name' : kind.field]: 'Changed' }, headers: bearer() })).status).toBe(404);
    expect((await requestAt(server, B, item, { method: 'DELETE', headers: bearer() })).status).toBe(404);

    const again = await gql(A, `{ ${kind.graphql.one}(id: ${record.id}) { id ${kind.field} } }`);
    expect(again.data![kind.graphql.one]).toEqual(record);
  });
});

it('keeps one contact record per barangay', async () => {
  const save = (host: string, email: string) => gql(host, `mutation { saveContactDetails(input: { contactNumber: "0281234567",
    facebookPagee: "https://facebook.com/brgy", email: "${email}", address: "Barangay Hall" }) { id email } }`);
  const atA = (await save(A, 'hall@sanisidro.example.ph')).data!.saveContactDetails;
  expect((await requestAt(server, B, '/api/contact-details/')).status).toBe(404);
  const atB = (await save(B, 'hall@bagumbayan.example.ph')).data!.saveContactDetails;
  expect(atB.id).not.toBe(atA.id);
  expect((await graphqlAt(server, A, '{ contactDetails { email } }')).data).toEqual({ contactDetails: { email: 'hall@sanisidro.example.ph' } });
  expect((await graphqlAt(server, B, '{ contactDetails { email } }')).data).toEqual({ contactDetails: { email: 'hall@bagumbayan.example.ph' } });
});

it("counts only the barangay's own events on its dashboard", async () => {
  const events = async (host: string) => ((await gql(host, '{ dashboard { events { total } } }')).data as { dashboard: { events: { total: number } } })
    .dashboard.events.total;
  const before = { a: await events(A), b: await events(B) };
  await gql(B, `mutation { createEvent(input: { eventName: "Liga", targetAudience: "Teens", eventDate: "2026-12-06",
    expectedNumberOfAttendees: 40, actualAttendees: 0, status: "Upcoming" }) { id } }`);
  expect({ a: await events(A), b: await events(B) }).toEqual({ a: before.a, b: before.b + 1 });
});

it("makes a signed-in account a guest at another barangay's address: its staff act within their own barangay only", async () => {
  const answer = await graphqlAt(server, B, '{ me { id } }', {}, admin.access);
  expect(answer.errors?.[0]).toMatchObject({ message: OTHER_BARANGAY_SIGN_IN, extensions: { code: 'UNAUTHENTICATED' } });
  const rest = await requestAt(server, B, '/api/auth/user/me/', { headers: { authorization: `Bearer ${admin.access}` } });
  expect({ status: rest.status, detail: rest.json<{ detail: string }>().detail }).toEqual({ status: 401, detail: OTHER_BARANGAY_SIGN_IN });
  expect((await graphqlAt(server, A, '{ me { id } }', {}, admin.access)).data).toEqual({ me: { id: admin.id } });
});

it("does not sign an account in at another barangay's address", async () => {
  const answer = await requestAt(server, B, '/api/auth/token/', { method: 'POST', body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
  const atOwn = await requestAt(server, A, '/api/auth/token/', { method: 'POST', body: { email: staffOfB.email, password: RESIDENT_PASSWORD } });
  expect([answer.status, atOwn.status]).toEqual([401, 401]);
  const atB = await requestAt(server, B, '/api/auth/token/', { method: 'POST', body: { email: staffOfB.email, password: RESIDENT_PASSWORD } });
  expect(atB.status).toBe(200);
});
