import { adminForFile, residentForFile } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

const server = testServerForFile();
const admin = adminForFile(server);
const resident = residentForFile(server, { verified: true });

const clearance = {
  name: 'Barangay Clearance',
  description: 'Proof of good standing in the barangay',
  fields: [
    { name: 'Purpose', field_type: 'text', required: true },
    { name: 'Years of residency', field_type: 'number', required: false },
  ],
};

describe('REST /api/document-types/', () => {
  it('lets an administrator create, read, update and delete a type', async () => {
    const created = await server.rest('POST', '/document-types/', clearance, admin.access);
    expect(created.status).toBe(201);
    // The processing-time target and certificate layout (docs/rules/documents.md#certificate-layout) are extra fields the original client ignores.
    const unset = { target_processing_days: null, certificate_title: null, certificate_body: null };
    expect(created.body).toEqual({ id: expect.any(Number), ...clearance, ...unset });

    const list = await server.rest('GET', '/document-types/', undefined, resident.access);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(created.body);

    const changed = { ...clearance, name: 'Barangay Clearance (2026)', fields: [{ name: 'Purpose', field_type: 'text', required: true }] };
    const updated = await server.rest('PUT', `/document-types/${created.body.id}/`, changed, admin.access);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: created.body.id, ...changed, ...unset });

    expect((await server.rest('DELETE', `/document-types/${created.body.id}/`, undefined, admin.access)).status).toBe(204);
    expect((await server.rest('GET', `/document-types/${created.body.id}/`, undefined, admin.access)).status).toBe(404);
  });

  it('defaults a field to required text', async () => {
    const { status, body } = await server.rest('POST', '/document-types/',
      { name: 'Certificate of Indigency', fields: [{ name: 'Purpose' }] }, admin.access);
    expect(status).toBe(201);
    expect(body.fields).toEqual([{ name: 'Purpose', field_type: 'text', required: true }]);
    expect(body.description).toBe('');
  });

  it.each([
    [{ ...clearance, fields: [] }, { fields: ['Please add at least one field before submitting.'] }],
    [{ ...clearance, fields: undefined }, { fields: ['Please add at least one field before submitting.'] }],
    [{ ...clearance, name: ' ' }, { name: ['Name is required'] }],
    [{ ...clearance, fields: [{ name: '', field_type: 'text' }] }, { fields: ['Each field needs a name.'] }],
    [{ ...clearance, fields: [{ name: 'Age', field_type: 'integer' }] }, { fields: ['Choose a field type: text, number, date, boolean or email.'] }],
    [{ ...clearance, name: 'Unique fields', fields: [{ name: 'Purpose' }, { name: 'purpose' }] },
      { fields: ['Field names must be unique: "purpose" appears more than once.'] }],
  ])('refuses %j', async (body, errors) => {
    const response = await server.rest('POST', '/document-types/', body, admin.access);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errors);
  });

  it('refuses a second type with the same name in any letter case', async () => {
    await server.rest('POST', '/document-types/', { ...clearance, name: 'Business Permit' }, admin.access);
    const again = await server.rest('POST', '/document-types/', { ...clearance, name: 'BUSINESS PERMIT' }, admin.access);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ name: ['A document type with this name already exists.'] });
  });

  it('refuses writes to guests (401) and residents (403), and reads to guests', async () => {
    expect((await server.rest('POST', '/document-types/', clearance)).status).toBe(401);
    expect((await server.rest('POST', '/document-types/', clearance, resident.access)).status).toBe(403);
    const { body } = await server.rest('POST', '/document-types/', { ...clearance, name: 'Cedula' }, admin.access);
    expect((await server.rest('PUT', `/document-types/${body.id}/`, clearance, resident.access)).status).toBe(403);
    expect((await server.rest('DELETE', `/document-types/${body.id}/`, undefined, resident.access)).status).toBe(403);
    expect((await server.rest('GET', '/document-types/')).status).toBe(401);
  });

  it('archives a type that has requests: gone from the list, still named on its requests', async () => {
    const type = (await server.rest('POST', '/document-types/',
      { name: 'Residency Certificate', fields: [{ name: 'Purpose' }] }, admin.access)).body;
    const request = await server.rest('POST', '/document-requests/',
      { document_type: type.id, field_data: { Purpose: 'School enrolment' } }, resident.access);
    expect(request.status).toBe(201);

    expect((await server.rest('DELETE', `/document-types/${type.id}/`, undefined, admin.access)).status).toBe(204);
    const list = await server.rest('GET', '/document-types/', undefined, admin.access);
    expect(list.body.map((t: { id: number }) => t.id)).not.toContain(type.id);
    const mine = await server.rest('GET', '/document-requests/', undefined, resident.access);
    expect(mine.body.find((r: { id: number }) => r.id === request.body.id).document_type_name).toBe('Residency Certificate');
    // The name is free again for a new type.
    expect((await server.rest('POST', '/document-types/', { name: 'Residency Certificate', fields: [{ name: 'Purpose' }] }, admin.access)).status).toBe(201);
  });
});

describe('GraphQL document types', () => {
  const CREATE = `mutation($input: DocumentTypeInput!) { createDocumentType(input: $input) { id name fieldCount fields { name fieldType required } } }`;
  const LIST = `query($search: String, $sortBy: DocumentTypeSortField, $dir: SortDirection, $page: Int) {
    documentTypes(search: $search, sortBy: $sortBy, sortDirection: $dir, page: $page, pageSize: 2) { total page items { name fieldCount } } }`;

  it('creates with defaults, and lists with search, sort by field count and paging', async () => {
    const created = await server.graphql<{ createDocumentType: { fields: unknown[]; fieldCount: number } }>(CREATE, {
      input: { name: 'GQL Permit A', fields: [{ name: 'Business name' }, { name: 'Capital', fieldType: 'NUMBER', required: false }, { name: 'Start', fieldType: 'DATE' }] },
    }, admin.access);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createDocumentType.fields).toEqual([
      { name: 'Business name', fieldType: 'TEXT', required: true },
      { name: 'Capital', fieldType: 'NUMBER', required: false },
      { name: 'Start', fieldType: 'DATE', required: true },
    ]);
    await server.graphql(CREATE, { input: { name: 'GQL Permit B', fields: [{ name: 'Owner' }] } }, admin.access);
    await server.graphql(CREATE, { input: { name: 'GQL Permit C', fields: [{ name: 'Owner' }, { name: 'Age', fieldType: 'NUMBER' }] } }, admin.access);

    const desc = await server.graphql<{ documentTypes: { total: number; items: Array<{ name: string }> } }>(
      LIST, { search: 'gql permit', sortBy: 'FIELD_COUNT', dir: 'DESC', page: 1 }, resident.access);
    expect(desc.data!.documentTypes.total).toBe(3);
    expect(desc.data!.documentTypes.items.map((t) => t.name)).toEqual(['GQL Permit A', 'GQL Permit C']);
    const page2 = await server.graphql<{ documentTypes: { items: Array<{ name: string }> } }>(
      LIST, { search: 'gql permit', sortBy: 'FIELD_COUNT', dir: 'DESC', page: 2 }, resident.access);
    expect(page2.data!.documentTypes.items.map((t) => t.name)).toEqual(['GQL Permit B']);
  });

  it('answers a resident FORBIDDEN and lists field errors for an administrator', async () => {
    const asResident = await server.graphql(CREATE, { input: { name: 'X', fields: [{ name: 'Y' }] } }, resident.access);
    expect(asResident.errors![0].extensions!.code).toBe('FORBIDDEN');
    const invalid = await server.graphql(CREATE, { input: { name: 'X', fields: [] } }, admin.access);
    expect(invalid.errors![0].extensions!.fields).toEqual({ fields: ['Please add at least one field before submitting.'] });
  });
});
