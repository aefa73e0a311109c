import { isSamePerson } from '@barangay-portal/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../auth/audience';
import { lockedRow } from '../../db/locked-row';
import type { RequestContext } from '../../http/request-context';
import { auditedTransaction } from '../audit';
import { User, UserType, UsersErrors } from '../users';
import { Inhabitant } from './inhabitant.entity';
import { InhabitantStatus } from './registry.enums';
import { RegistryErrors } from './registry.errors';
import { refusingDuplicates } from './refusing-duplicates';
import { registryPolicy } from './registry.policy';
import type { ResidentRegistryLink } from './resident-link.types';

/**
 * One person, once (issue 16; docs/architecture.md#registry-of-inhabitants): a resident's account and their record
 * in the registry are linked by the staff member who verifies the resident's ID, who is shown the inhabitants
 * with the same names and birthdate (packages/domain same-person.ts). A linked inhabitant is the account holder
 * everywhere: their requests taken at the counter join their account's history.
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
   * Links the resident to the inhabitant, who must match them and be linked to no one; their requests taken at the
   * counter become the account's (one history, one limit). Both rows are locked; a race meets the unique index.
   */
  async link(ctx: RequestContext, userId: number, inhabitantId: number): Promise<ResidentRegistryLink> {
    const staff = authorize(ctx, registryPolicy.linkResidents);
    return await refusingDuplicates(RegistryErrors.alreadyLinked, () => auditedTransaction(this.db, staff, async (manager) => {
      const resident = await this.residentHere(manager, ctx, userId, { lock: true });
      const inhabitant = await lockedRow(manager, Inhabitant, { id: inhabitantId, barangayId: ctx.barangay.id }, RegistryErrors.inhabitantNotFound);
      if (inhabitant.userId !== null || await manager.existsBy(Inhabitant, { userId: resident.id })) throw RegistryErrors.alreadyLinked();
      if (inhabitant.status === InhabitantStatus.DECEASED || !isSamePerson(resident, inhabitant)) throw RegistryErrors.notTheSamePerson();
      await manager.update(Inhabitant, { id: inhabitant.id }, { userId: resident.id });
      await manager.query(
        'UPDATE document_request SET requester_id = $1 WHERE inhabitant_id = $2 AND requester_id IS NULL',
        [resident.id, inhabitant.id],
      );
      return await this.linkOf(manager, ctx, resident);
    }));
  }

  /** Undoes a link made by mistake: the requests taken at the counter go back to the inhabitant alone. */
  async unlink(ctx: RequestContext, userId: number): Promise<ResidentRegistryLink> {
    const staff = authorize(ctx, registryPolicy.linkResidents);
    return await auditedTransaction(this.db, staff, async (manager) => {
      const resident = await this.residentHere(manager, ctx, userId, { lock: true });
      const inhabitant = await manager.findOne(Inhabitant, { where: { userId: resident.id, barangayId: ctx.barangay.id }, lock: { mode: 'pessimistic_write' } });
      if (!inhabitant) throw RegistryErrors.notLinked();
      await manager.update(Inhabitant, { id: inhabitant.id }, { userId: null });
      await manager.query(
        'UPDATE document_request SET requester_id = NULL WHERE inhabitant_id = $1 AND requester_id = $2',
        [inhabitant.id, resident.id],
      );
      return await this.linkOf(manager, ctx, resident);
    });
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
    if (linked || !resident.birthdate) return { residentId: resident.id, linked, matches: [] };
    // Born that day in the barangay (idx_inhabitant_birthdate): a handful, compared by name here, as the rule is written.
    const bornThatDay = await inhabitants.find({ where: { barangayId: ctx.barangay.id, birthdate: resident.birthdate }, relations, order: { id: 'ASC' } });
    const matches = bornThatDay.filter((inhabitant) =>
      inhabitant.userId === null && inhabitant.status !== InhabitantStatus.DECEASED && isSamePerson(resident, inhabitant));
    return { residentId: resident.id, linked: null, matches };
  }
}
