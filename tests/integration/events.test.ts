import { expectListedPublicly, listReader, pictureModuleForFile } from '../utils/content-module';
import { rowCount } from '../utils/fingerprint';
import { mediaUrlPattern, pictureOnDisk, storedAsSent } from '../utils/pictures';
import { fetchBytes, graphqlMultipart, NOT_AN_IMAGE, pictureUploads, restMultipart } from '../utils/uploads';

const [png, jpeg, executableCalledPng] = pictureUploads('cleanup.png', 'league.jpg', 'event.png');

/** As the original client sends it: multipart, so the numbers are text. */
const cleanup = {
  event_name: 'Linis Barangay Clean-up Drive',
  target_audience: 'Adults',
  event_date: '2025-11-08',
  expected_number_of_attendees: '150',
  actual_attendees: '132',
  status: 'Ended',
};
const cleanupJson = { ...cleanup, expected_number_of_attendees: 150, actual_attendees: 132 };

const { server, admin, resident, create: createEvent, expectNonImageRefused, expectWritesRefused } =
  pictureModuleForFile('/events/', cleanup, { event_photo: png });

const eventCount = () => rowCount(server, 'event');

describe('REST /api/events/', () => {
  it('creates an event from multipart text with a photo, lists it publicly with an absolute URL, and serves the photo', async () => {
    const created = await restMultipart(server, 'POST', '/events/', cleanup, { event_photo: png }, admin.access);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...cleanupJson, event_photo: expect.stringMatching(mediaUrlPattern(server, 'png')) });

    await expectListedPublicly(server, '/events/', created.body);
    const served = await fetchBytes(server, created.body.event_photo);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await storedAsSent(served.bytes, png.bytes)).toBe(true);
  });

  it('accepts JSON numbers, no photo, and stores audience and status in their canonical spelling', async () => {
    const created = await server.rest('POST', '/events/',
      { ...cleanupJson, target_audience: 'senior citizens', status: 'ENDED', event_name: '  Wellness Check-up ' }, admin.access);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number), ...cleanupJson, event_name: 'Wellness Check-up', target_audience: 'Senior Citizens', status: 'Ended', event_photo: null,
    });
  });

  it.each(['photo', 'src', 'image'])('accepts the photo under "%s"', async (fieldName) => {
    const body = await createEvent(cleanup, { [fieldName]: jpeg });
    expect(body.event_photo).toMatch(mediaUrlPattern(server, 'jpg'));
  });

  it('updates only the non-empty fields and replaces the photo, removing the old file', async () => {
    const created = await createEvent();
    const updated = await restMultipart(server, 'PUT', `/events/${created.id}/`,
      { event_name: '', target_audience: 'Teens', expected_number_of_attendees: '', actual_attendees: '0', status: 'ongoing' },
      { event_photo: jpeg }, admin.access);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...created, target_audience: 'Teens', actual_attendees: 0, status: 'Ongoing', event_photo: expect.stringMatching(mediaUrlPattern(server, 'jpg')),
    });
    expect(pictureOnDisk(server, created.event_photo)).toBe(false);
    expect(pictureOnDisk(server, updated.body.event_photo)).toBe(true);

    const kept = await restMultipart(server, 'PUT', `/events/${created.id}/`, { event_date: '2025-12-01' }, {}, admin.access);
    expect(kept.body).toEqual({ ...updated.body, event_date: '2025-12-01' });
  });

  it('deletes an event and its photo file; a missing id is 404', async () => {
    const created = await createEvent();
    expect((await server.rest('DELETE', `/events/${created.id}/`, undefined, admin.access)).status).toBe(204);
    expect(pictureOnDisk(server, created.event_photo)).toBe(false);
    expect(await server.rest('DELETE', `/events/${created.id}/`, undefined, admin.access)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await server.rest('GET', `/events/${created.id}/`)).status).toBe(404);
  });

  it('requires every field, with one message each', async () => {
    const response = await restMultipart(server, 'POST', '/events/', {}, {}, admin.access);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      event_name: ['Event name is required'],
      target_audience: ['Target audience is required'],
      event_date: ['Event date is required'],
      expected_number_of_attendees: ['Expected number of attendees is required'],
      actual_attendees: ['Actual attendees is required'],
      status: ['Status is required'],
    });
  });

  it.each([
    [{ target_audience: 'Kids' }, { target_audience: ['Target audience must be Adults, Teens or Senior Citizens.'] }],
    [{ status: 'Postponed' }, { status: ['Status must be Upcoming, Ongoing, Cancelled or Ended.'] }],
    [{ event_date: 'next Friday' }, { event_date: ['Enter a valid date (YYYY-MM-DD).'] }],
    [{ expected_number_of_attendees: '-3' }, { expected_number_of_attendees: ['Expected number of attendees must be a whole number from 0 to 1000000.'] }],
    [{ actual_attendees: '12.5' }, { actual_attendees: ['Actual attendees must be a whole number from 0 to 1000000.'] }],
    [{ actual_attendees: 'many' }, { actual_attendees: ['Actual attendees must be a whole number from 0 to 1000000.'] }],
  ])('refuses %j', async (change, errors) => {
    const before = await eventCount();
    const response = await restMultipart(server, 'POST', '/events/', { ...cleanup, ...change }, {}, admin.access);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errors);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a renamed executable and stores nothing', async () => {
    await expectNonImageRefused(executableCalledPng);
  });

  it('refuses every write to guests (401) and residents (403), changing nothing', async () => {
    await expectWritesRefused(await createEvent(), { status: 'Cancelled' });
  });
});

describe('GraphQL events', () => {
  const FIELDS = 'id eventName targetAudience eventDate expectedNumberOfAttendees actualAttendees status eventPhotoUrl';
  const CREATE = `mutation($input: CreateEventInput!, $eventPhoto: Upload) { createEvent(input: $input, eventPhoto: $eventPhoto) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateEventInput!, $eventPhoto: Upload) {
    updateEvent(id: $id, input: $input, eventPhoto: $eventPhoto) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteEvent(id: $id) }';
  const LIST = `query($search: String, $withPhoto: Boolean, $sortBy: EventSortField, $dir: SortDirection, $page: Int, $pageSize: Int) {
    events(search: $search, withPhoto: $withPhoto, sortBy: $sortBy, sortDirection: $dir, page: $page, pageSize: $pageSize) {
      total items { eventName } } }`;
  const input = {
    eventName: 'Inter-Purok Basketball League', targetAudience: 'Teens', eventDate: '2025-11-20',
    expectedNumberOfAttendees: 200, actualAttendees: 180, status: 'Ongoing',
  };
  type Saved = { id: number; eventPhotoUrl: string | null; status: string };

  it('creates, updates and deletes with uploads, keeping disk and records in step', async () => {
    const created = await graphqlMultipart<{ createEvent: Saved }>(server, CREATE, { input }, { eventPhoto: png }, { token: admin.access });
    expect(created.body.errors).toBeUndefined();
    const event = created.body.data!.createEvent;
    expect(event).toEqual({ id: expect.any(Number), ...input, eventPhotoUrl: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/) });
    expect(await storedAsSent((await fetchBytes(server, event.eventPhotoUrl!)).bytes, png.bytes)).toBe(true);

    const updated = await graphqlMultipart<{ updateEvent: Saved }>(server, UPDATE, { id: event.id, input: { status: 'ended' } },
      { eventPhoto: jpeg }, { token: admin.access });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateEvent).toMatchObject({ ...input, status: 'Ended', eventPhotoUrl: expect.stringMatching(/\.jpg$/) });
    expect(pictureOnDisk(server, event.eventPhotoUrl!)).toBe(false);

    expect(await server.graphql(DELETE, { id: event.id }, admin.access)).toEqual({ data: { deleteEvent: true } });
    expect(pictureOnDisk(server, updated.body.data!.updateEvent.eventPhotoUrl!)).toBe(false);
    expect((await server.graphql(DELETE, { id: event.id }, admin.access)).errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a multipart request without Apollo-Require-Preflight (CSRF prevention)', async () => {
    const before = await eventCount();
    const { status } = await graphqlMultipart(server, CREATE, { input }, { eventPhoto: png }, { token: admin.access, preflight: false });
    expect(status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a non-image upload and invalid fields with field messages', async () => {
    const upload = await graphqlMultipart(server, CREATE, { input }, { eventPhoto: executableCalledPng }, { token: admin.access });
    expect(upload.body.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_FILE', fields: { eventPhoto: NOT_AN_IMAGE } });
    const invalid = await server.graphql(CREATE, { input: { ...input, targetAudience: 'Toddlers', actualAttendees: -1 } }, admin.access);
    expect(invalid.errors![0].extensions!.fields).toEqual({
      targetAudience: ['Target audience must be Adults, Teens or Senior Citizens.'],
      actualAttendees: ['Actual attendees must be a whole number from 0 to 1000000.'],
    });
  });

  it('refuses writes to guests (UNAUTHENTICATED) and residents (FORBIDDEN)', async () => {
    const { data } = await server.graphql<{ createEvent: Saved }>(CREATE, { input }, admin.access);
    const id = data!.createEvent.id;
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [resident.access, 'FORBIDDEN']] as const) {
      expect((await graphqlMultipart(server, CREATE, { input }, { eventPhoto: png }, { token })).body.errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(UPDATE, { id, input: { status: 'Cancelled' } }, token)).errors![0].extensions!.code).toBe(code);
      expect((await server.graphql(DELETE, { id }, token)).errors![0].extensions!.code).toBe(code);
    }
    const { body } = await server.rest('GET', `/events/${id}/`);
    expect(body.status).toBe('Ongoing');
  });

  it('lists publicly with search by name, paging, sorting and a photo filter', async () => {
    const make = (eventName: string, eventDate: string, expected: number, photo: boolean) => graphqlMultipart(server, CREATE,
      { input: { ...input, eventName, eventDate, expectedNumberOfAttendees: expected } }, photo ? { eventPhoto: png } : {}, { token: admin.access });
    await make('Sorting Feeding Program', '2025-03-01', 50, true);
    await make('sorting dengue drive', '2025-06-15', 300, false);
    await make('Sorting Zumba Night', '2024-12-31', 120, true);
    await make('Unrelated Assembly', '2025-07-01', 500, true);

    const names = listReader(server, LIST, 'events', 'eventName', { search: 'SORTING' });
    expect(await names({})).toEqual({ total: 3, shown: ['sorting dengue drive', 'Sorting Feeding Program', 'Sorting Zumba Night'] });
    expect(await names({ sortBy: 'EVENT_NAME', dir: 'DESC', page: 1, pageSize: 2 })).toEqual({
      total: 3, shown: ['Sorting Zumba Night', 'Sorting Feeding Program'],
    });
    expect(await names({ sortBy: 'EVENT_NAME', dir: 'DESC', page: 2, pageSize: 2 })).toEqual({ total: 3, shown: ['sorting dengue drive'] });
    expect(await names({ sortBy: 'EXPECTED_NUMBER_OF_ATTENDEES', dir: 'ASC' })).toEqual({
      total: 3, shown: ['Sorting Feeding Program', 'Sorting Zumba Night', 'sorting dengue drive'],
    });
    expect(await names({ withPhoto: true, sortBy: 'EVENT_DATE', dir: 'ASC' })).toEqual({ total: 2, shown: ['Sorting Zumba Night', 'Sorting Feeding Program'] });
  });
});
