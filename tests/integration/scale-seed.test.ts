import { seedScaleCity } from '../../server/src/db/seeds/scale-city';
import { createTestDatabase, type TestDatabase } from '../utils/test-db';

// The scale seed (`npm run seed:scale -- --barangays 188 --residents 1700000`) makes a city the portal
// could have made itself: every barangay with its hosts, residents, document types and its own reference numbers.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const runner = database.db.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    await seedScaleCity(runner, { barangays: 3, residents: 600, events: 9, requests: 120, inhabitants: 52 }, () => undefined);
    await runner.commitTransaction();
  } finally {
    await runner.release();
  }
});

afterAll(async () => {
  await database.drop();
});

const query = async <T>(sql: string): Promise<T[]> => await database.db.query(sql);

it('makes the barangays, each served at its own host and with its own built-in roles', async () => {
  expect(await query(`SELECT b.id, h.host, (SELECT count(*)::int FROM staff_role r WHERE r.barangay_id = b.id AND r.built_in IS NOT NULL) AS roles
    FROM barangay b JOIN barangay_host h ON h.barangay_id = b.id ORDER BY b.id`)).toEqual([
    { id: 1, host: 'b1.scale.barangay.ph', roles: 6 },
    { id: 2, host: 'b2.scale.barangay.ph', roles: 6 },
    { id: 3, host: 'b3.scale.barangay.ph', roles: 6 },
  ]);
});

it("spreads the residents evenly, and each barangay's counters and name copy count its own", async () => {
  expect(await query(`SELECT u.barangay_id, count(*)::int AS residents,
      (SELECT residents FROM resident_stat_count c WHERE c.barangay_id = u.barangay_id AND c.stat = 'total') AS counted,
      (SELECT count(*)::int FROM resident_name n WHERE n.barangay_id = u.barangay_id) AS named
    FROM "user" u WHERE u.user_type = 'resident' GROUP BY u.barangay_id ORDER BY 1`)).toEqual([
    { barangay_id: 1, residents: 200, counted: 200, named: 200 },
    { barangay_id: 2, residents: 200, counted: 200, named: 200 },
    { barangay_id: 3, residents: 200, counted: 200, named: 200 },
  ]);
});

it("gives each request a type and a requester of its barangay, numbered 1, 2, 3 … per barangay and year with the barangay's prefix", async () => {
  const [mixed] = await query<{ count: number }>(`SELECT count(*)::int AS count FROM document_request r
    JOIN document_type t ON t.id = r.document_type_id JOIN "user" u ON u.id = r.requester_id
    WHERE t.barangay_id <> r.barangay_id OR u.barangay_id <> r.barangay_id`);
  expect(mixed.count).toBe(0);
  const numbering = await query<{ gaps: number; wrong_prefix: number; counter_behind: number }>(`
    SELECT count(*) FILTER (WHERE seq_max <> requests)::int AS gaps,
           count(*) FILTER (WHERE wrong_prefix > 0)::int AS wrong_prefix,
           count(*) FILTER (WHERE counter IS DISTINCT FROM seq_max)::int AS counter_behind
    FROM (SELECT r.barangay_id, r.reference_year, count(*) AS requests, max(r.reference_seq) AS seq_max,
                 count(*) FILTER (WHERE r.reference_prefix <> b.reference_prefix) AS wrong_prefix,
                 (SELECT last_number FROM document_reference_counter c WHERE c.barangay_id = r.barangay_id AND c.year = r.reference_year) AS counter
          FROM document_request r JOIN barangay b ON b.id = r.barangay_id GROUP BY r.barangay_id, r.reference_year) per_year`);
  expect(numbering).toEqual([{ gaps: 0, wrong_prefix: 0, counter_behind: 0 }]);
  const [{ barangays }] = await query<{ barangays: number }>('SELECT count(DISTINCT barangay_id)::int AS barangays FROM document_request');
  expect(barangays).toBe(3);
});

// In order as the request's history lists them (by time, then as written): a request made today has its moves at one moment.
it("gives every request past Pending the moves that brought it to its status, in order, and types their processing targets", async () => {
  const wrong = await query<{ id: number; status: string; moves: string }>(`
    SELECT r.id, r.status::text, coalesce(string_agg(c.to_status::text, ',' ORDER BY c.changed_at, c.id), '') AS moves
    FROM document_request r LEFT JOIN document_request_status_change c ON c.request_id = r.id
    GROUP BY r.id, r.status
    HAVING coalesce(string_agg(c.to_status::text, ',' ORDER BY c.changed_at, c.id), '') <> CASE r.status::text
      WHEN 'pending' THEN '' WHEN 'canceled' THEN '' WHEN 'processing' THEN 'processing' WHEN 'pickup' THEN 'processing,pickup'
      WHEN 'released' THEN 'processing,pickup,released' WHEN 'rejected' THEN 'processing,rejected' END`);
  expect(wrong).toEqual([]);
  const [moves] = await query<{ future: number; before_request: number; ready: number }>(`
    SELECT count(*) FILTER (WHERE c.changed_at > now())::int AS future, count(*) FILTER (WHERE c.changed_at < r.created_at)::int AS before_request,
           count(*) FILTER (WHERE c.to_status = 'pickup')::int AS ready
    FROM document_request_status_change c JOIN document_request r ON r.id = c.request_id`);
  expect(moves).toEqual({ future: 0, before_request: 0, ready: expect.any(Number) });
  expect(moves.ready).toBeGreaterThan(0);
  // Each request made ready carries when (the database copies it from the history written here).
  const [ready] = await query<{ mismatched: number; marked: number }>(`
    SELECT count(*) FILTER (WHERE r.ready_at IS DISTINCT FROM c.changed_at)::int AS mismatched, count(r.ready_at)::int AS marked
    FROM document_request r LEFT JOIN document_request_status_change c ON c.request_id = r.id AND c.to_status = 'pickup'`);
  expect(ready).toEqual({ mismatched: 0, marked: moves.ready });
  expect(await query(`SELECT DISTINCT name, target_processing_days FROM document_type ORDER BY name`)).toEqual([
    { name: 'Barangay Clearance', target_processing_days: 3 }, { name: 'Barangay ID', target_processing_days: 7 },
    { name: 'Business Permit', target_processing_days: 5 }, { name: 'Certificate of Indigency', target_processing_days: 2 },
    { name: 'Certificate of Residency', target_processing_days: 2 }, { name: 'First Time Job Seeker Certificate', target_processing_days: null },
  ]);
});

it("fills the default barangay's registry: households of five headed by their first member, in ten puroks", async () => {
  const [registry] = await query<{ inhabitants: number; households: number; puroks: number; heads: number; elsewhere: number; undated: number }>(`
    SELECT (SELECT count(*)::int FROM inhabitant) AS inhabitants, (SELECT count(*)::int FROM household) AS households,
           (SELECT count(*)::int FROM purok) AS puroks,
           (SELECT count(*)::int FROM inhabitant WHERE relationship_to_head = 'head') AS heads,
           (SELECT count(*)::int FROM inhabitant WHERE barangay_id <> 1) AS elsewhere,
           (SELECT count(*)::int FROM inhabitant WHERE (status = 'living') <> (status_date IS NULL)) AS undated`);
  expect(registry).toEqual({ inhabitants: 52, households: 11, puroks: 10, heads: 11, elsewhere: 0, undated: 0 });
});
