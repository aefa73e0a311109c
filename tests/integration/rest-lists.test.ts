import { adminForFile } from '../utils/accounts';
import { testServerForFile } from '../utils/test-server';

// The REST lists come from the same `list` methods as GraphQL's pages, asked for every row in the original API's order.
const server = testServerForFile();
const admin = adminForFile(server);

it('lists the document types over REST by name as the database sorts it, and over GraphQL by name in any case', async () => {
  for (const name of ['barangay Clearance', 'Zoning Permit', 'Certificate of Indigency', 'business permit']) {
    expect((await server.rest('POST', '/document-types/', { name, fields: [{ name: 'Purpose' }] }, admin.access)).status).toBe(201);
  }
  const stored: Array<{ name: string }> = await server.database.db.query(`SELECT name FROM document_type WHERE archived_at IS NULL ORDER BY name`);
  const rest = await server.rest('GET', '/document-types/', undefined, admin.access);
  expect(rest.body.map((type: { name: string }) => type.name)).toEqual(stored.map((type) => type.name));
  const { data } = await server.graphql<{ documentTypes: { items: Array<{ name: string }> } }>(
    '{ documentTypes(pageSize: 100) { items { name } } }', {}, admin.access);
  expect(data!.documentTypes.items.map((type) => type.name))
    .toEqual(['barangay Clearance', 'business permit', 'Certificate of Indigency', 'Zoning Permit']);
});
