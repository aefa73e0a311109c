import { BARANGAY_TIME_ZONE } from '@barangay-portal/domain';
import type { QueryRunner } from 'typeorm';

/**
 * The scale seed's data (`npm run seed:scale`, composition/seed-scale.ts): a large barangay for benchmarks, written by a few set-based
 * INSERT ... SELECT statements (no row goes through Node, no per-row password hash), in well under a minute.
 * Realistic spreads of ages, genders, flags and statuses, with a few imported oddities: missing birthdates,
 * no gender, unknown employment and voter flags.
 *
 * `--barangays 188` makes a city (docs/architecture.md#tenancy): barangays 2 to 188 beside the default one, each
 * served at `b<n>.scale.barangay.ph` (the default at `b1.`), the residents, events and requests spread evenly
 * over them, each with its own document types and reference numbers.
 */

// argon2id (the portal's parameters) of "Scale-2026!", shared by every generated resident.
const SHARED_PASSWORD_HASH = '$argon2id$v=19$m=19456,p=1,t=2$ro/KkTVwAr4QKPLN/Dt3Yg$Jho4BRz/+eHg0PnnkyW7IZDxU2xEMMpag9LmTeVw924';

const FIRST_NAMES = ['Jose', 'Maria', 'Juan', 'Ana', 'Ramon', 'Corazon', 'Miguel', 'Kristine', 'Rodrigo', 'Liza', 'Paolo',
  'Jasmine', 'Ernesto', 'Teresita', 'Mark', 'Angelica', 'Rafael', 'Rowena', 'Carlo', 'Marites', 'Andres', 'Gabriela',
  'Emilio', 'Melchora', 'Apolinario', 'Josefa', 'Antonio', 'Leonor', 'Diego', 'Trinidad'];
const LAST_NAMES = ['Dela Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Torres', 'Ramos', 'Bautista', 'Aquino', 'Navarro',
  'Castillo', 'Domingo', 'Villanueva', 'Mercado', 'Lim', 'Tan', 'Gonzales', 'Flores', 'Rivera', 'Aguilar', 'Soriano',
  'Manalo', 'Salazar', 'Pascual', 'Valdez', 'Del Rosario', 'Francisco', 'Villareal', 'Marquez', 'Dizon'];
const DOCUMENT_TYPES = ['Barangay Clearance', 'Certificate of Indigency', 'Certificate of Residency', 'Business Permit',
  'Barangay ID', 'First Time Job Seeker Certificate'];
/** Each type's processing target in working days (the overdue and compliance figures count against it); 0: none. */
const TARGET_DAYS = [3, 2, 2, 5, 7, 0];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** How much to make. */
export interface ScaleCounts {
  barangays: number;
  residents: number;
  events: number;
  requests: number;
  /** The default barangay's registry of inhabitants (docs/architecture.md#registry-of-inhabitants): households of about five, in ten puroks. */
  inhabitants: number;
}

/** Writes the city in the runner's open transaction, logging each step's time. */
export async function seedScaleCity(runner: QueryRunner, counts: ScaleCounts, log: (line: string) => void = console.log): Promise<void> {
  const { barangays, residents, events, requests, inhabitants } = counts;
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t = Date.now();
    await runner.query(sql, params);
    log(`${label.padEnd(24)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  // Same data on every run (random() follows the seed within this session).
  await runner.query('SELECT setseed(0.2026)');
  const [{ base }] = await runner.query(`SELECT coalesce(max(id), 0) AS base FROM "user"`);

  if (barangays > 1) {
    // Each new barangay gets its six built-in staff roles from the insert trigger.
    await step(`${barangays} barangays`, `
      INSERT INTO barangay (id, name, reference_prefix)
      SELECT n, 'Barangay ' || n, 'B' || n FROM generate_series(2, $1::int) n ON CONFLICT (id) DO NOTHING`, [barangays]);
    await runner.query(`SELECT setval(pg_get_serial_sequence('barangay', 'id'), (SELECT max(id) FROM barangay))`);
    await step('barangay hosts', `
      INSERT INTO barangay_host (host, barangay_id)
      SELECT 'b' || id || '.scale.barangay.ph', id FROM barangay WHERE id <= $1::int ON CONFLICT (host) DO NOTHING`, [barangays]);
  }

  await step(`${residents} residents`, `
    INSERT INTO "user" (email, password, nickname, first_name, middle_name, last_name, gender, birthdate, birth_place,
      contact_number, civil_status, is_employed, is_voter, religion, address, id_verification_status, user_type, barangay_id)
    SELECT
      'resident' || ($2::int + g) || '@scale.barangay.ph', $3,
      (${sqlArray(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}],
      (${sqlArray(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}],
      (${sqlArray(LAST_NAMES)})[1 + (g * 13) % ${LAST_NAMES.length}],
      (${sqlArray(LAST_NAMES)})[1 + (g * 17 + g / 31) % ${LAST_NAMES.length}],
      CASE WHEN r1 < 0.485 THEN 'male'::user_gender WHEN r1 < 0.97 THEN 'female'::user_gender END,
      CASE WHEN r2 < 0.01 THEN NULL ELSE current_date - (r2 * 95 * 365.25)::int END,
      'Quezon City',
      '09' || lpad((g % 1000000000)::text, 9, '0'),
      (ARRAY['single', 'married', 'separated', 'widowed', 'divorced']::user_civil_status[])[1 + (g % 5)],
      CASE WHEN r3 < 0.55 THEN true WHEN r3 < 0.95 THEN false END,
      CASE WHEN r4 < 0.70 THEN true WHEN r4 < 0.97 THEN false END,
      'Roman Catholic',
      'Purok ' || (1 + g % 7) || ', Barangay San Isidro',
      CASE WHEN r5 < 0.60 THEN 'approved' WHEN r5 < 0.75 THEN 'pending' WHEN r5 < 0.95 THEN 'unverified' ELSE 'rejected' END
        ::user_id_verification_status,
      'resident',
      1 + g % $4::int
    FROM (SELECT g, random() r1, random() r2, random() r3, random() r4, random() r5 FROM generate_series(1, $1::int) g) s`,
  [residents, base, SHARED_PASSWORD_HASH, barangays]);

  await step(`${events} events`, `
    INSERT INTO event (event_name, target_audience, event_date, expected_number_of_attendees, actual_attendees, status, barangay_id)
    SELECT (ARRAY['Clean-up Drive', 'Medical Mission', 'Sports Fest', 'Vaccination Day', 'Town Hall Meeting', 'Feeding Program'])[1 + g % 6]
             || ' #' || g,
           (ARRAY['Adults', 'Teens', 'Senior Citizens'])[1 + g % 3],
           current_date - (1000 - (g * 1100 / $1::int)),
           50 + (g * 37) % 400, (g * 29) % 420,
           (ARRAY['Ended', 'Ended', 'Ended', 'Upcoming', 'Ongoing', 'Cancelled', 'ended'])[1 + g % 7],
           1 + g % $2::int
    FROM generate_series(1, $1::int) g`, [events, barangays]);

  await step('document types', `
    INSERT INTO document_type (name, description, fields, target_processing_days, barangay_id)
    SELECT type.name, 'Generated for the scale benchmark', '[{"name": "Purpose", "field_type": "text", "required": true}]'::jsonb,
           nullif(type.days, 0), b.id
    FROM unnest(${sqlArray(DOCUMENT_TYPES)}::text[], ARRAY[${TARGET_DAYS.join(', ')}]::int[]) AS type (name, days) CROSS JOIN barangay b
    WHERE b.id <= $1::int
      AND NOT EXISTS (SELECT 1 FROM document_type t WHERE t.barangay_id = b.id AND lower(t.name) = lower(type.name) AND t.archived_at IS NULL)`,
  [barangays]);

  // One request at most per approved resident (so the 3-open rule holds), most of them closed long ago.
  // Their reference numbers are given here, set-based, going on from each year's counter: the insert
  // trigger would number them one row at a time on a single counter row, which at this volume is slow.
  // The lock keeps live submissions from taking numbers until this transaction ends.
  await step('lock reference counters', `LOCK TABLE document_reference_counter IN SHARE ROW EXCLUSIVE MODE`);
  await step(`${requests} document requests`, `
    INSERT INTO document_request (document_type_id, requester_id, field_data, status, created_at, updated_at,
                                  reference_prefix, reference_year, reference_seq, barangay_id)
    SELECT made.type_id, made.id, '{"Purpose": "Employment"}'::jsonb, made.status, made.created_at, now(), made.prefix, made.year,
           coalesce(counter.last_number, 0)
             + row_number() OVER (PARTITION BY made.barangay_id, made.year ORDER BY made.created_at, made.id),
           made.barangay_id
    FROM (
      SELECT types.ids[1 + (u.n % array_length(types.ids, 1))] AS type_id, u.id, u.barangay_id, b.reference_prefix AS prefix,
             (ARRAY['pending', 'processing', 'pickup', 'pickup', 'released', 'released', 'released', 'released', 'rejected', 'canceled']
               ::document_request_status[])[1 + (u.n * 7) % 10] AS status,
             now() - ((u.n % 700) || ' days')::interval AS created_at,
             extract(year FROM (now() - ((u.n % 700) || ' days')::interval) AT TIME ZONE '${BARANGAY_TIME_ZONE}')::int AS year
      FROM (SELECT id, barangay_id, row_number() OVER (ORDER BY id) n FROM "user"
            WHERE user_type = 'resident' AND id_verification_status = 'approved' AND id > $2
            LIMIT $1) u
      JOIN barangay b ON b.id = u.barangay_id
      JOIN (SELECT barangay_id, array_agg(id ORDER BY id) ids FROM document_type WHERE archived_at IS NULL GROUP BY barangay_id) types
        ON types.barangay_id = u.barangay_id
    ) made
    LEFT JOIN document_reference_counter counter ON counter.barangay_id = made.barangay_id AND counter.year = made.year`,
  [requests, base]);
  // The moves of every request that got past Pending: to Processing the day it came, to For Pickup 0 to 8 days
  // later (some past their target), released a day or two after; a rejected one the day after it came. The city has no staff accounts: each move is
  // recorded as the requester's, which no figure reads.
  await step('status changes', `
    INSERT INTO document_request_status_change (request_id, from_status, to_status, changed_by, changed_at)
    SELECT r.id, move.from_status, move.to_status, r.requester_id, least(now(), r.created_at + move.after)
    FROM document_request r
    CROSS JOIN LATERAL (VALUES
      ('pending'::document_request_status, 'processing'::document_request_status, interval '2 hours', true),
      ('processing', 'pickup', ((r.id * 7) % 9) * interval '1 day' + interval '3 hours', r.status IN ('pickup', 'released')),
      ('pickup', 'released', ((r.id * 7) % 9 + 1 + r.id % 2) * interval '1 day' + interval '4 hours', r.status = 'released'),
      ('processing', 'rejected', interval '1 day', r.status = 'rejected')
    ) AS move (from_status, to_status, after, happened)
    WHERE move.happened AND r.status NOT IN ('pending', 'canceled') AND r.requester_id > $1
    ORDER BY r.id, move.after`, [base]);
  await step('reference counters', `
    INSERT INTO document_reference_counter AS c (barangay_id, year, last_number)
    SELECT barangay_id, reference_year, max(reference_seq) FROM document_request GROUP BY barangay_id, reference_year
    ON CONFLICT (barangay_id, year) DO UPDATE SET last_number = greatest(c.last_number, EXCLUDED.last_number)`);

  if (inhabitants > 0) await seedRegistry(step, inhabitants);
}

/** Members per household in the registry seed: a head and four others. */
const HOUSEHOLD_SIZE = 5;
const PUROKS = 10;

/**
 * The default barangay's Registry of Barangay Inhabitants: PUROKS puroks, households of HOUSEHOLD_SIZE (the first
 * member its head), the other members spouse, children, a parent; a few moved out or deceased, the sectors spread.
 */
async function seedRegistry(step: (label: string, sql: string, params?: unknown[]) => Promise<void>, inhabitants: number): Promise<void> {
  await step(`${PUROKS} puroks`, `
    INSERT INTO purok (barangay_id, name) SELECT 1, 'Purok ' || n FROM generate_series(1, ${PUROKS}) n
    ON CONFLICT DO NOTHING`);
  await step(`${Math.ceil(inhabitants / HOUSEHOLD_SIZE)} households`, `
    INSERT INTO household (barangay_id, household_number, address, purok_id)
    SELECT 1, 'HH-' || lpad(n::text, 6, '0'), 'Block ' || (1 + n / 40) || ' Lot ' || (1 + n % 40),
           (SELECT id FROM purok WHERE barangay_id = 1 ORDER BY id OFFSET (n % ${PUROKS}) LIMIT 1)
    FROM generate_series(1, ceil($1::numeric / ${HOUSEHOLD_SIZE})::int) n
    ON CONFLICT DO NOTHING`, [inhabitants]);
  await step(`${inhabitants} inhabitants`, `
    INSERT INTO inhabitant (barangay_id, household_id, relationship_to_head, last_name, first_name, middle_name, sex, birthdate,
      birth_place, civil_status, occupation, is_pwd, is_solo_parent, is_indigenous, is_4ps, is_out_of_school_youth, status, status_date)
    SELECT 1, h.id,
           (ARRAY['head', 'spouse', 'child', 'child', 'parent']::relationship_to_head[])[1 + (g - 1) % ${HOUSEHOLD_SIZE}],
           (${sqlArray(LAST_NAMES)})[1 + (((g - 1) / ${HOUSEHOLD_SIZE}) * 13) % ${LAST_NAMES.length}],
           (${sqlArray(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}],
           (${sqlArray(LAST_NAMES)})[1 + (g * 11) % ${LAST_NAMES.length}],
           CASE WHEN g % 2 = 0 THEN 'male'::user_gender ELSE 'female'::user_gender END,
           current_date - ((CASE (g - 1) % ${HOUSEHOLD_SIZE} WHEN 0 THEN 30 WHEN 1 THEN 28 WHEN 4 THEN 62 ELSE 1 + g % 25 END) * 365
                           + g % 365),
           'Caloocan City',
           (ARRAY['single', 'married', 'widowed']::user_civil_status[])[1 + g % 3],
           (ARRAY['Vendor', 'Driver', 'Teacher', NULL, 'Carpenter', NULL])[1 + g % 6],
           g % 50 = 0, g % 40 = 0, g % 70 = 0, g % 9 = 0, g % 33 = 0,
           CASE WHEN g % 97 = 0 THEN 'moved_out'::inhabitant_status WHEN g % 131 = 0 AND (g - 1) % ${HOUSEHOLD_SIZE} <> 0
                THEN 'deceased'::inhabitant_status ELSE 'living'::inhabitant_status END,
           CASE WHEN g % 97 = 0 OR (g % 131 = 0 AND (g - 1) % ${HOUSEHOLD_SIZE} <> 0) THEN current_date - 30 END
    FROM generate_series(1, $1::int) g
    JOIN household h ON h.barangay_id = 1 AND h.household_number = 'HH-' || lpad((1 + (g - 1) / ${HOUSEHOLD_SIZE})::text, 6, '0')`,
  [inhabitants]);

}
