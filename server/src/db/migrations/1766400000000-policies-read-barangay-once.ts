import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The barangay-rows policy, written so PostgreSQL reads the request's barangay once per statement
 * (docs/architecture.md#tenancy). `portal_barangay()` is a function of no column: wrapped in a sub-select it is an
 * init plan, computed once, where called bare it was inlined and called for every row the statement read, so a
 * count over 250,000 inhabitants took 150 ms against 30 ms without the policy. What each policy lets through does
 * not change. A table added later takes its policy from these constants.
 */
export const BARANGAY_ROWS_RULE = '(SELECT portal_barangay()) IS NULL OR barangay_id = (SELECT portal_barangay())';
const TRANSFER_ROWS_RULE = '(SELECT portal_barangay()) IS NULL OR (SELECT portal_barangay()) IN (from_barangay_id, to_barangay_id)';
const FORMER_RESIDENTS_RULE = `EXISTS (SELECT 1 FROM resident_transfer t
  WHERE t.resident_id = "user".id AND t.status = 'accepted' AND t.from_barangay_id = (SELECT portal_barangay()))`;

const BARANGAY_ROWS_RULE_BEFORE = 'portal_barangay() IS NULL OR barangay_id = portal_barangay()';
const TRANSFER_ROWS_RULE_BEFORE = 'portal_barangay() IS NULL OR portal_barangay() IN (from_barangay_id, to_barangay_id)';
const FORMER_RESIDENTS_RULE_BEFORE = FORMER_RESIDENTS_RULE.replace('(SELECT portal_barangay())', 'portal_barangay()');

export class PoliciesReadBarangayOnce1766400000000 implements MigrationInterface {
  name = 'PoliciesReadBarangayOnce1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await rewrite(q, { barangayRows: BARANGAY_ROWS_RULE, transferRows: TRANSFER_ROWS_RULE, formerResidents: FORMER_RESIDENTS_RULE });
  }

  async down(q: QueryRunner): Promise<void> {
    await rewrite(q, { barangayRows: BARANGAY_ROWS_RULE_BEFORE, transferRows: TRANSFER_ROWS_RULE_BEFORE, formerResidents: FORMER_RESIDENTS_RULE_BEFORE });
  }
}

async function rewrite(q: QueryRunner, rules: { barangayRows: string; transferRows: string; formerResidents: string }): Promise<void> {
  const tables: Array<{ table: string }> = await q.query(
    `SELECT tablename AS table FROM pg_policies WHERE schemaname = current_schema() AND policyname = 'barangay_rows' ORDER BY 1`);
  for (const { table } of tables) {
    const rule = table === 'resident_transfer' ? rules.transferRows : rules.barangayRows;
    await q.query(`ALTER POLICY barangay_rows ON "${table}" USING (${rule}) WITH CHECK (${rule})`);
  }
  await q.query(`ALTER POLICY former_residents ON "user" USING (${rules.formerResidents})`);
}
