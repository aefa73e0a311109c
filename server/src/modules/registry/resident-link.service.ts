import { isSamePerson } from '@barangay-portal/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../identity/audience';
import { lockedRow } from '../../db/locked-row';
import type { RequestContext } from '../../http/request-context';
import { auditedTransaction } from '../audit';
import { IdVerificationStatus, User, UserType, UsersErrors } from '../accounts';
import { Inhabitant } from './inhabitant.entity';
import { InhabitantStatus } from './registry.enums';
import { RegistryErrors } from './registry.errors';
import { refusingDuplicates } from './refusing-duplicates';
import { registryPolicy } from './registry.policy';
import type { ResidentRegistryLink } from './resident-link.types';

/**
 * One person, once (docs/architecture.md#registry-of-inhabitants; docs/rules/id-verification.md#registry-link): a
 * resident's account and their record in the registry are linked by the staff member who verifies the resident's ID,
 * who is shown the inhabitants with the same names and birthdate (packages/domain same-person.ts). Only a verified
 * account is linked. A linked inhabitant is the account holder from then on: their requests taken at the counter join
 * the account's history. What the record gathered before the link (earlier counter requests, who viewed it, the record
 * itself) the account reads only once the registry's keepers confirm the link: a namesake born the same day would
 * otherwise read a stranger's requests.
 */
export class ResidentLinkService {
  constructor(private readonly db: DataSource) {}

  /** The inhabitant the resident is linked to, and otherwise the unlinked ones who match them. */
  async registryLink(ctx: RequestContext, userId: number): Promise<ResidentRegistryLink> {
    authorize(ctx, registryPolicy.linkResidents);
    const resident = await this.residentHere(this.db.manager, ctx, userId);
    return await this.linkOf(this.db.manager, ctx, resident);
  }

  /**
   * Links the verified resident to the inhabitant, who must match them and be linked to no one; requests taken at the
   * counter from now on are the account's (one history, one limit), earlier ones once the link is confirmed. Both rows
   * are locked; a race meets the unique index. The database stamps the link's time (inhabitant_link_times).
   */
  async link(ctx: RequestContext, userId: number, inhabitantId: number): Promise<ResidentRegistryLink> {
    const staff = authorize(ctx, registryPolicy.linkResidents);
    return await refusingDuplicates(RegistryErrors.alreadyLinked, () => auditedTransaction(this.db, staff, async (manager) => {
      const resident = await this.residentHere(manager, ctx, userId, { lock: true });
      if (resident.idVerificationStatus !== IdVerificationStatus.APPROVED) throw RegistryErrors.residentNotVerified();
      const inhabitant = await lockedRow(manager, Inhabitant, { id: inhabitantId, barangayId: ctx.barangay.id }, RegistryErrors.inhabitantNotFound);
      if (inhabitant.userId !== null || await manager.existsBy(Inhabitant, { userId: resident.id })) throw RegistryErrors.alreadyLinked();
      if (inhabitant.status === InhabitantStatus.DECEASED || !isSamePerson(resident, inhabitant)) throw RegistryErrors.notTheSamePerson();
      await manager.update(Inhabitant, { id: inhabitant.id }, { userId: resident.id });
      return await this.linkOf(manager, ctx, resident);
    }));
  }

  /**
   * The registry's keepers confirm the resident's link: the inhabitant's earlier requests taken at the counter become
   * the account's, and the account reads the record's past (linked_records_from). Confirming twice changes nothing.
   */
  async confirm(ctx: RequestContext, userId: number): Promise<ResidentRegistryLink> {
    const staff = authorize(ctx, registryPolicy.confirmResidentLinks);
    return await auditedTransaction(this.db, staff, async (manager) => {
      const resident = await this.residentHere(manager, ctx, userId, { lock: true });
      const inhabitant = await this.linkedInhabitant(manager, ctx, resident);
      if (!inhabitant.linkConfirmed) {
        await manager.update(Inhabitant, { id: inhabitant.id }, { linkConfirmed: true });
        await manager.query(
          'UPDATE document_request SET requester_id = $1 WHERE inhabitant_id = $2 AND requester_id IS NULL',
          [resident.id, inhabitant.id],
        );
      }
      return await this.linkOf(manager, ctx, resident);
    });
  }

  /** Undoes a link made by mistake: the requests taken at the counter go back to the inhabitant alone. */
  async unlink(ctx: RequestContext, userId: number): Promise<ResidentRegistryLink> {
    const staff = authorize(ctx, registryPolicy.linkResidents);
    return await auditedTransaction(this.db, staff, async (manager) => {
      const resident = await this.residentHere(manager, ctx, userId, { lock: true });
      const inhabitant = await this.linkedInhabitant(manager, ctx, resident);
      await manager.update(Inhabitant, { id: inhabitant.id }, { userId: null });
      await manager.query(
        'UPDATE document_request SET requester_id = NULL WHERE inhabitant_id = $1 AND requester_id = $2',
        [inhabitant.id, resident.id],
      );
      return await this.linkOf(manager, ctx, resident);
    });
  }

  /** The inhabitant of this barangay linked to the resident, its row locked; else "not linked". */
  private async linkedInhabitant(manager: EntityManager, ctx: RequestContext, resident: User): Promise<Inhabitant> {
    const inhabitant = await manager.findOne(Inhabitant, { where: { userId: resident.id, barangayId: ctx.barangay.id }, lock: { mode: 'pessimistic_write' } });
    if (!inhabitant) throw RegistryErrors.notLinked();
    return inhabitant;
  }

  private async residentHere(manager: EntityManager, ctx: RequestContext, id: number, options: { lock?: boolean } = {}): Promise<User> {
    const resident = await manager.findOne(User, {
      where: { id, userType: UserType.RESIDENT, barangayId: ctx.barangay.id },
      ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!resident) throw UsersErrors.residentNotFound();
    return resident;
  }

  private async linkOf(manager: EntityManager, ctx: RequestContext, resident: User): Promise<ResidentRegistryLink> {
    const inhabitants = manager.getRepository(Inhabitant);
    const relations = { household: { purok: true } };
    const linked = await inhabitants.findOne({ where: { userId: resident.id, barangayId: ctx.barangay.id }, relations });
    if (linked) return { residentId: resident.id, linked, linkedAt: linked.linkedAt, confirmed: linked.linkConfirmed, matches: [] };
    if (!resident.birthdate) return { residentId: resident.id, linked: null, linkedAt: null, confirmed: false, matches: [] };
    // Born that day in the barangay (idx_inhabitant_birthdate): a handful, compared by name here, as the rule is written.
    const bornThatDay = await inhabitants.find({ where: { barangayId: ctx.barangay.id, birthdate: resident.birthdate }, relations, order: { id: 'ASC' } });
    const matches = bornThatDay.filter((inhabitant) =>
      inhabitant.userId === null && inhabitant.status !== InhabitantStatus.DECEASED && isSamePerson(resident, inhabitant));
    return { residentId: resident.id, linked: null, linkedAt: null, confirmed: false, matches };
  }
}
