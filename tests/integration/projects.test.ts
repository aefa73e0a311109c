import { expectListedPublicly, listReader, pictureModuleForFile } from '../utils/content-module';
import { rowCount } from '../utils/fingerprint';
import { mediaUrlPattern, pictureOnDisk, publicFiles, storedAsSent } from '../utils/pictures';
import { samplePng } from '../utils/sample-files';
import { fetchBytes, graphqlMultipart, NOT_AN_IMAGE, pictureUploads, restMultipart } from '../utils/uploads';

const [png, jpeg, executableCalledPng] = pictureUploads('road.png', 'court.jpg', 'photo.png');

const finished = {
  title: 'Concreting of Purok 3 Access Road',
  description: 'A 420-metre concrete road with side drainage.',
  status: 'finished',
  date_started: '2024-02-05',
  date_ended: '2024-06-28',
  link: 'https://example.gov.ph/projects/purok-3-road',
};

const { server, admin, resident, create: createProject, expectNonImageRefused, expectWritesRefused } =
  pictureModuleForFile('/projects/', finished, { project_photo: png });

const projectCount = () => rowCount(server, 'project');

describe('REST /api/projects/', () => {
  it('creates a project with a photo, lists it publicly as a plain array with an absolute URL, and serves the photo', async () => {
    const created = await restMultipart(server, 'POST', '/projects/', finished, { project_photo: png }, admin.access);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...finished, project_photo: expect.stringMatching(mediaUrlPattern(server, 'png')) });

    await expectListedPublicly(server, '/projects/', created.body);
    expect((await server.rest('GET', `/projects/${created.body.id}/`)).body).toEqual(created.body);

    const served = await fetchBytes(server, created.body.project_photo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await storedAsSent(served.bytes, png.bytes)).toBe(true);
  });

  it.each(['photo', 'src', 'image'])('accepts the photo under "%s"', async (fieldName) => {
    const body = await createProject({ ...finished, title: `Photo as ${fieldName}` }, { [fieldName]: jpeg });
    expect(body.project_photo).toMatch(mediaUrlPattern(server, 'jpg'));
    expect(await storedAsSent((await fetchBytes(server, body.project_photo)).bytes, jpeg.bytes)).toBe(true);
  });

  it('creates without a photo, and keeps no end date for an ongoing project', async () => {
    const body = await createProject({ title: 'Health Center Renovation', status: 'ongoing', date_ended: '2025-01-01' }, {});
    expect(body).toEqual({
      id: expect.any(Number), title: 'Health Center Renovation', description: '', status: 'ongoing',
      date_started: null, date_ended: null, link: null, project_photo: null,
    });
  });

  it('updates only the non-empty fields and replaces the photo, removing the old file from disk', async () => {
    const created = await createProject();
    const updated = await restMultipart(server, 'PUT', `/projects/${created.id}/`,
      { title: 'Concreting of Purok 3 Road (Phase 2)', description: '', status: '', date_started: '', link: '' },
      { project_photo: jpeg }, admin.access);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...created, title: 'Concreting of Purok 3 Road (Phase 2)', project_photo: expect.stringMatching(mediaUrlPattern(server, 'jpg')),
    });
    expect(pictureOnDisk(server, created.project_photo)).toBe(false);
    expect(pictureOnDisk(server, updated.body.project_photo)).toBe(true);
    expect((await fetchBytes(server, created.project_photo)).status).toBe(404);

    // No file this time: the photo stays.
    const again = await restMultipart(server, 'PUT', `/projects/${created.id}/`, { status: 'ongoing' }, {}, admin.access);
    expect(again.body).toMatchObject({ status: 'ongoing', date_ended: null, project_photo: updated.body.project_photo });
    expect(pictureOnDisk(server, updated.body.project_photo)).toBe(true);
  });

  it('checks the merged record on update: finishing needs an end date', async () => {
    const ongoing = await createProject({ title: 'Drainage', status: 'ongoing', date_started: '2025-10-06' }, {});
    const refused = await restMultipart(server, 'PUT', `/projects/${ongoing.id}/`, { status: 'finished' }, {}, admin.access);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ date_ended: ['Date Ended is required when the project is finished.'] });
    const early = await restMultipart(server, 'PUT', `/projects/${ongoing.id}/`, { status: 'finished', date_ended: '2025-10-05' }, {}, admin.access);
    expect(early.body).toEqual({ date_ended: ['Date Ended cannot be before Date Started.'] });
    const done = await restMultipart(server, 'PUT', `/projects/${ongoing.id}/`, { status: 'Finished', date_ended: '2025-12-01' }, {}, admin.access);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'finished', date_started: '2025-10-06', date_ended: '2025-12-01' });
  });

  it('deletes a project and its photo file; a missing id is 404', async () => {
    const created = await createProject();
    expect(pictureOnDisk(server, created.project_photo)).toBe(true);
    expect((await server.rest('DELETE', `/projects/${created.id}/`, undefined, admin.access)).status).toBe(204);
    expect(pictureOnDisk(server, created.project_photo)).toBe(false);
    expect(await server.rest('GET', `/projects/${created.id}/`)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await server.rest('DELETE', `/projects/${created.id}/`, undefined, admin.access)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect(await server.rest('PUT', '/projects/999999/', { title: 'X' }, admin.access)).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  it.each([
    [{}, { title: ['Title is required'], status: ['Status is required'] }],
    [{ title: 'Plaza', status: 'paused' }, { status: ['Status must be ongoing or finished.'] }],
    [{ title: 'Plaza', status: 'finished', date_started: '2024-01-01' }, { date_ended: ['Date Ended is required when the project is finished.'] }],
    [{ ...finished, date_started: '2024-07-01' }, { date_ended: ['Date Ended cannot be before Date Started.'] }],
    [{ ...finished, link: 'not a link' }, { link: ['Enter a valid URL.'] }],
    [{ ...finished, date_started: '2024-02-30' }, { date_started: ['Enter a valid date (YYYY-MM-DD).'] }],
  ])('refuses %j with field messages', async (fields, errors) => {
    const before = await projectCount();
    const response = await restMultipart(server, 'POST', '/projects/', fields as Record<string, string>, {}, admin.access);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errors);
    expect(await projectCount()).toBe(before);
  });

  it('refuses a renamed executable and stores nothing', async () => {
    const before = await projectCount();
    await expectNonImageRefused(executableCalledPng);
    expect(await projectCount()).toBe(before);

    const existing = await createProject();
    const update = await restMultipart(server, 'PUT', `/projects/${existing.id}/`, { title: 'Changed' }, { photo: executableCalledPng }, admin.access);
    expect(update.body).toEqual({ project_photo: NOT_AN_IMAGE });
    expect((await server.rest('GET', `/projects/${existing.id}/`)).body).toEqual(existing);
  });

  it('refuses a photo over 5 MB (the picture limit, lower than the 10 MB a valid ID may have)', async () => {
    const files = publicFiles(server);
    const large = { bytes: Buffer.concat([samplePng(), Buffer.alloc(5 * 1024 * 1024)]), name: 'huge.png', type: 'image/png' };
    const response = await restMultipart(server, 'POST', '/projects/', finished, { project_photo: large }, admin.access);
    expect(response).toEqual({ status: 400, body: { project_photo: ['The file is larger than 5 MB.'] } });
    expect(publicFiles(server)).toEqual(files);
  });

  it('removes the newly stored photo when the database refuses the write', async () => {
    // A real database failure after the photo was stored: a trigger refusing this one title.
    await server.database.db.query(`
      CREATE FUNCTION refuse_project() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_project BEFORE INSERT OR UPDATE ON project FOR EACH ROW WHEN (NEW.title = 'Refused by the database')
        EXECUTE FUNCTION refuse_project();`);
    try {
      const files = publicFiles(server);
      const created = await restMultipart(server, 'POST', '/projects/', { ...finished, title: 'Refused by the database' },
        { project_photo: png }, admin.access);
      expect(created.status).toBe(500);
      expect(publicFiles(server)).toEqual(files);

      const existing = await createProject();
      const withFile = publicFiles(server);
      const updated = await restMultipart(server, 'PUT', `/projects/${existing.id}/`, { title: 'Refused by the database' },
        { project_photo: jpeg }, admin.access);
      expect(updated.status).toBe(500);
      expect(publicFiles(server)).toEqual(withFile);
      expect(pictureOnDisk(server, existing.project_photo)).toBe(true);
    } finally {
      await server.database.db.query('DROP TRIGGER refuse_project ON project; DROP FUNCTION refuse_project();');
    }
  });

  it('refuses every write to guests (401) and residents (403), changing nothing', async () => {
    const existing = await createProject();
    await expectWritesRefused(existing, { title: 'Taken over' });
    expect(pictureOnDisk(server, existing.project_photo)).toBe(true);
  });
});

describe('GraphQL projects', () => {
  const FIELDS = 'id title description status dateStarted dateEnded link projectPhotoUrl';
  const CREATE = `mutation($input: CreateProjectInput!, $projectPhoto: Upload) { createProject(input: $input, projectPhoto: $projectPhoto) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateProjectInput!, $projectPhoto: Upload) {
    updateProject(id: $id, input: $input, projectPhoto: $projectPhoto) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteProject(id: $id) }';
  const ONE = `query($id: Int!) { project(id: $id) { ${FIELDS} } }`;
  const LIST = `query($search: String, $withPhoto: Boolean, $sortBy: ProjectSortField, $dir: SortDirection, $page: Int, $pageSize: Int) {
    projects(search: $search, withPhoto: $withPhoto, sortBy: $sortBy, sortDirection: $dir, page: $page, pageSize: $pageSize) {
      total page pageSize items { title projectPhotoUrl } } }`;
  const input = { title: 'Solar Street Lights', description: '36 lights', status: 'FINISHED', dateStarted: '2024-09-10', dateEnded: '2024-12-15' };
  type Saved = { id: number; title: string; projectPhotoUrl: string | null };
  type List = { projects: { total: number; page: number; pageSize: number; items: Array<{ title: string; projectPhotoUrl: string | null }> } };

  it('creates, updates and deletes with uploads, keeping disk and records in step', async () => {
    const created = await graphqlMultipart<{ createProject: Saved }>(server, CREATE, { input }, { projectPhoto: png }, { token: admin.access });
    expect(created.status).toBe(200);
    expect(created.body.errors).toBeUndefined();
    const project = created.body.data!.createProject;
    expect(project).toEqual({ id: expect.any(Number), ...input, link: null, projectPhotoUrl: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/) });
    expect(await storedAsSent((await fetchBytes(server, project.projectPhotoUrl!)).bytes, png.bytes)).toBe(true);

    const updated = await graphqlMultipart<{ updateProject: Saved }>(server, UPDATE,
      { id: project.id, input: { title: 'Solar Street Lights (Rizal Street)', link: 'https://example.gov.ph/solar' } },
      { projectPhoto: jpeg }, { token: admin.access });
    expect(updated.body.errors).toBeUndefined();
    const changed = updated.body.data!.updateProject;
    expect(changed).toMatchObject({ title: 'Solar Street Lights (Rizal Street)', description: '36 lights', link: 'https://example.gov.ph/solar' });
    expect(changed.projectPhotoUrl).toMatch(/\.jpg$/);
    expect(pictureOnDisk(server, project.projectPhotoUrl!)).toBe(false);

    // Empty text removes an optional value.
    const cleared = await server.graphql<{ updateProject: { link: string | null } }>(UPDATE, { id: project.id, input: { link: '' } }, admin.access);
    expect(cleared.data!.updateProject.link).toBeNull();

    const deleted = await server.graphql(DELETE, { id: project.id }, admin.access);
    expect(deleted).toEqual({ data: { deleteProject: true } });
    expect(pictureOnDisk(server, changed.projectPhotoUrl!)).toBe(false);
    const gone = await server.graphql(ONE, { id: project.id });
    expect(gone.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await server.graphql(DELETE, { id: project.id }, admin.access)).errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a multipart request without Apollo-Require-Preflight (CSRF prevention)', async () => {
    const files = publicFiles(server);
    const before = await projectCount();
    const { status, body } = await graphqlMultipart(server, CREATE, { input }, { projectPhoto: png }, { token: admin.access, preflight: false });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('CSRF');
    expect(await projectCount()).toBe(before);
    expect(publicFiles(server)).toEqual(files);
  });

  it('refuses a non-image upload with a field message', async () => {
    const files = publicFiles(server);
    const { body } = await graphqlMultipart(server, CREATE, { input }, { projectPhoto: executableCalledPng }, { token: admin.access });
    expect(body.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_FILE', fields: { projectPhoto: NOT_AN_IMAGE } });
    expect(publicFiles(server)).toEqual(files);
  });

  it('answers field messages from the input and from the project rules', async () => {
    const shape = await server.graphql(CREATE, { input: { title: ' ', status: 'ONGOING', link: 'ftp://example.com' } }, admin.access);
    expect(shape.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', fields: { title: ['Title is required'], link: ['Enter a valid URL.'] },
    });
    const rule = await server.graphql(CREATE, { input: { title: 'Plaza', status: 'FINISHED' } }, admin.access);
    expect(rule.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'DATE_ENDED_REQUIRED', fields: { dateEnded: ['Date Ended is required when the project is finished.'] },
    });
  });

  it('refuses writes to guests (UNAUTHENTICATED) and residents (FORBIDDEN)', async () => {
    const { body } = await graphqlMultipart<{ createProject: Saved }>(server, CREATE, { input }, { projectPhoto: png }, { token: admin.access });
    const id = body.data!.createProject.id;
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [resident.access, 'FORBIDDEN']] as const) {
      const upload = await graphqlMultipart(server, CREATE, { input }, { projectPhoto: png }, { token });
      expect(upload.body.errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(CREATE, { input }, token)).errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(UPDATE, { id, input: { title: 'Taken over' } }, token)).errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(DELETE, { id }, token)).errors![0].extensions!.code).toBe(code);
    }
    expect((await server.graphql<{ project: Saved }>(ONE, { id })).data!.project.title).toBe(input.title);
  });

  it('lists publicly with search, paging, sorting and a photo filter', async () => {
    const make = (title: string, status: string, dateStarted: string | null, photo: boolean) => graphqlMultipart(server, CREATE,
      { input: { title, status, dateStarted, dateEnded: status === 'FINISHED' ? '2025-12-31' : null } }, photo ? { projectPhoto: png } : {},
      { token: admin.access });
    await make('Listing Canal Desilting', 'ONGOING', '2025-10-06', true);
    await make('listing bridge repair', 'FINISHED', '2024-01-15', false);
    await make('Listing Covered Court', 'FINISHED', null, true);
    await make('Listing Apex Gym', 'ONGOING', '2023-05-01', true);
    await make('Unrelated Garden', 'ONGOING', '2025-01-01', true);

    const titles = listReader(server, LIST, 'projects', 'title', { search: 'LISTING', pageSize: 10 });
    expect(await titles({ sortBy: 'TITLE', dir: 'ASC', page: 1, pageSize: 3 })).toEqual({
      total: 4, shown: ['Listing Apex Gym', 'listing bridge repair', 'Listing Canal Desilting'],
    });
    expect(await titles({ sortBy: 'TITLE', dir: 'ASC', page: 2, pageSize: 3 })).toEqual({ total: 4, shown: ['Listing Covered Court'] });
    expect(await titles({ sortBy: 'DATE_STARTED', dir: 'DESC' })).toEqual({
      total: 4, shown: ['Listing Canal Desilting', 'listing bridge repair', 'Listing Apex Gym', 'Listing Covered Court'],
    });
    expect((await titles({ sortBy: 'STATUS', dir: 'ASC' })).shown.slice(0, 2).sort()).toEqual(['Listing Apex Gym', 'Listing Canal Desilting']);
    expect(await titles({ withPhoto: true, sortBy: 'TITLE', dir: 'DESC' })).toEqual({
      total: 3, shown: ['Listing Covered Court', 'Listing Canal Desilting', 'Listing Apex Gym'],
    });
    expect(await titles({ withPhoto: false })).toEqual({ total: 1, shown: ['listing bridge repair'] });

    const page = await server.graphql<List>(LIST, { search: '_%', page: 1, pageSize: 5 });
    expect(page.data!.projects).toMatchObject({ total: 0, page: 1, pageSize: 5, items: [] });
    const tooBig = await server.graphql(LIST, { pageSize: 1000 });
    expect(tooBig.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});
