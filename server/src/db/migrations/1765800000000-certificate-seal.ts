import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The barangay's seal on its certificates (the seal is a barangay's setting; docs/architecture.md#tenancy). A certificate names the seal
 * file it was issued with, like the rest of its content fixed at issue: a later seal never changes a document already
 * in someone's hands. Its column is read as a storage key (the entity's `sealKey`, like the barangay's), so the file
 * outlives a seal replaced in the settings as long as a certificate prints it (uploads/upload-sweep.ts). Certificates
 * issued before have none.
 */
export class CertificateSeal1765800000000 implements MigrationInterface {
  name = 'CertificateSeal1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE document_certificate ADD COLUMN seal text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE document_certificate DROP COLUMN seal`);
  }
}
