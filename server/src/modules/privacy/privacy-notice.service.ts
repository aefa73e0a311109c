import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import { lockedRow } from '../../db/locked-row';
import type { RequestContext } from '../../http/request-context';
import { auditedTransaction } from '../audit';
import { Barangay, BarangayErrors } from '../barangays';
import { PrivacyConsentRecord } from './privacy-consent.entity';
import { PrivacyNoticeRecord } from './privacy-notice.entity';
import { PrivacyErrors } from './privacy.errors';
import type { DataProtectionOfficerInput, PublishPrivacyNoticeInput } from './privacy.inputs';
import { privacyPolicy } from './privacy.policy';
import type { DataProtectionOfficer, PrivacyConsentStatus, PrivacyNotice, PrivacyNoticeVersion } from './privacy.types';

/** An account agreeing to its barangay's notice: whose, in which barangay. */
interface ConsentingAccount {
  id: number;
  barangayId: number;
}

/**
 * Which version is current is read under this lock: exclusive while a version is published, shared while a consent
 * is recorded. A consent waits for a publication under way and then sees the new version, so nobody agrees, after
 * it committed, to the version it replaced.
 */
async function lockNotices(manager: EntityManager, barangayId: number, mode: 'publish' | 'consent'): Promise<void> {
  const lock = mode === 'publish' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  await manager.query(`SELECT ${lock}(hashtext('portal.privacy-notice'), $1)`, [barangayId]);
}

/** The text as kept: line ends of any system as "\n", no white space around it (so "unchanged" compares what shows). */
const storedText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

const storedOptional = (text: string | null | undefined): string | null => text?.trim() || null;

function officerOf(barangay: Barangay): DataProtectionOfficer | null {
  if (!barangay.dpoName || !barangay.dpoEmail) return null;
  return { name: barangay.dpoName, email: barangay.dpoEmail, phone: barangay.dpoPhone };
}

/**
 * The barangay's privacy notice and the residents' consent to it (docs/architecture.md#privacy-notice). Every barangay
 * has version 1 from the start (the database makes it with the barangay); staff with MANAGE_PRIVACY publish the next
 * ones, never changing an old one. A resident agrees to the version in force at registration (registration's own
 * transaction: recordAtRegistration) or after signing in; until they agree to the current one they need to.
 */
export class PrivacyNoticeService {
  constructor(private readonly db: DataSource) {}

  /** The request's barangay's notice in force, or the version asked for. */
  async notice(ctx: RequestContext, version: number | null = null): Promise<PrivacyNotice> {
    authorize(ctx, privacyPolicy.read);
    const { manager } = this.db;
    const current = await this.current(manager, ctx.barangay.id);
    const record = version === null || version === current.version
      ? current
      : await manager.findOneBy(PrivacyNoticeRecord, { barangayId: ctx.barangay.id, version });
    if (!record) throw PrivacyErrors.notFound();
    return await this.shown(manager, record, current.version, ctx.barangay.name);
  }

  /** Every published version, newest first, with who published it. */
  async versions(ctx: RequestContext): Promise<PrivacyNoticeVersion[]> {
    authorize(ctx, privacyPolicy.manage);
    const rows = await this.db.query<Array<{ version: number; published_at: Date; published_by: string | null }>>(
      `SELECT n.version, n.published_at, nullif(concat_ws(' ', u.first_name, u.last_name), '') AS published_by
         FROM privacy_notice n LEFT JOIN "user" u ON u.id = n.published_by_id
        WHERE n.barangay_id = $1 ORDER BY n.version DESC`, [ctx.barangay.id]);
    return rows.map((row) => ({ version: row.version, publishedAt: row.published_at, publishedBy: row.published_by }));
  }

  /**
   * A new version from the text edited, which residents will be asked to agree to. Refused when another version was
   * published since the editor opened `basedOnVersion` (its changes would be lost unseen) or when nothing changed.
   */
  async publish(ctx: RequestContext, input: PublishPrivacyNoticeInput): Promise<PrivacyNotice> {
    const staff = authorize(ctx, privacyPolicy.manage);
    const text = storedText(input.text);
    return await auditedTransaction(this.db, staff, async (manager) => {
      await lockNotices(manager, ctx.barangay.id, 'publish');
      const current = await this.current(manager, ctx.barangay.id);
      if (input.basedOnVersion !== current.version) throw PrivacyErrors.publishedMeanwhile(current.version);
      if (text === current.text) throw PrivacyErrors.unchanged();
      const published = await manager.save(manager.create(PrivacyNoticeRecord, {
        barangayId: ctx.barangay.id, version: current.version + 1, text, publishedById: staff.id,
      }));
      return await this.shown(manager, published, published.version, ctx.barangay.name);
    });
  }

  /** Sets the data protection officer's contact, shown with the notice from now on (audited as a change of the barangay). */
  async saveOfficer(ctx: RequestContext, input: DataProtectionOfficerInput): Promise<DataProtectionOfficer> {
    const staff = authorize(ctx, privacyPolicy.manage);
    return await auditedTransaction(this.db, staff, async (manager) => {
      const barangay = await lockedRow(manager, Barangay, ctx.barangay.id, BarangayErrors.notFound);
      const saved = await manager.save(Object.assign(barangay, {
        dpoName: input.name.trim(), dpoEmail: input.email.trim(), dpoPhone: storedOptional(input.phone),
      }));
      return officerOf(saved)!;
    });
  }

  /** Where the signed-in resident stands: the version in force, the latest they agreed to. */
  async consentStatus(ctx: RequestContext): Promise<PrivacyConsentStatus> {
    const resident = authorize(ctx, privacyPolicy.consent);
    return await this.statusOf(this.db.manager, { id: resident.id, barangayId: ctx.barangay.id });
  }

  /**
   * The signed-in resident agrees to `version`, which must be the one in force. Agreeing again to the version already
   * agreed to changes nothing: the first agreement's time stays.
   */
  async accept(ctx: RequestContext, version: number): Promise<PrivacyConsentStatus> {
    const resident = authorize(ctx, privacyPolicy.consent);
    const account = { id: resident.id, barangayId: ctx.barangay.id };
    return await this.db.transaction(async (manager) => {
      const current = await this.consentTo(manager, account, version);
      if (current !== version) throw version < 1 || version > current ? PrivacyErrors.notFound() : PrivacyErrors.changed(current);
      return await this.statusOf(manager, account);
    });
  }

  /**
   * Registration's consent (the sign-in module's RegistrationConsent, handed in by its manifest): in the new account's
   * transaction, so the account exists only with the consent it gave. A version no longer in force is a field error.
   */
  async recordAtRegistration(manager: EntityManager, account: ConsentingAccount, version: number): Promise<void> {
    const current = await this.consentTo(manager, account, version);
    if (current !== version) throw version > current ? PrivacyErrors.notFoundAtRegistration() : PrivacyErrors.changedAtRegistration(current);
  }

  /**
   * Records `account`'s consent to `version` when it is the version in force, under the consent lock; answers the
   * version in force, which the caller compares (an older version is a changed notice, a later one none at all).
   */
  private async consentTo(manager: EntityManager, account: ConsentingAccount, version: number): Promise<number> {
    await lockNotices(manager, account.barangayId, 'consent');
    const current = await this.current(manager, account.barangayId);
    if (version === current.version) {
      await manager.createQueryBuilder().insert().into(PrivacyConsentRecord)
        .values({ userId: account.id, barangayId: account.barangayId, noticeVersion: version })
        .orIgnore()
        .execute();
    }
    return current.version;
  }

  private async statusOf(manager: EntityManager, account: ConsentingAccount): Promise<PrivacyConsentStatus> {
    const current = await this.current(manager, account.barangayId);
    const latest = await manager.findOne(PrivacyConsentRecord, {
      where: { userId: account.id, barangayId: account.barangayId }, order: { noticeVersion: 'DESC' },
    });
    return {
      currentVersion: current.version,
      version: latest?.noticeVersion ?? null,
      consentedAt: latest?.consentedAt ?? null,
      needsConsent: latest?.noticeVersion !== current.version,
    };
  }

  /** The version in force: the highest. Every barangay has one (made with it), so none is a broken install. */
  private async current(manager: EntityManager, barangayId: number): Promise<PrivacyNoticeRecord> {
    const [current] = await manager.find(PrivacyNoticeRecord, { where: { barangayId }, order: { version: 'DESC' }, take: 1 });
    if (!current) throw new Error(`barangay ${barangayId} has no privacy notice`);
    return current;
  }

  private async shown(manager: EntityManager, record: PrivacyNoticeRecord, currentVersion: number, barangayName: string): Promise<PrivacyNotice> {
    const barangay = await manager.findOneByOrFail(Barangay, { id: record.barangayId });
    return {
      version: record.version,
      text: record.text,
      publishedAt: record.publishedAt,
      isCurrent: record.version === currentVersion,
      currentVersion,
      barangayName,
      dataProtectionOfficer: officerOf(barangay),
    };
  }
}
