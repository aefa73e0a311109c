import type { DataSource } from 'typeorm';
import { authorize } from '../../auth/audience';
import type { RequestContext } from '../../http/request-context';
import { officialPolicy } from './barangay-official.policy';
import { PictureRecords } from '../audit';
import type { Page } from '../../common/pagination';
import { patched, patchedOptional } from '../../common/patch';
import { likePattern } from '../../db/like-pattern';
import { sortedPage } from '../../db/sorted-page';
import type { FileStorage } from '../../uploads/file-storage';
import type { PictureUpload } from '../../uploads/public-picture';
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
  private readonly records: PictureRecords<BarangayOfficial, 'officialPictureKey'>;

  constructor(private readonly db: DataSource, storage: FileStorage) {
    this.records = new PictureRecords(db, storage, BarangayOfficial, 'officialPictureKey', BarangayOfficialErrors.notFound);
  }

  async list(ctx: RequestContext, args: BarangayOfficialsArgs): Promise<Page<BarangayOfficial>> {
    authorize(ctx, officialPolicy.view);
    const query = this.db.getRepository(BarangayOfficial).createQueryBuilder('official');
    const search = args.search?.trim();
    if (search) {
      query.andWhere('(lower(official.name) LIKE :pattern OR lower(official.position) LIKE :pattern)', { pattern: likePattern(search) });
    }
    return await sortedPage(query, args, SORT_COLUMNS[args.sortBy]);
  }

  async get(ctx: RequestContext, id: number): Promise<BarangayOfficial> {
    authorize(ctx, officialPolicy.view);
    return await this.records.find(id);
  }

  async create(ctx: RequestContext, input: CreateBarangayOfficialInput, picture: PictureUpload): Promise<BarangayOfficial> {
    const admin = authorize(ctx, officialPolicy.create);
    const content = this.checked(this.merged(EMPTY, input));
    return await this.records.create(admin, content, picture);
  }

  /** Applies the fields given; a new picture replaces the old one, whose file is removed once the change is saved. */
  async update(ctx: RequestContext, id: number, changes: UpdateBarangayOfficialInput, picture: PictureUpload): Promise<BarangayOfficial> {
    const admin = authorize(ctx, officialPolicy.update);
    return await this.records.update(admin, id, picture, (official) => Object.assign(official, this.checked(this.merged(official, changes))));
  }

  /** Deletes the official, then (once that is committed) their picture file. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.records.delete(authorize(ctx, officialPolicy.delete), id);
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
