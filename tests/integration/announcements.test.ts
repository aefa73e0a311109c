import { contentModuleForFile, expectListedPublicly, listReader } from '../utils/content-module';
import { restMultipart } from '../utils/uploads';

const { server, admin, resident } = contentModuleForFile();

const clearance = {
  title: 'Barangay Clearance Releasing Schedule',
  content: 'Clearances may be claimed Monday to Friday, 8:00 AM to 5:00 PM.\nPlease bring one valid ID.',
  featured: true,
};

async function createAnnouncement(body: Record<string, unknown> = clearance) {
  const created = await server.rest('POST', '/announcements/', body, admin.access);
  expect(created.status).toBe(201);
  return created.body;
}

describe('REST /api/announcements/', () => {
  it('creates from JSON and lists publicly as a plain array, newest first, with timestamps', async () => {
    const older = await createAnnouncement({ title: 'Garbage Collection Schedule', content: 'Monday and Thursday.' });
    const created = await server.rest('POST', '/announcements/', clearance, admin.access);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...clearance, created_at: expect.any(String), updated_at: expect.any(String) });
    expect(Math.abs(Date.parse(created.body.created_at) - Date.now())).toBeLessThan(60_000);
    expect(older.featured).toBe(false);

    const list = await expectListedPublicly(server, '/announcements/', created.body);
    const ids = list.map((announcement: { id: number }) => announcement.id);
    expect(ids.indexOf(created.body.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('reads featured as the text "true"/"false", as a form sends it', async () => {
    const created = await server.rest('POST', '/announcements/', { title: 'Anti-Rabies Drive', content: 'Saturday, 7 AM.', featured: 'true' }, admin.access);
    expect(created.body.featured).toBe(true);
    const updated = await server.rest('PUT', `/announcements/${created.body.id}/`, { featured: 'false' }, admin.access);
    expect(updated.body).toMatchObject({ title: 'Anti-Rabies Drive', featured: false });
  });

  it('refuses a multipart body unread: announcements take no files (spec §7: JSON)', async () => {
    const refused = await restMultipart(server, 'POST', '/announcements/', { title: 'Clean-up Drive', content: 'Sunday, 6 AM.' }, {}, admin.access);
    expect(refused).toEqual({ status: 415, body: { detail: 'This address takes no files: send the request as JSON (application/json).' } });
    expect((await server.rest('GET', '/announcements/')).body).not.toContainEqual(expect.objectContaining({ title: 'Clean-up Drive' }));
  });

  it('updates only the non-empty fields', async () => {
    const created = await createAnnouncement();
    const updated = await server.rest('PUT', `/announcements/${created.id}/`, { title: '', content: 'New hours: 9 AM to 4 PM.', featured: null }, admin.access);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created, content: 'New hours: 9 AM to 4 PM.', updated_at: expect.any(String) });
    expect(Date.parse(updated.body.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
  });

  it('deletes; a missing id is 404', async () => {
    const created = await createAnnouncement();
    expect((await server.rest('DELETE', `/announcements/${created.id}/`, undefined, admin.access)).status).toBe(204);
    expect(await server.rest('DELETE', `/announcements/${created.id}/`, undefined, admin.access)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await server.rest('PUT', `/announcements/${created.id}/`, { title: 'X' }, admin.access)).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  it.each([
    [{}, { title: ['Title is required'], content: ['Content is required'] }],
    [{ title: 'Curfew', content: ' \n ' }, { content: ['Content is required'] }],
    [{ title: 'Curfew', content: '10 PM', featured: 'yes' }, { featured: ['Featured must be true or false.'] }],
  ])('refuses %j', async (body, errors) => {
    const response = await server.rest('POST', '/announcements/', body, admin.access);
    expect(response).toEqual({ status: 400, body: errors });
  });

  it('refuses every write to guests (401) and residents (403), changing nothing', async () => {
    const existing = await createAnnouncement();
    for (const [token, status] of [[undefined, 401], [resident.access, 403]] as const) {
      expect((await server.rest('POST', '/announcements/', clearance, token)).status).toBe(status);
      expect((await server.rest('PUT', `/announcements/${existing.id}/`, { title: 'Hacked' }, token)).status).toBe(status);
      expect((await server.rest('DELETE', `/announcements/${existing.id}/`, undefined, token)).status).toBe(status);
    }
    expect((await server.rest('GET', `/announcements/${existing.id}/`)).body).toEqual(existing);
  });
});

describe('GraphQL announcements', () => {
  const FIELDS = 'id title content featured createdAt updatedAt';
  const CREATE = `mutation($input: CreateAnnouncementInput!) { createAnnouncement(input: $input) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateAnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteAnnouncement(id: $id) }';
  const LIST = `query($search: String, $featured: Boolean, $sortBy: AnnouncementSortField, $dir: SortDirection, $page: Int, $pageSize: Int) {
    announcements(search: $search, featured: $featured, sortBy: $sortBy, sortDirection: $dir, page: $page, pageSize: $pageSize) {
      total items { title featured } } }`;
  type Saved = { id: number; title: string; content: string; featured: boolean; createdAt: string; updatedAt: string };

  it('creates, updates and deletes', async () => {
    const created = await server.graphql<{ createAnnouncement: Saved }>(CREATE, { input: { title: 'Water Interruption', content: 'Wednesday night.' } }, admin.access);
    expect(created.errors).toBeUndefined();
    const announcement = created.data!.createAnnouncement;
    expect(announcement).toEqual({
      id: expect.any(Number), title: 'Water Interruption', content: 'Wednesday night.', featured: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), updatedAt: expect.any(String),
    });
    const updated = await server.graphql<{ updateAnnouncement: Saved }>(UPDATE, { id: announcement.id, input: { featured: true } }, admin.access);
    expect(updated.data!.updateAnnouncement).toMatchObject({ title: 'Water Interruption', featured: true, createdAt: announcement.createdAt });
    expect(await server.graphql(DELETE, { id: announcement.id }, admin.access)).toEqual({ data: { deleteAnnouncement: true } });
    expect((await server.graphql(DELETE, { id: announcement.id }, admin.access)).errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers field messages', async () => {
    const { errors } = await server.graphql(CREATE, { input: { title: '', content: '' } }, admin.access);
    expect(errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: { title: ['Title is required'], content: ['Content is required'] },
    });
  });

  it('refuses writes to guests (UNAUTHENTICATED) and residents (FORBIDDEN)', async () => {
    const id = (await createAnnouncement()).id;
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [resident.access, 'FORBIDDEN']] as const) {
      expect((await server.graphql(CREATE, { input: { title: 'T', content: 'C' } }, token)).errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(UPDATE, { id, input: { title: 'Hacked' } }, token)).errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(DELETE, { id }, token)).errors![0].extensions!.code).toBe(code);
    }
    expect((await server.rest('GET', `/announcements/${id}/`)).body.title).toBe(clearance.title);
  });

  it('lists publicly: only the featured ones on request, searched in title and content, paged and sorted', async () => {
    for (const [title, content, featured] of [
      ['Notice: Assembly Day', 'All residents invited.', true],
      ['Notice: Curfew', 'Minors home by 10 PM.', false],
      ['Fiesta', 'A notice about the fiesta parade route.', true],
      ['Unrelated', 'Nothing to see.', true],
    ] as const) {
      await server.graphql(CREATE, { input: { title, content, featured } }, admin.access);
    }
    const titles = listReader(server, LIST, 'announcements', 'title', { search: 'notice' });
    // Newest first by default.
    expect(await titles({})).toEqual({ total: 3, shown: ['Fiesta', 'Notice: Curfew', 'Notice: Assembly Day'] });
    expect(await titles({ featured: true, page: 1, pageSize: 1 })).toEqual({ total: 2, shown: ['Fiesta'] });
    expect(await titles({ featured: true, page: 2, pageSize: 1 })).toEqual({ total: 2, shown: ['Notice: Assembly Day'] });
    expect(await titles({ sortBy: 'TITLE', dir: 'ASC' })).toEqual({ total: 3, shown: ['Fiesta', 'Notice: Assembly Day', 'Notice: Curfew'] });
    expect(await titles({ sortBy: 'FEATURED', dir: 'ASC', pageSize: 1 })).toEqual({ total: 3, shown: ['Notice: Curfew'] });
  });
});
