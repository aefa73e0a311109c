import type { DataSource } from 'typeorm';
import { authorize } from '../../identity/audience';
import { officialPolicy, officialStaffPolicy } from './barangay-official.policy';
import { auditedTransaction } from '../audit';
import { PictureContentService } from '../content';
import { User, UserType } from '../accounts';
import { isUniqueViolation } from '../../db/errors';
import { lockedRow } from '../../db/locked-row';
import type { RequestContext } from '../../http/request-context';
import { patched, patchedOptional, patchOf } from '../../common/patch';
import type { SortKeys } from '../../db/list-query';
import type { FileStorage } from '../../uploads/file-storage';
import { BarangayOfficial } from './barangay-official.entity';
import { BarangayOfficialErrors } from './barangay-official.errors';
import {
  BarangayOfficialsArgs, BarangayOfficialSortField, CreateBarangayOfficialInput, UpdateBarangayOfficialInput,
} from './barangay-official.inputs';

type OfficialContent = Pick<BarangayOfficial, 'position' | 'name' | 'contactNumber' | 'address' | 'termStart' | 'termEnd'>;

const SORT_KEYS: Record<BarangayOfficialSortField, SortKeys> = {
  [BarangayOfficialSortField.NAME]: { by: 'lower(official.name)' },
  [BarangayOfficialSortField.POSITION]: { by: 'lower(official.position)' },
  [BarangayOfficialSortField.TERM_START]: { by: 'official.termStart', nulls: 'NULLS LAST' },
  [BarangayOfficialSortField.TERM_END]: { by: 'official.termEnd', nulls: 'NULLS LAST' },
  [BarangayOfficialSortField.CREATED_AT]: { by: 'official.createdAt' },
};

/** A new official's fields before its input: the term dates may be left out. */
const BLANK: OfficialContent = { position: '', name: '', contactNumber: '', address: '', termStart: null, termEnd: null };

const withChanges = patchOf<OfficialContent>({
  position: patched, name: patched, contactNumber: patched, address: patched, termStart: patchedOptional, termEnd: patchedOptional,
});

/** The barangay's officials, shown on the public contact page. Public reads, administrator writes. */
export class BarangayOfficialService extends PictureContentService<
  BarangayOfficial, OfficialContent, 'officialPictureKey', BarangayOfficialsArgs, CreateBarangayOfficialInput, UpdateBarangayOfficialInput
> {
  constructor(db: DataSource, storage: FileStorage) {
    super(db, storage, {
      entity: BarangayOfficial, alias: 'official', pictureKey: 'officialPictureKey', policy: officialPolicy, notFound: BarangayOfficialErrors.notFound,
      searched: ['official.name', 'official.position'], sorts: SORT_KEYS, blank: BLANK,
    });
  }

  /**
   * Says which staff account the official is, or none (null): the person behind the account, e.g. who signs
   * certificates. An account is one official's: linking it here unlinks it from any other, in the same transaction.
   */
  async linkStaffMember(ctx: RequestContext, id: number, staffMemberId: number | null): Promise<BarangayOfficial> {
    const user = authorize(ctx, officialStaffPolicy.link);
    try {
      await auditedTransaction(this.db, user, async (manager) => {
        await lockedRow(manager, BarangayOfficial, { id, barangayId: ctx.barangay.id }, BarangayOfficialErrors.notFound);
        if (staffMemberId !== null && !(await manager.exists(User, { where: { id: staffMemberId, userType: UserType.ADMIN } }))) {
          throw BarangayOfficialErrors.notStaff();
        }
        if (staffMemberId !== null) await manager.update(BarangayOfficial, { staffMemberId }, { staffMemberId: null });
        await manager.update(BarangayOfficial, { id }, { staffMemberId });
      });
    } catch (error) {
      // Two links of one account racing: the unique index lets one through.
      if (isUniqueViolation(error)) throw BarangayOfficialErrors.staffAlreadyLinked();
      throw error;
    }
    return await this.db.manager.findOneByOrFail(BarangayOfficial, { id });
  }

  protected merged(current: OfficialContent, changes: UpdateBarangayOfficialInput): OfficialContent {
    const content = withChanges(current, changes);
    // YYYY-MM-DD texts order as the dates do.
    if (content.termStart && content.termEnd && content.termEnd < content.termStart) throw BarangayOfficialErrors.termEndsBeforeStart();
    return content;
  }
}
