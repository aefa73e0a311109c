import { MigrationInterface, QueryRunner } from 'typeorm';

/** The registry's tables, each a barangay's own: row-level security and the audit trigger on each. */
const REGISTRY_TABLES = ['purok', 'household', 'inhabitant'] as const;

/**
 * The Registry of Barangay Inhabitants, first step (docs/architecture.md#registry-of-inhabitants): puroks or
 * sitios (a barangay's managed list), households (a number unique in the barangay, an address, a purok) and
 * inhabitants, with or without an account, each in at most one household with a relationship to its head. Staff
 * with the new permission MANAGE_REGISTRY keep it; the Punong Barangay and the Secretary of every barangay gain it.
 *
 * Barangay isolation holds here three ways: each table's `barangay_id` (from the transaction's barangay) with the
 * `barangay_rows` policy, as BarangayRowSecurity1765300000000 made it for the tables of then; and foreign keys that
 * carry the barangay (`(purok_id, barangay_id)`, `(household_id, barangay_id)`), so no household can sit in another
 * barangay's purok and no inhabitant in another barangay's household, whatever a service forgets.
 */
export class RegistryOfInhabitants1765900000000 implements MigrationInterface {
  name = 'RegistryOfInhabitants1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE inhabitant_status AS ENUM ('living', 'moved_out', 'deceased')`);
    await q.query(`
      CREATE TYPE relationship_to_head AS ENUM ('head', 'spouse', 'child', 'parent', 'sibling', 'grandchild', 'other_relative', 'non_relative')`);
    await q.query(`
      CREATE TABLE purok (
        id          serial PRIMARY KEY,
        barangay_id integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id),
        name        text NOT NULL CHECK (btrim(name) <> ''),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_purok_id_barangay UNIQUE (id, barangay_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_purok_name ON purok (barangay_id, lower(name))`);
    await q.query(`
      CREATE TABLE household (
        id               serial PRIMARY KEY,
        barangay_id      integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id),
        household_number text NOT NULL CHECK (btrim(household_number) <> ''),
        address          text NOT NULL,
        purok_id         integer NOT NULL,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_household_id_barangay UNIQUE (id, barangay_id),
        CONSTRAINT household_purok_in_barangay FOREIGN KEY (purok_id, barangay_id) REFERENCES purok (id, barangay_id)
      )`);
    // The number identifies the household in its barangay, whatever its letter case; the list reads it in that order.
    await q.query(`CREATE UNIQUE INDEX uq_household_number ON household (barangay_id, lower(household_number))`);
    await q.query(`CREATE INDEX idx_household_purok ON household (purok_id)`);
    await q.query(`
      CREATE TABLE inhabitant (
        id                     serial PRIMARY KEY,
        barangay_id            integer NOT NULL DEFAULT request_barangay() REFERENCES barangay (id),
        household_id           integer,
        relationship_to_head   relationship_to_head,
        last_name              text NOT NULL,
        first_name             text NOT NULL,
        middle_name            text,
        suffix                 text,
        address                text,
        sex                    user_gender NOT NULL,
        birthdate              date NOT NULL,
        birth_place            text NOT NULL,
        civil_status           user_civil_status NOT NULL,
        citizenship            text NOT NULL DEFAULT 'Filipino',
        occupation             text,
        is_pwd                 boolean NOT NULL DEFAULT false,
        is_solo_parent         boolean NOT NULL DEFAULT false,
        is_indigenous          boolean NOT NULL DEFAULT false,
        is_4ps                 boolean NOT NULL DEFAULT false,
        is_out_of_school_youth boolean NOT NULL DEFAULT false,
        status                 inhabitant_status NOT NULL DEFAULT 'living',
        status_date            date,
        user_id                integer UNIQUE REFERENCES "user" (id) ON DELETE SET NULL,
        created_at             timestamptz NOT NULL DEFAULT now(),
        updated_at             timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT inhabitant_household_in_barangay FOREIGN KEY (household_id, barangay_id) REFERENCES household (id, barangay_id),
        CONSTRAINT inhabitant_relationship_in_household CHECK ((household_id IS NULL) = (relationship_to_head IS NULL)),
        CONSTRAINT inhabitant_status_dated CHECK ((status = 'living') = (status_date IS NULL))
      )`);
    // One head among a household's members living here: a deceased or departed head stays on record beside the next.
    await q.query(`
      CREATE UNIQUE INDEX uq_inhabitant_household_head ON inhabitant (household_id)
      WHERE relationship_to_head = 'head' AND status = 'living'`);
    // The list's order (family name, first name, id) within a barangay; a household's members; the name search.
    await q.query(`CREATE INDEX idx_inhabitant_name_order ON inhabitant (barangay_id, lower(last_name), lower(first_name), id)`);
    await q.query(`CREATE INDEX idx_inhabitant_household ON inhabitant (household_id) WHERE household_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_inhabitant_last_name_trgm ON inhabitant USING gin (lower(last_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_inhabitant_first_name_trgm ON inhabitant USING gin (lower(first_name) gin_trgm_ops)`);
    for (const table of REGISTRY_TABLES) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`
        CREATE POLICY barangay_rows ON ${table}
        USING (portal_barangay() IS NULL OR barangay_id = portal_barangay())
        WITH CHECK (portal_barangay() IS NULL OR barangay_id = portal_barangay())`);
      await q.query(`CREATE TRIGGER audit_admin_write AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_admin_write()`);
    }
    // The offices that keep the registry: every barangay's Punong Barangay (who holds every permission) and Secretary.
    await q.query(`
      UPDATE staff_role SET permissions = array_append(permissions, 'MANAGE_REGISTRY')
       WHERE built_in IN ('PUNONG_BARANGAY', 'SECRETARY') AND NOT 'MANAGE_REGISTRY' = ANY (permissions)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE staff_role SET permissions = array_remove(permissions, 'MANAGE_REGISTRY')`);
    for (const table of [...REGISTRY_TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP TYPE relationship_to_head`);
    await q.query(`DROP TYPE inhabitant_status`);
  }
}
