import {
  barangayToday, DEFAULT_CITIZENSHIP, isDatedInhabitantStatus, REGISTRY_MESSAGES,
} from '@barangay-portal/domain';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { authorize } from '../../identity/audience';
import type { AuthUser } from '../../identity/auth-user';
import type { Page } from '../../common/pagination';
import { patched, patchedOptional, patchOf } from '../../common/patch';
import { containsPattern } from '../../db/like-pattern';
import { fixedOrder, listAll, listFirst, listPage, queryList } from '../../db/list-query';
import { lockedRow } from '../../db/locked-row';
import type { RequestContext } from '../../http/request-context';
import { auditedTransaction } from '../audit';
import { DataAccessKind, type DataAccessLedger, idsOf } from '../data-access';
import { type CounterInhabitant, counterInhabitantOf } from './counter-inhabitant.types';
import { Household } from './household.entity';
import { Inhabitant } from './inhabitant.entity';
import { Purok } from './purok.entity';
import { InhabitantStatus, RelationshipToHead } from './registry.enums';
import { RegistryErrors } from './registry.errors';
import { householdsMatching, inhabitantsMatching } from './registry-filters';
import { placementProblem } from './placement-rule';
import { refusingDuplicates } from './refusing-duplicates';
import type {
  HouseholdInput, HouseholdsArgs, InhabitantInput, InhabitantsArgs, MoveInhabitantInput, PurokInput, RenamePurokInput,
  SetInhabitantStatusInput, UpdateHouseholdInput, UpdateInhabitantInput,
} from './registry.inputs';
import { registryPolicy } from './registry.policy';

/** Puroks by name, in any letter case. */
const PUROK_ORDER = fixedOrder([{ by: 'lower(purok.name)' }], { by: 'purok.id' });

/** Households by number, in any letter case. */
const HOUSEHOLD_ORDER = fixedOrder([{ by: 'lower(household.householdNumber)' }], { by: 'household.id' });

/** Inhabitants by family name and first name, in any letter case: the order idx_inhabitant_name_order keeps. */
const INHABITANT_ORDER = fixedOrder([{ by: 'lower(inhabitant.lastName)' }, { by: 'lower(inhabitant.firstName)' }], { by: 'inhabitant.id' });

/** A household's members: the head first, then by relationship and name. */
const MEMBER_ORDER = fixedOrder(
  [{ by: 'inhabitant.relationshipToHead' }, { by: 'lower(inhabitant.lastName)' }, { by: 'lower(inhabitant.firstName)' }], { by: 'inhabitant.id' },
);

/** The most inhabitants the counter's search shows: the person at the window is among the first few, or the search is refined. */
const COUNTER_MATCHES = 10;

/** What an inhabitant's own record says of them; where they live and their status change by their own operations. */
type InhabitantContent = Pick<Inhabitant,
  'lastName' | 'firstName' | 'middleName' | 'suffix' | 'sex' | 'birthdate' | 'birthPlace' | 'civilStatus' | 'citizenship' | 'occupation'
  | 'isPwd' | 'isSoloParent' | 'isIndigenous' | 'is4Ps' | 'isOutOfSchoolYouth'> & { address: string | null };

type HouseholdContent = Pick<Household, 'householdNumber' | 'address' | 'purokId'>;

/** A new inhabitant's record before their input: optional texts empty, Filipino, in no sector. */
const BLANK_INHABITANT: InhabitantContent = {
  lastName: '', firstName: '', middleName: null, suffix: null, address: null, sex: 'male', birthdate: '', birthPlace: '',
  civilStatus: 'single', citizenship: DEFAULT_CITIZENSHIP, occupation: null,
  isPwd: false, isSoloParent: false, isIndigenous: false, is4Ps: false, isOutOfSchoolYouth: false,
};

const withInhabitantChanges = patchOf<InhabitantContent>({
  lastName: patched, firstName: patched, middleName: patchedOptional, suffix: patchedOptional, address: patchedOptional, sex: patched,
  birthdate: patched, birthPlace: patched, civilStatus: patched, citizenship: patched, occupation: patchedOptional,
  isPwd: patched, isSoloParent: patched, isIndigenous: patched, is4Ps: patched, isOutOfSchoolYouth: patched,
});

const withHouseholdChanges = patchOf<HouseholdContent>({ householdNumber: patched, address: patched, purokId: patched });

/** Where an inhabitant is placed: a household of the barangay and their relationship to its head, or none. */
interface Placement {
  householdId: number;
  relationshipToHead: RelationshipToHead;
}

/**
 * The Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): puroks, households
 * and inhabitants of the request's barangay, kept by staff with MANAGE_REGISTRY. Every read and write names the
 * barangay (row-level security and the barangay-carrying foreign keys hold behind it); every write is audited
 * under the staff member's name. Another barangay's record is "not found".
 */
export class RegistryService {
  constructor(
    private readonly db: DataSource,
    /** Records staff views of an inhabitant's record (docs/architecture.md#privacy-access-ledger). */
    private readonly ledger: DataAccessLedger,
  ) {}

  // --- Puroks -------------------------------------------------------------------------------------------------

  /** The barangay's puroks and sitios, by name. */
  async puroks(ctx: RequestContext): Promise<Purok[]> {
    authorize(ctx, registryPolicy.view);
    const puroks = this.db.getRepository(Purok).createQueryBuilder('purok')
      .where('purok.barangayId = :barangayId', { barangayId: ctx.barangay.id });
    return await listAll(queryList(puroks), PUROK_ORDER);
  }

  async createPurok(ctx: RequestContext, input: PurokInput): Promise<Purok> {
    const staff = authorize(ctx, registryPolicy.managePuroks);
    return await refusingDuplicates(RegistryErrors.purokNameTaken, () => auditedTransaction(this.db, staff, async (manager) =>
      await manager.save(manager.create(Purok, { barangayId: ctx.barangay.id, name: input.name.trim() }))));
  }

  async renamePurok(ctx: RequestContext, input: RenamePurokInput): Promise<Purok> {
    const staff = authorize(ctx, registryPolicy.managePuroks);
    return await refusingDuplicates(RegistryErrors.purokNameTaken, () => auditedTransaction(this.db, staff, async (manager) => {
      const purok = await lockedRow(manager, Purok, { id: input.id, barangayId: ctx.barangay.id }, RegistryErrors.purokNotFound);
      return await manager.save(Object.assign(purok, { name: input.name.trim() }));
    }));
  }

  // --- Households ---------------------------------------------------------------------------------------------

  /** The barangay's households by number, with their purok; optionally one purok's, or those whose number holds the search. */
  async households(ctx: RequestContext, args: HouseholdsArgs): Promise<Page<Household>> {
    authorize(ctx, registryPolicy.view);
    const query = householdsMatching(this.db.getRepository(Household).createQueryBuilder('household'), ctx.barangay.id, args)
      .innerJoinAndSelect('household.purok', 'purok');
    return await listPage(queryList(query), HOUSEHOLD_ORDER, args);
  }

  async household(ctx: RequestContext, id: number): Promise<Household> {
    authorize(ctx, registryPolicy.view);
    const household = await this.db.getRepository(Household).findOne({ where: { id, barangayId: ctx.barangay.id }, relations: { purok: true } });
    if (!household) throw RegistryErrors.householdNotFound();
    return household;
  }

  /** A household's members, every status: the head first, then by relationship and name. */
  async members(ctx: RequestContext, household: Household): Promise<Inhabitant[]> {
    authorize(ctx, registryPolicy.view);
    const members = await listAll(queryList(this.db.getRepository(Inhabitant).createQueryBuilder('inhabitant')
      .where('inhabitant.householdId = :householdId AND inhabitant.barangayId = :barangayId', { householdId: household.id, barangayId: ctx.barangay.id })),
    MEMBER_ORDER);
    // Their household is the one asked about: its address is theirs unless they have their own.
    return members.map((member) => Object.assign(member, { household }));
  }

  async createHousehold(ctx: RequestContext, input: HouseholdInput): Promise<Household> {
    const staff = authorize(ctx, registryPolicy.manageHouseholds);
    const content = withHouseholdChanges({ householdNumber: '', address: '', purokId: 0 }, input);
    const id = await refusingDuplicates(RegistryErrors.householdNumberTaken, () => auditedTransaction(this.db, staff, async (manager) => {
      await this.assertPurokHere(manager, ctx, content.purokId);
      return (await manager.save(manager.create(Household, { ...content, barangayId: ctx.barangay.id }))).id;
    }));
    return await this.household(ctx, id);
  }

  async updateHousehold(ctx: RequestContext, input: UpdateHouseholdInput): Promise<Household> {
    const staff = authorize(ctx, registryPolicy.manageHouseholds);
    await refusingDuplicates(RegistryErrors.householdNumberTaken, () => auditedTransaction(this.db, staff, async (manager) => {
      const household = await lockedRow(manager, Household, { id: input.id, barangayId: ctx.barangay.id }, RegistryErrors.householdNotFound);
      const content = withHouseholdChanges(household, input);
      if (content.purokId !== household.purokId) await this.assertPurokHere(manager, ctx, content.purokId);
      await manager.update(Household, { id: household.id }, content);
    }));
    return await this.household(ctx, input.id);
  }

  // --- Inhabitants --------------------------------------------------------------------------------------------

  /**
   * The barangay's inhabitants by family name, first name and id (idx_inhabitant_name_order), with their household and
   * purok; the search matches part of a name or of the household number, in any letter case.
   */
  async inhabitants(ctx: RequestContext, args: InhabitantsArgs): Promise<Page<Inhabitant>> {
    const staff = authorize(ctx, registryPolicy.view);
    const repository = this.db.getRepository(Inhabitant);
    // Filtered on the inhabitant's own columns and indexes (households by id), so the total is counted without joins.
    const filtered = () => inhabitantsMatching(repository.createQueryBuilder('inhabitant'), ctx.barangay.id, args);
    const page = await listPage(queryList(withHousehold(filtered()), { counted: filtered() }), INHABITANT_ORDER, args);
    await this.recordShown(ctx, staff.id, containsPattern(args.search) ? DataAccessKind.SEARCHED : DataAccessKind.LISTED, page.items);
    return page;
  }

  /** One ledger row for the inhabitants a page or a search answer showed (names, ages, households), however many. */
  private async recordShown(ctx: RequestContext, staffId: number, kind: DataAccessKind, shown: ReadonlyArray<{ id: number }>): Promise<void> {
    await this.ledger.recordShown(ctx, staffId, { kind, of: 'inhabitants', ids: idsOf(shown.map((inhabitant) => inhabitant.id)) });
  }

  /** Up to ten inhabitants living here whose name or household number holds the search, for the counter. */
  async counterInhabitants(ctx: RequestContext, search: string): Promise<CounterInhabitant[]> {
    const staff = authorize(ctx, registryPolicy.findForCounter);
    if (!containsPattern(search)) return [];
    const query = inhabitantsMatching(this.db.getRepository(Inhabitant).createQueryBuilder('inhabitant'), ctx.barangay.id, {
      search, status: InhabitantStatus.LIVING,
    });
    const found = await listFirst(queryList(withHousehold(query)), INHABITANT_ORDER, COUNTER_MATCHES);
    await this.recordShown(ctx, staff.id, DataAccessKind.SEARCHED, found);
    return found.map(counterInhabitantOf);
  }

  /** One inhabitant's record, their page: a view the access ledger records. */
  async inhabitant(ctx: RequestContext, id: number): Promise<Inhabitant> {
    const staff = authorize(ctx, registryPolicy.view);
    const inhabitant = await this.loadInhabitant(ctx, id);
    await this.ledger.record(ctx, staff.id, [{ kind: DataAccessKind.REGISTRY_RECORD, inhabitantId: inhabitant.id }]);
    return inhabitant;
  }

  /** The inhabitant with their household, as a write answers it: the record just written, no view to record. */
  private async loadInhabitant(ctx: RequestContext, id: number): Promise<Inhabitant> {
    const inhabitant = await withHousehold(this.db.getRepository(Inhabitant).createQueryBuilder('inhabitant'))
      .where('inhabitant.id = :id AND inhabitant.barangayId = :barangayId', { id, barangayId: ctx.barangay.id })
      .getOne();
    if (!inhabitant) throw RegistryErrors.inhabitantNotFound();
    return inhabitant;
  }

  /** A new inhabitant, living here; in a household when one is given, with their relationship to its head. */
  async createInhabitant(ctx: RequestContext, input: InhabitantInput): Promise<Inhabitant> {
    const staff = authorize(ctx, registryPolicy.manageInhabitants);
    const placement = placementOf(input);
    const content = withInhabitantChanges(BLANK_INHABITANT, input);
    const id = await this.placing(staff, async (manager) => {
      if (placement) await this.assertPlacement(manager, ctx, placement, { id: null, status: InhabitantStatus.LIVING });
      const created = await manager.save(manager.create(Inhabitant, {
        ...columnsOf(content), barangayId: ctx.barangay.id, householdId: placement?.householdId ?? null,
        relationshipToHead: placement?.relationshipToHead ?? null,
      }));
      return created.id;
    });
    return await this.loadInhabitant(ctx, id);
  }

  /** Changes to the inhabitant's own record; a birthdate after the date they moved out or died is refused. */
  async updateInhabitant(ctx: RequestContext, input: UpdateInhabitantInput): Promise<Inhabitant> {
    const staff = authorize(ctx, registryPolicy.manageInhabitants);
    await auditedTransaction(this.db, staff, async (manager) => {
      const inhabitant = await this.lockedInhabitant(manager, ctx, input.id);
      const content = withInhabitantChanges(contentOf(inhabitant), input);
      if (inhabitant.statusDate && inhabitant.statusDate < content.birthdate) throw RegistryErrors.statusDate(REGISTRY_MESSAGES.statusDateBeforeBirth);
      await manager.update(Inhabitant, { id: inhabitant.id }, columnsOf(content));
    });
    return await this.loadInhabitant(ctx, input.id);
  }

  /** Into a household of the barangay with a relationship to its head, or out of any household. */
  async moveInhabitant(ctx: RequestContext, input: MoveInhabitantInput): Promise<Inhabitant> {
    const staff = authorize(ctx, registryPolicy.manageInhabitants);
    const placement = placementOf(input);
    await this.placing(staff, async (manager) => {
      const inhabitant = await this.lockedInhabitant(manager, ctx, input.id);
      if (placement) await this.assertPlacement(manager, ctx, placement, inhabitant);
      await manager.update(Inhabitant, { id: inhabitant.id }, {
        householdId: placement?.householdId ?? null, relationshipToHead: placement?.relationshipToHead ?? null,
      });
    });
    return await this.loadInhabitant(ctx, input.id);
  }

  /**
   * Living here, or moved out or deceased on a date (required then: not in the future nor before the birthdate).
   * They stay in their household on record; a head who lives here again is refused while the household has another.
   */
  async setInhabitantStatus(ctx: RequestContext, input: SetInhabitantStatusInput): Promise<Inhabitant> {
    const staff = authorize(ctx, registryPolicy.manageInhabitants);
    const statusDate = statusDateOf(input);
    await this.placing(staff, async (manager) => {
      const inhabitant = await this.lockedInhabitant(manager, ctx, input.id);
      if (statusDate !== null && statusDate < inhabitant.birthdate) throw RegistryErrors.statusDate(REGISTRY_MESSAGES.statusDateBeforeBirth);
      if (inhabitant.householdId !== null && inhabitant.relationshipToHead !== null) {
        await this.assertPlacement(manager, ctx, { householdId: inhabitant.householdId, relationshipToHead: inhabitant.relationshipToHead },
          { id: inhabitant.id, status: input.status });
      }
      await manager.update(Inhabitant, { id: inhabitant.id }, { status: input.status, statusDate });
    });
    return await this.loadInhabitant(ctx, input.id);
  }

  // --- Rules shared by the writes -----------------------------------------------------------------------------

  /** A write that places an inhabitant, audited; two heads racing past the check meet the database's unique index. */
  private async placing<T>(staff: AuthUser, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return await refusingDuplicates(RegistryErrors.headTaken, () => auditedTransaction(this.db, staff, work));
  }

  private async lockedInhabitant(manager: EntityManager, ctx: RequestContext, id: number): Promise<Inhabitant> {
    return await lockedRow(manager, Inhabitant, { id, barangayId: ctx.barangay.id }, RegistryErrors.inhabitantNotFound);
  }

  private async assertPurokHere(manager: EntityManager, ctx: RequestContext, purokId: number): Promise<void> {
    if (!(await manager.existsBy(Purok, { id: purokId, barangayId: ctx.barangay.id }))) throw RegistryErrors.purokNotFound();
  }

  /**
   * The household is the barangay's, locked until the transaction ends so its members' changes take turns; a living
   * head is its only one (`inhabitant` is who is placed, with the status they will have; id null for a new one).
   */
  private async assertPlacement(
    manager: EntityManager, ctx: RequestContext, placement: Placement, inhabitant: { id: number | null; status: InhabitantStatus },
  ): Promise<void> {
    await lockedRow(manager, Household, { id: placement.householdId, barangayId: ctx.barangay.id }, RegistryErrors.householdNotFound);
    if (placement.relationshipToHead !== RelationshipToHead.HEAD || inhabitant.status !== InhabitantStatus.LIVING) return;
    const otherHead = await manager.getRepository(Inhabitant).createQueryBuilder('inhabitant')
      .where('inhabitant.householdId = :householdId', { householdId: placement.householdId })
      .andWhere('inhabitant.relationshipToHead = :head AND inhabitant.status = :living', { head: RelationshipToHead.HEAD, living: InhabitantStatus.LIVING })
      .andWhere('inhabitant.id <> :id', { id: inhabitant.id ?? 0 })
      .getExists();
    if (otherHead) throw RegistryErrors.headTaken();
  }
}

/** A household and a relationship to its head go together: one without the other is refused. */
function placementOf(input: { householdId?: number | null; relationshipToHead?: RelationshipToHead | null }): Placement | null {
  const householdId = input.householdId ?? null;
  const relationshipToHead = input.relationshipToHead ?? null;
  const problem = placementProblem(householdId !== null, relationshipToHead !== null);
  if (problem) throw RegistryErrors.placement(problem);
  return householdId === null || relationshipToHead === null ? null : { householdId, relationshipToHead };
}

/** The date a status is kept with: required for moving out and death, never in the future; none while living here. */
function statusDateOf(input: SetInhabitantStatusInput): string | null {
  const date = input.date?.trim() || null;
  if (!isDatedInhabitantStatus(input.status)) {
    if (date !== null) throw RegistryErrors.statusDate(REGISTRY_MESSAGES.statusDateNotLiving);
    return null;
  }
  if (date === null) throw RegistryErrors.statusDate(REGISTRY_MESSAGES.statusDateRequired[input.status]);
  if (date > barangayToday()) throw RegistryErrors.statusDate(REGISTRY_MESSAGES.statusDateInFuture);
  return date;
}

/** What the inhabitant's own record says now, as an update changes it. */
function contentOf(inhabitant: Inhabitant): InhabitantContent {
  const {
    lastName, firstName, middleName, suffix, ownAddress, sex, birthdate, birthPlace, civilStatus, citizenship, occupation,
    isPwd, isSoloParent, isIndigenous, is4Ps, isOutOfSchoolYouth,
  } = inhabitant;
  return {
    lastName, firstName, middleName, suffix, address: ownAddress, sex, birthdate, birthPlace, civilStatus, citizenship, occupation,
    isPwd, isSoloParent, isIndigenous, is4Ps, isOutOfSchoolYouth,
  };
}

/** The record's columns from its content: the inhabitant's own address is kept apart from their household's. */
function columnsOf({ address, ...rest }: InhabitantContent): Partial<Inhabitant> {
  return { ...rest, ownAddress: address };
}

function withHousehold(query: SelectQueryBuilder<Inhabitant>): SelectQueryBuilder<Inhabitant> {
  return query.leftJoinAndSelect('inhabitant.household', 'household').leftJoinAndSelect('household.purok', 'purok');
}
