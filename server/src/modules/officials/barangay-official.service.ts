import type { DataSource } from 'typeorm';
import { authorize } from '../../auth/audience';
import type { RequestContext } from '../../http/request-context';
import { officialPolicy } from './barangay-official.policy';
import { auditedTransaction } from '../audit';
import { Page, pageWindow } from '../../common/pagination';
import { patched, patchedOptional } from '../../common/patch';
import { likePattern } from '../../db/like-pattern';
import { lockedRow } from '../../db/locked-row';
import type { FileStorage } from '../../uploads/file-storage';
import { discardPicture, PictureUpload, writeWithPicture } from '../../uploads/public-picture';
import { BarangayOfficial } from './barangay-official.entity';
import { BarangayOfficialErrors } from './barangay-official.errors';
import {
  BarangayOfficialsArgs, BarangayOfficialSortField, CreateBarangayOfficialInput, UpdateBarangayOfficialInput,
} from './barangay-official.inputs';

type OfficialContent = Pick<BarangayOfficial, 'position' | 'name' | 'contactNumber' | 'address' | 'termStart' | 'termEnd'>;

const SORT_COLUMNS: Record<BarangayOfficialSortField, { column: string; nulls?: 'NULLS LAST' }> = {
  [BarangayOfficialSortField.NAME]: { column: 'lower(official.name)' },
  [BarangayOfficialSortField.POSITION]: { column: 'lower(official.position)' },
  [BarangayOfficialSortField.TERM_START]: { column: 'official.termStart', nulls: 'NULLS LAST' },
  [BarangayOfficialSortField.TERM_END]: { column: 'official.termEnd', nulls: 'NULLS LAST' },
  [BarangayOfficialSortField.CREATED_AT]: { column: 'official.createdAt' },
};

const EMPTY: OfficialContent = { position: '', name: '', contactNumber: '', address: '', termStart: null, termEnd: null };

/** The barangay's officials, shown on the public contact page. Public reads, administrator writes. */
export class BarangayOfficialService {
  constructor(private readonly db: DataSource, private readonly storage: FileStorage) {}

  async list(ctx: RequestContext, args: BarangayOfficialsArgs): Promise<Page<BarangayOfficial>> {
    authorize(ctx, officialPolicy.view);
    const query = this.db.getRepository(BarangayOfficial).createQueryBuilder('official');
    const search = args.search?.trim();
    if (search) {
      query.andWhere('(lower(official.name) LIKE :pattern OR lower(official.position) LIKE :pattern)', { pattern: likePattern(search) });
    }
    const sort = SORT_COLUMNS[args.sortBy];
    const { skip, take } = pageWindow(args);
    const [items, total] = await query
      .orderBy(sort.column, args.sortDirection, sort.nulls)
      .addOrderBy('official.id', args.sortDirection)
      .skip(skip).take(take)
      .getManyAndCount();
    return { items, total, page: args.page, pageSize: args.pageSize };
  }


  async get(ctx: RequestContext, id: number): Promise<BarangayOfficial> {
    authorize(ctx, officialPolicy.view);
    const official = await this.db.getRepository(BarangayOfficial).findOneBy({ id });
    if (!official) throw BarangayOfficialErrors.notFound();
    return official;
  }

  async create(ctx: RequestContext, input: CreateBarangayOfficialInput, picture: PictureUpload): Promise<BarangayOfficial> {
    const admin = authorize(ctx, officialPolicy.create);
    const content = this.checked(this.merged(EMPTY, input));
    return await writeWithPicture(this.storage, picture, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const officialPictureKey = await storePicture(null);
      return await manager.save(manager.create(BarangayOfficial, { ...content, officialPictureKey }));
    }));
  }

  /** Applies the fields given; a new picture replaces the old one, whose file is removed once the change is saved. */
  async update(ctx: RequestContext, id: number, changes: UpdateBarangayOfficialInput, picture: PictureUpload): Promise<BarangayOfficial> {
    const admin = authorize(ctx, officialPolicy.update);
    return await writeWithPicture(this.storage, picture, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const official = await lockedRow(manager, BarangayOfficial, id, BarangayOfficialErrors.notFound);
      Object.assign(official, this.checked(this.merged(official, changes)));
      official.officialPictureKey = await storePicture(official.officialPictureKey);
      return await manager.save(official);
    }));
  }

  /** Deletes the official, then (once that is committed) their picture file. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const admin = authorize(ctx, officialPolicy.delete);
    const pictureKey = await auditedTransaction(this.db, admin, async (manager) => {
      const official = await lockedRow(manager, BarangayOfficial, id, BarangayOfficialErrors.notFound);
      await manager.delete(BarangayOfficial, { id });
      return official.officialPictureKey;
    });
    await discardPicture(this.storage, pictureKey);
  }

  private merged(current: OfficialContent, changes: UpdateBarangayOfficialInput): OfficialContent {
    return {
      position: patched(current.position, changes.position),
      name: patched(current.name, changes.name),
      contactNumber: patched(current.contactNumber, changes.contactNumber),
      address: patched(current.address, changes.address),
      termStart: patchedOptional(current.termStart, changes.termStart),
      termEnd: patchedOptional(current.termEnd, changes.termEnd),
    };
  }

  private checked(content: OfficialContent): OfficialContent {
    // YYYY-MM-DD texts order as the dates do.
    if (content.termStart && content.termEnd && content.termEnd < content.termStart) throw BarangayOfficialErrors.termEndsBeforeStart();
    return content;
  }
}
