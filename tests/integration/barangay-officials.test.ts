import { expectListedPublicly, listReader, pictureModuleForFile } from '../utils/content-module';
import { mediaUrlPattern, pictureOnDisk, publicFiles, storedAsSent } from '../utils/pictures';
import { fetchBytes, graphqlMultipart, NOT_AN_IMAGE, pictureUploads, restMultipart } from '../utils/uploads';

const [png, jpeg, executableCalledJpg] = pictureUploads('captain.png', 'kagawad.jpg', 'portrait.jpg');

const captain = {
  position: 'Punong Barangay',
  name: 'Hon. Ricardo M. Villanueva',
  contact_number: '09171234501',
  address: 'Purok 1, Barangay San Isidro',
  term_start: '2023-11-30',
  term_end: '2026-11-30',
};

const { server, admin, resident, create: createOfficial, expectNonImageRefused, expectWritesRefused } =
  pictureModuleForFile('/barangay-officials/', captain, { official_picture: png });

describe('REST /api/barangay-officials/', () => {
  it('creates an official with a picture, lists them publicly in entry order with absolute URLs, and serves the picture', async () => {
    const created = await restMultipart(server, 'POST', '/barangay-officials/', captain, { official_picture: png }, admin.access);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...captain, official_picture: expect.stringMatching(mediaUrlPattern(server, 'png')) });
    const second = await createOfficial({ ...captain, position: 'Barangay Kagawad', name: 'Hon. Maria Teresa L. Santos' }, {});

    const list = await expectListedPublicly(server, '/barangay-officials/', created.body);
    const ids = list.map((official: { id: number }) => official.id);
    expect(ids.indexOf(created.body.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list).toContainEqual({ ...second, official_picture: null });
    expect(await storedAsSent((await fetchBytes(server, created.body.official_picture)).bytes, png.bytes)).toBe(true);
  });

  it('needs no term dates, and accepts the picture under "image"', async () => {
    const { term_start: _start, term_end: _end, ...required } = captain;
    const body = await createOfficial({ ...required, position: 'Barangay Secretary' }, { image: jpeg });
    expect(body).toMatchObject({ term_start: null, term_end: null, official_picture: expect.stringMatching(mediaUrlPattern(server, 'jpg')) });
  });

  it('updates only the non-empty fields and replaces the picture, removing the old file', async () => {
    const created = await createOfficial();
    const updated = await restMultipart(server, 'PUT', `/barangay-officials/${created.id}/`,
      { name: '', contact_number: '09991112222', term_end: '' }, { official_picture: jpeg }, admin.access);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created, contact_number: '09991112222', official_picture: expect.stringMatching(mediaUrlPattern(server, 'jpg')) });
    expect(pictureOnDisk(server, created.official_picture)).toBe(false);
    expect(pictureOnDisk(server, updated.body.official_picture)).toBe(true);
  });

  it('deletes an official and their picture file; a missing id is 404', async () => {
    const created = await createOfficial();
    expect((await server.rest('DELETE', `/barangay-officials/${created.id}/`, undefined, admin.access)).status).toBe(204);
    expect(pictureOnDisk(server, created.official_picture)).toBe(false);
    expect(await server.rest('DELETE', `/barangay-officials/${created.id}/`, undefined, admin.access))
      .toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  it.each([
    [{}, {
      position: ['Position is required'], name: ['Name is required'],
      contact_number: ['Contact number is required'], address: ['Address is required'],
    }],
    [{ ...captain, term_start: '30/11/2023' }, { term_start: ['Enter a valid date (YYYY-MM-DD).'] }],
    [{ ...captain, term_end: '2022-06-30' }, { term_end: ['Term end cannot be before term start.'] }],
  ])('refuses %j', async (fields, errors) => {
    const response = await restMultipart(server, 'POST', '/barangay-officials/', fields as Record<string, string>, {}, admin.access);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errors);
  });

  it('refuses a renamed executable and stores nothing', async () => {
    await expectNonImageRefused(executableCalledJpg);
  });

  it('refuses every write to guests (401) and residents (403), changing nothing', async () => {
    await expectWritesRefused(await createOfficial(), { name: 'Impostor' });
  });
});

describe('GraphQL barangay officials', () => {
  const FIELDS = 'id position name contactNumber address termStart termEnd officialPictureUrl';
  const CREATE = `mutation($input: CreateBarangayOfficialInput!, $officialPicture: Upload) {
    createBarangayOfficial(input: $input, officialPicture: $officialPicture) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateBarangayOfficialInput!, $officialPicture: Upload) {
    updateBarangayOfficial(id: $id, input: $input, officialPicture: $officialPicture) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteBarangayOfficial(id: $id) }';
  const LIST = `query($search: String, $sortBy: BarangayOfficialSortField, $dir: SortDirection, $page: Int, $pageSize: Int) {
    barangayOfficials(search: $search, sortBy: $sortBy, sortDirection: $dir, page: $page, pageSize: $pageSize) { total items { name } } }`;
  const input = {
    position: 'Barangay Kagawad', name: 'Hon. Jose P. Dizon', contactNumber: '09191234503',
    address: 'Purok 3, Barangay San Isidro', termStart: '2023-11-30', termEnd: '2026-11-30',
  };
  type Saved = { id: number; officialPictureUrl: string | null; termEnd: string | null };

  it('creates, updates and deletes with uploads, keeping disk and records in step', async () => {
    const created = await graphqlMultipart<{ createBarangayOfficial: Saved }>(server, CREATE, { input }, { officialPicture: png }, { token: admin.access });
    expect(created.body.errors).toBeUndefined();
    const official = created.body.data!.createBarangayOfficial;
    expect(official).toEqual({ id: expect.any(Number), ...input, officialPictureUrl: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/) });

    const updated = await graphqlMultipart<{ updateBarangayOfficial: Saved }>(server, UPDATE,
      { id: official.id, input: { termEnd: '' } }, { officialPicture: jpeg }, { token: admin.access });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateBarangayOfficial).toMatchObject({ ...input, termEnd: null, officialPictureUrl: expect.stringMatching(/\.jpg$/) });
    expect(pictureOnDisk(server, official.officialPictureUrl!)).toBe(false);

    expect(await server.graphql(DELETE, { id: official.id }, admin.access)).toEqual({ data: { deleteBarangayOfficial: true } });
    expect(pictureOnDisk(server, updated.body.data!.updateBarangayOfficial.officialPictureUrl!)).toBe(false);
  });

  it('refuses a multipart request without Apollo-Require-Preflight, and a non-image', async () => {
    const files = publicFiles(server);
    expect((await graphqlMultipart(server, CREATE, { input }, { officialPicture: png }, { token: admin.access, preflight: false })).status).toBe(400);
    const upload = await graphqlMultipart(server, CREATE, { input }, { officialPicture: executableCalledJpg }, { token: admin.access });
    expect(upload.body.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_FILE', fields: { officialPicture: NOT_AN_IMAGE } });
    expect(publicFiles(server)).toEqual(files);
  });

  it('refuses writes to guests (UNAUTHENTICATED) and residents (FORBIDDEN)', async () => {
    const { data } = await server.graphql<{ createBarangayOfficial: Saved }>(CREATE, { input }, admin.access);
    const id = data!.createBarangayOfficial.id;
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [resident.access, 'FORBIDDEN']] as const) {
      expect((await graphqlMultipart(server, CREATE, { input }, { officialPicture: png }, { token })).body.errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(UPDATE, { id, input: { name: 'Impostor' } }, token)).errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(DELETE, { id }, token)).errors![0].extensions!.code).toBe(code);
    }
    expect((await server.rest('GET', `/barangay-officials/${id}/`)).body.name).toBe(input.name);
  });

  it('lists publicly with search by name or position, paging and sorting', async () => {
    for (const [name, position, termStart] of [
      ['Hon. Zenaida Cruz', 'Ward Kagawad', '2023-11-30'], ['Hon. Andres Bonifacio', 'Ward Treasurer', '2020-01-01'], ['Ward Secretary Lim', 'Secretary', null],
    ]) {
      await server.graphql(CREATE, { input: { ...input, name, position, termStart, termEnd: null } }, admin.access);
    }
    const names = listReader(server, LIST, 'barangayOfficials', 'name', { search: 'ward' });
    expect(await names({})).toEqual({ total: 3, shown: ['Hon. Zenaida Cruz', 'Hon. Andres Bonifacio', 'Ward Secretary Lim'] });
    expect(await names({ sortBy: 'NAME', dir: 'ASC', page: 1, pageSize: 2 })).toEqual({ total: 3, shown: ['Hon. Andres Bonifacio', 'Hon. Zenaida Cruz'] });
    expect(await names({ sortBy: 'TERM_START', dir: 'DESC' })).toEqual({
      total: 3, shown: ['Hon. Zenaida Cruz', 'Hon. Andres Bonifacio', 'Ward Secretary Lim'],
    });
  });
});
