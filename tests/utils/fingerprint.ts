import type { TestServer } from './test-server';

/** Every table a refused request could have touched. */
const AUDITED = ['"user"', 'project', 'event', 'announcement', 'barangay_official', 'contact_details', 'document_type',
  'document_request', 'document_request_status_change', 'refresh_token', 'audit_log'];

/** A fingerprint of those tables: equal fingerprints, equal contents. */
export async function fingerprint(server: TestServer): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of AUDITED) {
    const [{ digest }] = await server.database.db.query(
      `SELECT md5(coalesce(string_agg(row_to_json(t)::text, '|' ORDER BY t.id), '')) AS digest FROM ${table} t`);
    result[table] = digest;
  }
  return result;
}

/** How many rows a table holds. */
export async function rowCount(server: TestServer, table: string): Promise<number> {
  const [{ count }] = await server.database.db.query(`SELECT count(*)::int AS count FROM ${table}`);
  return count;
}
