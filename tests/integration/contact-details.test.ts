import { adminForFile, residentForFile } from '../utils/accounts';
import { rowCount as countRows } from '../utils/fingerprint';
import { testServerForFile } from '../utils/test-server';

const server = testServerForFile();
const admin = adminForFile(server);
const resident = residentForFile(server);

const hall = {
  contact_number: '09171234500',
  facebook_pagee: 'https://www.facebook.com/BarangaySanIsidroOfficial',
  email: 'barangay.sanisidro@example.gov.ph',
  address: 'Barangay Hall, Rizal Street, Barangay San Isidro',
};
const NOT_SAVED = { detail: 'No contact details have been saved yet.' };

const CONTACT = 'query { contactDetails { id contactNumber facebookPagee email address } }';
const SAVE = `mutation($input: ContactDetailsInput!) { saveContactDetails(input: $input) { id contactNumber facebookPagee email address } }`;
const asInput = (details: typeof hall) => ({
  contactNumber: details.contact_number, facebookPagee: details.facebook_pagee, email: details.email, address: details.address,
});

const rowCount = () => countRows(server, 'contact_details');

beforeEach(async () => {
  // Each test starts with no record, as a fresh install does.
  await server.database.db.query('DELETE FROM contact_details');
});

describe('REST /api/contact-us-details/', () => {
  it('answers 404 to GET and PATCH before a record exists, so the client creates it with POST', async () => {
    expect(await server.rest('GET', '/contact-us-details/')).toEqual({ status: 404, body: NOT_SAVED });
    expect(await server.rest('PATCH', '/contact-us-details/', hall, admin.access)).toEqual({ status: 404, body: NOT_SAVED });

    const created = await server.rest('POST', '/contact-us-details/', hall, admin.access);
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), ...hall } });
    expect(await server.rest('GET', '/contact-us-details/')).toEqual({ status: 200, body: created.body });
  });

  it('refuses a second record', async () => {
    await server.rest('POST', '/contact-us-details/', hall, admin.access);
    const again = await server.rest('POST', '/contact-us-details/', { ...hall, contact_number: '0281234567' }, admin.access);
    expect(again).toEqual({ status: 409, body: { detail: 'Contact details already exist; there is only one record. Change it with PATCH instead.' } });
    expect(await rowCount()).toBe(1);
    expect((await server.rest('GET', '/contact-us-details/')).body.contact_number).toBe(hall.contact_number);
  });

  it('keeps one record when two creations race', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => server.rest('POST', '/contact-us-details/', hall, admin.access)));
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([201, 409, 409]);
    expect(await rowCount()).toBe(1);
  });

  it('changes only the non-empty fields on PATCH', async () => {
    const { body: created } = await server.rest('POST', '/contact-us-details/', hall, admin.access);
    const patched = await server.rest('PATCH', '/contact-us-details/', { contact_number: '0287654321', email: '', address: null }, admin.access);
    expect(patched).toEqual({ status: 200, body: { ...created, contact_number: '0287654321' } });
  });

  it.each([
    [{}, {
      contact_number: ['Contact number is required'], facebook_pagee: ['Facebook page is required'],
      email: ['Email is required'], address: ['Address is required'],
    }],
    [{ ...hall, contact_number: '091712345678' }, { contact_number: ['Contact number must be at most 11 characters.'] }],
    [{ ...hall, facebook_pagee: 'facebook.com/sanisidro' }, { facebook_pagee: ['Enter a valid URL.'] }],
    [{ ...hall, email: 'hall@sanisidro' }, { email: ['Enter a valid email address.'] }],
  ])('refuses to create %j', async (body, errors) => {
    expect(await server.rest('POST', '/contact-us-details/', body, admin.access)).toEqual({ status: 400, body: errors });
    expect(await rowCount()).toBe(0);
  });

  it('applies the same rules on PATCH', async () => {
    await server.rest('POST', '/contact-us-details/', hall, admin.access);
    const refused = await server.rest('PATCH', '/contact-us-details/', { contact_number: '+63 917 123 4567', facebook_pagee: 'not a url' }, admin.access);
    expect(refused).toEqual({
      status: 400, body: { contact_number: ['Contact number must be at most 11 characters.'], facebook_pagee: ['Enter a valid URL.'] },
    });
    expect((await server.rest('GET', '/contact-us-details/')).body).toMatchObject(hall);
  });

  it('refuses writes to guests (401) and residents (403), whether or not the record exists', async () => {
    for (const [token, status] of [[undefined, 401], [resident.access, 403]] as const) {
      expect((await server.rest('PATCH', '/contact-us-details/', hall, token)).status).toBe(status);
      expect((await server.rest('POST', '/contact-us-details/', hall, token)).status).toBe(status);
    }
    expect(await rowCount()).toBe(0);
    await server.rest('POST', '/contact-us-details/', hall, admin.access);
    for (const [token, status] of [[undefined, 401], [resident.access, 403]] as const) {
      expect((await server.rest('PATCH', '/contact-us-details/', { address: 'Elsewhere' }, token)).status).toBe(status);
    }
    expect((await server.rest('GET', '/contact-us-details/')).body.address).toBe(hall.address);
  });
});

describe('GraphQL contact details', () => {
  it('is null before saving; saving creates the record and then replaces its content', async () => {
    expect(await server.graphql(CONTACT)).toEqual({ data: { contactDetails: null } });

    const first = await server.graphql<{ saveContactDetails: { id: number } }>(SAVE, { input: asInput(hall) }, admin.access);
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveContactDetails).toEqual({ id: expect.any(Number), ...asInput(hall) });

    const changed = { ...asInput(hall), contactNumber: '0281234567', address: 'New Barangay Hall, Mabini Street' };
    const second = await server.graphql<{ saveContactDetails: { id: number } }>(SAVE, { input: changed }, admin.access);
    expect(second.data!.saveContactDetails).toEqual({ id: first.data!.saveContactDetails.id, ...changed });
    expect(await server.graphql(CONTACT)).toEqual({ data: { contactDetails: { id: first.data!.saveContactDetails.id, ...changed } } });
    expect(await rowCount()).toBe(1);
  });

  it('answers field messages', async () => {
    const { errors } = await server.graphql(SAVE, { input: { ...asInput(hall), contactNumber: '', facebookPagee: 'nope', email: 'x' } }, admin.access);
    expect(errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT',
      fields: { contactNumber: ['Contact number is required'], facebookPagee: ['Enter a valid URL.'], email: ['Enter a valid email address.'] },
    });
  });

  it('refuses saving to guests (UNAUTHENTICATED) and residents (FORBIDDEN)', async () => {
    for (const [token, code] of [[undefined, 'UNAUTHENTICATED'], [resident.access, 'FORBIDDEN']] as const) {
      expect((await server.graphql(SAVE, { input: asInput(hall) }, token)).errors![0].extensions!.code).toBe(code);
    }
    expect(await rowCount()).toBe(0);
  });
});
