import { MigrationInterface, QueryRunner } from 'typeorm';
import { foreignKeyOf } from './foreign-key-of';
import { residentCounterChanges as residentCountsBeforeBarangays } from './1764000000000-resident-statistics';
import { RESIDENT_NAME_TRIGGER_BODIES as RESIDENT_NAME_BEFORE_BARANGAYS } from './1764700000000-resident-name-search';

/**
 * The records of a barangay (the rest after the public content; docs/architecture.md#tenancy): accounts, staff roles,
 * document types, document requests and the audit log carry their barangay (existing rows: the default one), and
 * what was unique or counted install-wide is unique or counted per barangay: document type names, built-in roles
 * and role names, reference numbers (a counter per barangay and year), the dashboard's resident counters and the
 * registry search's name copy.
 *
 * Rows reached only through one of these (sessions, two-factor secrets, ID decisions, status changes,
 * certificates, notifications) belong to the barangay of the row they hang from.
 *
 * `request_barangay()` is the barangay the current transaction acts within (`portal.barangay_id`, set
 * transaction-locally by the audited unit of work), else the default barangay: a row written without naming its
 * barangay lands in the barangay of the staff member who wrote it, and a single-barangay install, whose code
 * paths and tests name none, keeps working.
 */
const OWNED_TABLES = ['"user"', 'staff_role', 'document_type', 'document_request', 'audit_log'] as const;
const CONTENT_TABLES = ['project', 'event', 'barangay_official', 'announcement', 'contact_details'] as const;

const YEAR_OF = (column: string) => `extract(year FROM ${column} AT TIME ZONE 'Asia/Manila')::int`;

/**
 * The resident counters' trigger bodies (migration ResidentStatistics1764000000000), keyed by barangay too; with
 * `idStatus`, residents are counted by ID verification status as well (migration CityLevel1765500000000).
 */
export function applyResidentCounts(changedRows: string, { idStatus = false } = {}): string {
  const idStat = idStatus ? `, 'id:' || id_verification_status::text` : '';
  return `
    INSERT INTO resident_stat_count AS c (barangay_id, stat, residents)
    SELECT barangay_id, stat, sum(delta)::int FROM (
      SELECT barangay_id, unnest(array_remove(ARRAY['total', 'gender:' || gender::text, 'employed:' || is_employed::text,
                                       'voter:' || is_voter::text${idStat}], NULL)) AS stat, delta
      FROM (${changedRows}) changed WHERE user_type = 'resident'
    ) keyed
    GROUP BY barangay_id, stat HAVING sum(delta) <> 0 ORDER BY barangay_id, stat
    ON CONFLICT (barangay_id, stat) DO UPDATE SET residents = c.residents + EXCLUDED.residents;

    INSERT INTO resident_birthdate_count AS c (barangay_id, birthdate, residents)
    SELECT barangay_id, birthdate, sum(delta)::int
    FROM (${changedRows}) changed WHERE user_type = 'resident' AND birthdate IS NOT NULL
    GROUP BY barangay_id, birthdate HAVING sum(delta) <> 0 ORDER BY barangay_id, birthdate
    ON CONFLICT (barangay_id, birthdate) DO UPDATE SET residents = c.residents + EXCLUDED.residents;`;
}

export const RESIDENT_COUNT_TRIGGERS = [
  { name: 'resident_stats_on_insert', rows: 'SELECT *, 1 AS delta FROM new_rows' },
  { name: 'resident_stats_on_delete', rows: 'SELECT *, -1 AS delta FROM old_rows' },
  { name: 'resident_stats_on_update', rows: 'SELECT *, -1 AS delta FROM old_rows UNION ALL SELECT *, 1 AS delta FROM new_rows' },
] as const;

/** The registry search's name copy (migration ResidentNameSearch1764700000000), with the resident's barangay. */
const RESIDENT_NAME_ON_INSERT = `
  INSERT INTO resident_name (user_id, barangay_id, first_name_lower, last_name_lower)
  SELECT id, barangay_id, lower(first_name), lower(last_name) FROM new_rows WHERE user_type = 'resident'`;

const RESIDENT_NAME_ON_UPDATE = `
  DELETE FROM resident_name r USING new_rows n WHERE r.user_id = n.id AND n.user_type <> 'resident';
  INSERT INTO resident_name (user_id, barangay_id, first_name_lower, last_name_lower)
  SELECT n.id, n.barangay_id, lower(n.first_name), lower(n.last_name) FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.user_type = 'resident'
    AND (o.first_name, o.last_name, o.user_type, o.barangay_id) IS DISTINCT FROM (n.first_name, n.last_name, n.user_type, n.barangay_id)
  ORDER BY n.id
  ON CONFLICT (user_id) DO UPDATE
    SET barangay_id = EXCLUDED.barangay_id, first_name_lower = EXCLUDED.first_name_lower, last_name_lower = EXCLUDED.last_name_lower`;

/** Read by the migration that leaves erased accounts out of the name copy (ErasureRequests1767100000000), to go back to these. */
export const RESIDENT_NAME_TRIGGER_BODIES_PER_BARANGAY = { onInsert: RESIDENT_NAME_ON_INSERT, onUpdate: RESIDENT_NAME_ON_UPDATE };

/** The BEFORE INSERT numbering of migration VerifiableDocuments1764100000000, from a counter per barangay and year or per year. */
function assignDocumentReference({ perBarangay }: { perBarangay: boolean }): string {
  const [key, values] = perBarangay ? ['barangay_id, year', 'NEW.barangay_id, NEW.reference_year'] : ['year', 'NEW.reference_year'];
  return `CREATE OR REPLACE FUNCTION assign_document_reference() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.reference_seq IS NULL THEN
        NEW.reference_year := ${YEAR_OF('NEW.created_at')};
        INSERT INTO document_reference_counter AS c (${key}, last_number) VALUES (${values}, 1)
        ON CONFLICT (${key}) DO UPDATE SET last_number = c.last_number + 1
        RETURNING last_number INTO NEW.reference_seq;
      END IF;
      RETURN NEW;
    END $$`;
}

/**
 * The staff role trigger of migration StaffRoles1764900000000: a staff account without a role becomes a Punong
 * Barangay (of its own barangay); with `cityAccounts`, a city account never has one (migration CityLevel1765500000000).
 */
export function staffRoleFollowsType({ perBarangay, cityAccounts = false }: { perBarangay: boolean; cityAccounts?: boolean }): string {
  return `CREATE OR REPLACE FUNCTION user_staff_role_follows_type() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.user_type = 'resident'${cityAccounts ? ' OR NEW.city_role IS NOT NULL' : ''} THEN
        NEW.staff_role_id := NULL;
      ELSIF NEW.staff_role_id IS NULL THEN
        NEW.staff_role_id := (SELECT id FROM staff_role WHERE ${perBarangay ? 'barangay_id = NEW.barangay_id AND ' : ''}built_in = 'PUNONG_BARANGAY');
      END IF;
      RETURN NEW;
    END $$`;
}

export class BarangayRecords1765200000000 implements MigrationInterface {
  name = 'BarangayRecords1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION request_barangay() RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT coalesce(nullif(current_setting('portal.barangay_id', true), '')::integer, 1)
      $$`);
    for (const table of OWNED_TABLES) {
      // A barangay's staff roles are the only rows that go with it: its built-in ones are made with it (below).
      const onDelete = table === 'staff_role' ? ' ON DELETE CASCADE' : '';
      await q.query(`ALTER TABLE ${table} ADD COLUMN barangay_id integer NOT NULL DEFAULT 1 REFERENCES barangay (id)${onDelete}`);
    }
    for (const table of [...OWNED_TABLES, ...CONTENT_TABLES]) {
      await q.query(`ALTER TABLE ${table} ALTER COLUMN barangay_id SET DEFAULT request_barangay()`);
    }
    await this.accounts(q);
    await this.staffRoles(q);
    await this.documents(q);
    await q.query(`CREATE INDEX idx_audit_log_barangay_created ON audit_log (barangay_id, created_at DESC, id DESC)`);
    await q.query(`DROP INDEX idx_audit_log_created`);
  }

  /** Accounts: the registry's orderings and the counters behind the dashboard, per barangay. */
  private async accounts(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_user_resident_name_order`);
    await q.query(`
      CREATE INDEX idx_user_resident_name_order ON "user" (barangay_id, lower(last_name), lower(first_name), id)
      WHERE user_type = 'resident'`);
    await q.query(`DROP INDEX idx_user_id_verification_status`);
    await q.query(`CREATE INDEX idx_user_id_verification_status ON "user" (barangay_id, id_verification_status)`);
    // A staff role and a document type are used only within their own barangay (the composite keys below).
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT uq_user_id_barangay UNIQUE (id, barangay_id)`);

    await q.query(`ALTER TABLE resident_name ADD COLUMN barangay_id integer`);
    await q.query(`UPDATE resident_name r SET barangay_id = u.barangay_id FROM "user" u WHERE u.id = r.user_id`);
    await q.query(`ALTER TABLE resident_name ALTER COLUMN barangay_id SET NOT NULL`);
    await q.query(`CREATE INDEX idx_resident_name_barangay ON resident_name (barangay_id)`);
    await q.query(`CREATE OR REPLACE FUNCTION resident_name_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${RESIDENT_NAME_ON_INSERT};
        RETURN NULL;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION resident_name_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${RESIDENT_NAME_ON_UPDATE};
        RETURN NULL;
      END $$`);

    for (const [table, key] of [['resident_stat_count', 'stat'], ['resident_birthdate_count', 'birthdate']] as const) {
      await q.query(`TRUNCATE ${table}`);
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey`);
      await q.query(`ALTER TABLE ${table} ADD COLUMN barangay_id integer NOT NULL REFERENCES barangay (id)`);
      await q.query(`ALTER TABLE ${table} ADD PRIMARY KEY (barangay_id, ${key})`);
    }
    for (const { name, rows } of RESIDENT_COUNT_TRIGGERS) {
      await q.query(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${applyResidentCounts(rows)}
          RETURN NULL;
        END $$`);
    }
    for (const statement of applyResidentCounts('SELECT *, 1 AS delta FROM "user"').split(';').filter((s) => s.trim())) {
      await q.query(statement);
    }
  }

  /**
   * Every barangay has the built-in roles (its own rows, so its staff point only at its own roles); a new
   * barangay gets them from the default barangay's, which no one can change. Role names are unique per barangay.
   */
  private async staffRoles(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_role DROP CONSTRAINT staff_role_built_in_key`);
    await q.query(`CREATE UNIQUE INDEX uq_staff_role_built_in ON staff_role (barangay_id, built_in)`);
    await q.query(`DROP INDEX staff_role_name_key`);
    await q.query(`CREATE UNIQUE INDEX staff_role_name_key ON staff_role (barangay_id, lower(name))`);
    await q.query(`ALTER TABLE staff_role ADD CONSTRAINT uq_staff_role_id_barangay UNIQUE (id, barangay_id)`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_staff_role_id_fkey`);
    await q.query(`
      ALTER TABLE "user" ADD CONSTRAINT user_staff_role_in_barangay
      FOREIGN KEY (staff_role_id, barangay_id) REFERENCES staff_role (id, barangay_id)`);
    await q.query(`
      CREATE FUNCTION barangay_built_in_staff_roles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO staff_role (barangay_id, name, permissions, built_in)
        SELECT NEW.id, name, permissions, built_in FROM staff_role WHERE barangay_id = 1 AND built_in IS NOT NULL ORDER BY id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER barangay_built_in_staff_roles AFTER INSERT ON barangay
      FOR EACH ROW EXECUTE FUNCTION barangay_built_in_staff_roles()`);
    // Barangays added before this migration (none outside tests) get theirs now.
    await q.query(`
      INSERT INTO staff_role (barangay_id, name, permissions, built_in)
      SELECT b.id, r.name, r.permissions, r.built_in FROM barangay b CROSS JOIN staff_role r
      WHERE b.id <> 1 AND r.barangay_id = 1 AND r.built_in IS NOT NULL ORDER BY b.id, r.id`);
    await q.query(staffRoleFollowsType({ perBarangay: true }));
  }

  /** Document types by name and requests by reference number, each per barangay. */
  private async documents(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_document_type_name_ci`);
    await q.query(`CREATE UNIQUE INDEX uq_document_type_name_ci ON document_type (barangay_id, lower(name)) WHERE archived_at IS NULL`);
    await q.query(`ALTER TABLE document_type ADD CONSTRAINT uq_document_type_id_barangay UNIQUE (id, barangay_id)`);
    await q.query(`UPDATE document_request r SET barangay_id = u.barangay_id FROM "user" u WHERE u.id = r.requester_id`);
    await q.query(`ALTER TABLE document_request DROP CONSTRAINT ${await foreignKeyOf(q, 'document_request', 'document_type_id')}`);
    await q.query(`
      ALTER TABLE document_request ADD CONSTRAINT document_request_type_in_barangay
      FOREIGN KEY (document_type_id, barangay_id) REFERENCES document_type (id, barangay_id) ON DELETE RESTRICT`);

    await q.query(`DROP INDEX idx_document_request_status_created`);
    await q.query(`CREATE INDEX idx_document_request_status_created ON document_request (barangay_id, status, created_at)`);
    await q.query(`DROP INDEX uq_document_request_reference`);
    await q.query(`CREATE UNIQUE INDEX uq_document_request_reference ON document_request (barangay_id, reference_year, reference_seq)`);
    await q.query(`DROP INDEX uq_document_request_reference_number`);
    await q.query(`CREATE UNIQUE INDEX uq_document_request_reference_number ON document_request (barangay_id, reference_number)`);

    await q.query(`ALTER TABLE document_reference_counter DROP CONSTRAINT document_reference_counter_pkey`);
    await q.query(`ALTER TABLE document_reference_counter ADD COLUMN barangay_id integer NOT NULL DEFAULT 1 REFERENCES barangay (id)`);
    await q.query(`ALTER TABLE document_reference_counter ALTER COLUMN barangay_id DROP DEFAULT`);
    await q.query(`ALTER TABLE document_reference_counter ADD PRIMARY KEY (barangay_id, year)`);
    await q.query(assignDocumentReference({ perBarangay: true }));
  }

  /** Back to one barangay's records; refused while there are several, whose numbers and names would collide. */
  async down(q: QueryRunner): Promise<void> {
    const [{ count }]: Array<{ count: number }> = await q.query(`SELECT count(*)::int AS count FROM barangay`);
    if (count > 1) throw new Error('BarangayRecords1765200000000 cannot be undone while the install serves several barangays.');
    await q.query(`CREATE INDEX idx_audit_log_created ON audit_log (created_at DESC, id DESC)`);
    await q.query(`DROP INDEX idx_audit_log_barangay_created`);

    await q.query(assignDocumentReference({ perBarangay: false }));
    await q.query(`ALTER TABLE document_reference_counter DROP COLUMN barangay_id`);
    await q.query(`ALTER TABLE document_reference_counter ADD PRIMARY KEY (year)`);
    await q.query(`DROP INDEX uq_document_request_reference_number`);
    await q.query(`CREATE UNIQUE INDEX uq_document_request_reference_number ON document_request (reference_number)`);
    await q.query(`DROP INDEX uq_document_request_reference`);
    await q.query(`CREATE UNIQUE INDEX uq_document_request_reference ON document_request (reference_year, reference_seq)`);
    await q.query(`DROP INDEX idx_document_request_status_created`);
    await q.query(`CREATE INDEX idx_document_request_status_created ON document_request (status, created_at)`);
    await q.query(`ALTER TABLE document_request DROP CONSTRAINT document_request_type_in_barangay`);
    await q.query(`ALTER TABLE document_request ADD FOREIGN KEY (document_type_id) REFERENCES document_type (id) ON DELETE RESTRICT`);
    await q.query(`ALTER TABLE document_type DROP CONSTRAINT uq_document_type_id_barangay`);
    await q.query(`DROP INDEX uq_document_type_name_ci`);
    await q.query(`CREATE UNIQUE INDEX uq_document_type_name_ci ON document_type (lower(name)) WHERE archived_at IS NULL`);

    await q.query(staffRoleFollowsType({ perBarangay: false }));
    await q.query(`DROP TRIGGER barangay_built_in_staff_roles ON barangay`);
    await q.query(`DROP FUNCTION barangay_built_in_staff_roles()`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT user_staff_role_in_barangay`);
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT user_staff_role_id_fkey FOREIGN KEY (staff_role_id) REFERENCES staff_role (id)`);
    await q.query(`ALTER TABLE staff_role DROP CONSTRAINT uq_staff_role_id_barangay`);
    await q.query(`DROP INDEX staff_role_name_key`);
    await q.query(`CREATE UNIQUE INDEX staff_role_name_key ON staff_role (lower(name))`);
    await q.query(`DROP INDEX uq_staff_role_built_in`);
    await q.query(`ALTER TABLE staff_role ADD CONSTRAINT staff_role_built_in_key UNIQUE (built_in)`);

    for (const { name, rows } of RESIDENT_COUNT_TRIGGERS) {
      await q.query(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN ${residentCountsBeforeBarangays(rows)}
          RETURN NULL;
        END $$`);
    }
    for (const [table, key] of [['resident_stat_count', 'stat'], ['resident_birthdate_count', 'birthdate']] as const) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN barangay_id`);
      await q.query(`ALTER TABLE ${table} ADD PRIMARY KEY (${key})`);
    }
    await q.query(`CREATE OR REPLACE FUNCTION resident_name_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${RESIDENT_NAME_BEFORE_BARANGAYS.onInsert};
        RETURN NULL;
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION resident_name_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${RESIDENT_NAME_BEFORE_BARANGAYS.onUpdate};
        RETURN NULL;
      END $$`);
    await q.query(`ALTER TABLE resident_name DROP COLUMN barangay_id`);
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT uq_user_id_barangay`);
    await q.query(`DROP INDEX idx_user_id_verification_status`);
    await q.query(`CREATE INDEX idx_user_id_verification_status ON "user" (id_verification_status)`);
    await q.query(`DROP INDEX idx_user_resident_name_order`);
    await q.query(`
      CREATE INDEX idx_user_resident_name_order ON "user" (lower(last_name), lower(first_name), id)
      WHERE user_type = 'resident'`);

    for (const table of CONTENT_TABLES) await q.query(`ALTER TABLE ${table} ALTER COLUMN barangay_id SET DEFAULT 1`);
    for (const table of OWNED_TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN barangay_id`);
    await q.query(`DROP FUNCTION request_barangay()`);
  }
}
