import { adminForFile, residentForFile } from '../utils/accounts';
import { fingerprint } from '../utils/fingerprint';
import { registerInput, registrationPayload } from '../utils/fixtures';
import { testServerForFile } from '../utils/test-server';

// Every text field has a length limit and refuses control and bidirectional-override characters, with the
// same field message on both APIs; nothing is stored when a field is refused.
const server = testServerForFile();
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });
let documentTypeId: number;

beforeAll(async () => {
  const type = await server.rest('POST', '/document-types/', { name: 'Barangay Clearance', description: '', fields: [{ name: 'purpose', field_type: 'text', required: true }] }, admin.access);
  expect(type.status).toBe(201);
  documentTypeId = type.body.id;
});

interface Write {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** One text field of one domain, sent through both doors with a value put in by `value`. */
interface TextField {
  domain: string;
  label: string;
  max: number;
  /** The field's name in REST error bodies (snake_case) and in GraphQL's extensions.fields (camelCase). */
  restKey: string;
  graphqlKey: string;
  token: () => string | undefined;
  rest: (value: string) => Write;
  graphql: (value: string) => { query: string; variables: Record<string, unknown> };
}

const FIELDS: TextField[] = [
  {
    domain: 'registration', label: 'First Name', max: 100, restKey: 'first_name', graphqlKey: 'firstName', token: () => undefined,
    rest: (value) => ({ method: 'POST', path: '/auth/user/', body: registrationPayload({ first_name: value }) }),
    graphql: (value) => ({ query: 'mutation ($input: RegisterInput!) { register(input: $input) { id } }', variables: { input: registerInput({ firstName: value }) } }),
  },
  {
    domain: 'profile', label: 'Address', max: 300, restKey: 'address', graphqlKey: 'address', token: () => resident.access,
    rest: (value) => ({
      method: 'PATCH', path: '/auth/user/me/',
      body: { address: value, contact_number: '09171234567', civil_status: 'single', is_voter: true, is_employed: true },
    }),
    graphql: (value) => ({
      query: 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      variables: { input: { address: value, contactNumber: '09171234567', civilStatus: 'SINGLE', isVoter: true, isEmployed: true } },
    }),
  },
  {
    domain: 'projects', label: 'Title', max: 200, restKey: 'title', graphqlKey: 'title', token: () => admin.access,
    rest: (value) => ({ method: 'POST', path: '/projects/', body: { title: value, status: 'ongoing' } }),
    graphql: (value) => ({ query: 'mutation ($title: String!) { createProject(input: { title: $title, status: ONGOING }) { id } }', variables: { title: value } }),
  },
  {
    domain: 'events', label: 'Event name', max: 200, restKey: 'event_name', graphqlKey: 'eventName', token: () => admin.access,
    rest: (value) => ({
      method: 'POST', path: '/events/',
      body: { event_name: value, target_audience: 'Adults', event_date: '2026-05-01', expected_number_of_attendees: 50, actual_attendees: 0, status: 'Upcoming' },
    }),
    graphql: (value) => ({
      query: `mutation ($name: String!) { createEvent(input: { eventName: $name, targetAudience: "Adults", eventDate: "2026-05-01",
        expectedNumberOfAttendees: 50, actualAttendees: 0, status: "Upcoming" }) { id } }`,
      variables: { name: value },
    }),
  },
  {
    domain: 'announcements', label: 'Title', max: 200, restKey: 'title', graphqlKey: 'title', token: () => admin.access,
    rest: (value) => ({ method: 'POST', path: '/announcements/', body: { title: value, content: 'Tuesday.' } }),
    graphql: (value) => ({ query: 'mutation ($title: String!) { createAnnouncement(input: { title: $title, content: "Tuesday." }) { id } }', variables: { title: value } }),
  },
  {
    domain: 'officials', label: 'Name', max: 100, restKey: 'name', graphqlKey: 'name', token: () => admin.access,
    rest: (value) => ({ method: 'POST', path: '/barangay-officials/', body: { position: 'Kagawad', name: value, contact_number: '09171234567', address: 'Purok 1' } }),
    graphql: (value) => ({
      query: 'mutation ($name: String!) { createBarangayOfficial(input: { position: "Kagawad", name: $name, contactNumber: "09171234567", address: "Purok 1" }) { id } }',
      variables: { name: value },
    }),
  },
  {
    domain: 'contact details', label: 'Address', max: 300, restKey: 'address', graphqlKey: 'address', token: () => admin.access,
    rest: (value) => ({
      method: 'POST', path: '/contact-us-details/',
      body: { contact_number: '09171234567', facebook_pagee: 'https://facebook.com/sanisidro', email: 'hall@example.com', address: value },
    }),
    graphql: (value) => ({
      query: `mutation ($address: String!) { saveContactDetails(input: { contactNumber: "09171234567", facebookPagee: "https://facebook.com/sanisidro",
        email: "hall@example.com", address: $address }) { id } }`,
      variables: { address: value },
    }),
  },
  {
    domain: 'document types', label: 'Name', max: 200, restKey: 'name', graphqlKey: 'name', token: () => admin.access,
    rest: (value) => ({ method: 'POST', path: '/document-types/', body: { name: value, description: '', fields: [{ name: 'purpose', field_type: 'text', required: true }] } }),
    graphql: (value) => ({ query: 'mutation ($name: String!) { createDocumentType(input: { name: $name, fields: [{ name: "purpose" }] }) { id } }', variables: { name: value } }),
  },
  {
    domain: "document types' fields", label: 'Field name', max: 100, restKey: 'fields', graphqlKey: 'fields', token: () => admin.access,
    rest: (value) => ({ method: 'POST', path: '/document-types/', body: { name: 'Cedula', description: '', fields: [{ name: value, field_type: 'text', required: true }] } }),
    graphql: (value) => ({ query: 'mutation ($field: String!) { createDocumentType(input: { name: "Cedula", fields: [{ name: $field }] }) { id } }', variables: { field: value } }),
  },
  {
    domain: "document requests' field values", label: 'purpose', max: 2000, restKey: 'field_data', graphqlKey: 'fieldData', token: () => resident.access,
    rest: (value) => ({ method: 'POST', path: '/document-requests/', body: { document_type: documentTypeId, field_data: { purpose: value } } }),
    graphql: (value) => ({
      query: 'mutation ($input: SubmitDocumentRequestInput!) { submitDocumentRequest(input: $input) { id } }',
      variables: { input: { documentTypeId, fieldData: { purpose: value } } },
    }),
  },
];

/** The three ways a text goes wrong, each with the message it earns. */
function badValues({ label, max }: TextField): Array<{ kind: string; value: string; message: string }> {
  const notAllowed = `${label} contains characters that are not allowed.`;
  return [
    { kind: 'one character too long', value: 'a'.repeat(max + 1), message: `${label} must be at most ${max} characters.` },
    { kind: 'a right-to-left override', value: 'Juan\u202Efdp.exe', message: notAllowed },
    { kind: 'a control character', value: 'Juan\u0007Cruz', message: notAllowed },
  ];
}

describe.each(FIELDS)('$domain: $label', (field) => {
  it.each(badValues(field))('is refused with its field message on both APIs when it holds $kind, and nothing is stored', async ({ value, message }) => {
    const before = await fingerprint(server);

    const { method, path, body } = field.rest(value);
    const rest = await server.rest(method, path, body, field.token());
    expect({ status: rest.status, message: rest.body?.[field.restKey] }).toEqual({ status: 400, message: [message] });

    const { query, variables } = field.graphql(value);
    const gql = await server.graphql(query, variables, field.token());
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(gql.errors?.[0].extensions?.fields?.[field.graphqlKey]).toEqual([message]);

    expect(await fingerprint(server)).toEqual(before);
  });

  it('takes a value of exactly the longest length', async () => {
    const { method, path, body } = field.rest('a'.repeat(field.max));
    const rest = await server.rest(method, path, body, field.token());
    expect(rest.status).toBeLessThan(300);
  });
});

describe('multi-line text', () => {
  const content = 'Water interruption on Tuesday.\nPurok 1 to 3:\r\n\t8 AM to 5 PM';

  it('keeps its line breaks and tabs on both APIs', async () => {
    const rest = await server.rest('POST', '/announcements/', { title: 'Water interruption', content }, admin.access);
    expect(rest.status).toBe(201);
    expect((await server.rest('GET', `/announcements/${rest.body.id}/`)).body.content).toBe(content);

    const gql = await server.graphql<{ createAnnouncement: { content: string } }>(
      'mutation ($content: String!) { createAnnouncement(input: { title: "Water interruption", content: $content }) { content } }', { content }, admin.access);
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.createAnnouncement.content).toBe(content);
  });

  it('is not allowed in a single-line field such as a title', async () => {
    const rest = await server.rest('POST', '/announcements/', { title: 'Water\ninterruption', content }, admin.access);
    expect(rest).toEqual({ status: 400, body: { title: ['Title contains characters that are not allowed.'] } });
  });
});

describe('integers beyond what the database holds', () => {
  const TOO_LARGE = 99_999_999_999;

  it('as an event attendance count are 400 on both APIs', async () => {
    const before = await fingerprint(server);
    const rest = await server.rest('POST', '/events/', {
      event_name: 'Clean-up Drive', target_audience: 'Adults', event_date: '2026-05-01', expected_number_of_attendees: TOO_LARGE, actual_attendees: 0, status: 'Upcoming',
    }, admin.access);
    expect(rest).toEqual({ status: 400, body: { expected_number_of_attendees: ['Expected number of attendees must be a whole number from 0 to 1000000.'] } });

    const gql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access}` },
      body: JSON.stringify({
        query: `mutation ($expected: Int!) { createEvent(input: { eventName: "Clean-up Drive", targetAudience: "Adults", eventDate: "2026-05-01",
          expectedNumberOfAttendees: $expected, actualAttendees: 0, status: "Upcoming" }) { id } }`,
        variables: { expected: TOO_LARGE },
      }),
    });
    expect(gql.status).toBe(400);
    expect((await gql.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await fingerprint(server)).toEqual(before);
  });

  it("as a document request's document type, a page number or an id are 400 on both APIs", async () => {
    const before = await fingerprint(server);
    const rest = await server.rest('POST', '/document-requests/', { document_type: TOO_LARGE, field_data: { purpose: 'Employment' } }, resident.access);
    expect(rest).toEqual({ status: 400, body: { document_type_id: ['Select a document type.'] } });

    for (const [query, variables] of [
      ['mutation ($type: Int!) { submitDocumentRequest(input: { documentTypeId: $type, fieldData: { purpose: "Employment" } }) { id } }', { type: TOO_LARGE }],
      ['query ($page: Int!) { announcements(page: $page) { total } }', { page: TOO_LARGE }],
      [`{ documentRequest(id: ${TOO_LARGE}) { id } }`, {}],
    ] as const) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${resident.access}` },
        body: JSON.stringify({ query, variables }),
      });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    expect(await fingerprint(server)).toEqual(before);
  });

  it('as the largest page number is an empty page, not a database error', async () => {
    const gql = await server.graphql<{ announcements: { items: unknown[] } }>('{ announcements(page: 2147483647, pageSize: 100) { items { id } } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.announcements.items).toEqual([]);
  });
});
