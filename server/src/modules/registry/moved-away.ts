import { barangayToday } from '@barangay-portal/domain';
import type { EntityManager } from 'typeorm';
import { Inhabitant } from './inhabitant.entity';
import { InhabitantStatus } from './registry.enums';

/**
 * A linked resident's move to another barangay was accepted (docs/architecture.md#resident-transfers): the barangay
 * left records its inhabitant as moved out that day and no longer linked, so the account may be linked to the
 * inhabitant of the barangay it joined (an account is one inhabitant). The requests taken for them stay as they
 * were: they are the barangay's history and the resident's earlier requests. Runs in the transfer's transaction,
 * with the barangay left in `portal.barangay_id`, so its audit log holds the change.
 */
export async function recordMovedAway(manager: EntityManager, residentId: number): Promise<void> {
  const linked = await manager.findOne(Inhabitant, { where: { userId: residentId }, lock: { mode: 'pessimistic_write' } });
  if (!linked) return;
  // Already recorded as moved out (the secretary heard first): its date stays.
  const movedOut = linked.status === InhabitantStatus.LIVING ? { status: InhabitantStatus.MOVED_OUT, statusDate: barangayToday() } : {};
  await manager.update(Inhabitant, { id: linked.id }, { ...movedOut, userId: null });
}
