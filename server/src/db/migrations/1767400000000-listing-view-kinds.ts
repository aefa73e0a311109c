import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The access ledger's kinds for views of many people at once (docs/architecture.md#privacy-access-ledger): shown in a
 * list, in a search's answer, in an export. A migration of its own: PostgreSQL lets a new enum value be used only once
 * the transaction that added it has committed.
 */
export class ListingViewKinds1767400000000 implements MigrationInterface {
  name = 'ListingViewKinds1767400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const kind of ['listed', 'searched', 'exported']) await q.query(`ALTER TYPE data_access_kind ADD VALUE IF NOT EXISTS '${kind}'`);
  }

  async down(): Promise<void> {
    // An enum value cannot be dropped; ListingViews1767450000000's down removes every row that used one.
  }
}
