import { referencePrefixOf } from '@barangay-portal/domain';
import type { DataSource } from 'typeorm';
import { authorize } from '../../identity/audience';
import { lockedRow } from '../../db/locked-row';
import type { RequestContext } from '../../http/request-context';
import type { FileStorage } from '../../uploads/file-storage';
import { type PictureUpload, writeWithPicture } from '../../uploads/public-picture';
import { auditedTransaction } from '../audit';
import type { BarangayDirectory } from './barangay-directory';
import { Barangay } from './barangay.entity';
import { BarangayErrors } from './barangay.errors';
import { barangayPolicy } from './barangay.policy';
import type { BarangaySettingsInput } from './barangay-settings.inputs';

/** A barangay's own settings (docs/architecture.md#tenancy): read and changed by its staff with MANAGE_SETTINGS. */
export class BarangaySettingsService {
  constructor(private readonly db: DataSource, private readonly storage: FileStorage, private readonly directory: BarangayDirectory) {}

  async settings(ctx: RequestContext): Promise<Barangay> {
    authorize(ctx, barangayPolicy.manageSettings);
    return await this.db.manager.findOneByOrFail(Barangay, { id: ctx.barangay.id });
  }

  /**
   * Saves every setting, and the seal when one is sent. The old seal's file stays while certificates issued with it
   * print it (the upload sweep removes it once none does: migration CertificateSeal1765800000000). From
   * then on the configuration no longer renames the default barangay; every process reads the change within 10 s,
   * this one at once.
   */
  async update(ctx: RequestContext, input: BarangaySettingsInput, seal: PictureUpload): Promise<Barangay> {
    const admin = authorize(ctx, barangayPolicy.manageSettings);
    const saved = await writeWithPicture(this.storage, seal, async (storeSeal) => await auditedTransaction(this.db, admin, async (manager) => {
      const barangay = await lockedRow(manager, Barangay, ctx.barangay.id, BarangayErrors.notFound);
      const stored = await storeSeal({ key: barangay.sealKey, sizes: barangay.sealSizes });
      return await manager.save(Object.assign(barangay, {
        name: input.name.trim(),
        // Checked by the input (IsReferencePrefix).
        referencePrefix: referencePrefixOf(input.referencePrefix)!,
        emailSenderName: input.emailSenderName?.trim() || null,
        sealKey: stored.key,
        sealSizes: stored.sizes,
        settingsChangedAt: new Date(),
      }));
    }), { keepReplaced: true });
    this.directory.forget();
    return saved;
  }
}
