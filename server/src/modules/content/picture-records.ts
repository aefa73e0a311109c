import type { DataSource, DeepPartial, EntityTarget, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../identity/auth-user';
import { lockedRow } from '../../db/locked-row';
import type { FileStorage } from '../../uploads/file-storage';
import type { PictureSizes } from '../../uploads/picture-variants';
import { discardPicture, type PictureColumns, type PictureUpload, writeWithPicture } from '../../uploads/public-picture';
import { auditedTransaction } from '../audit';

type PictureRecord<K extends string> = ObjectLiteral & { id: number; barangayId: number } & Record<K, string | null>;

/** The column beside a picture's key that holds its sizes: `projectPhotoKey` -> `projectPhotoSizes`. */
function sizesColumn(pictureKey: string): string {
  return pictureKey.replace(/Key$/, 'Sizes');
}

/**
 * The records with a public picture (projects, events, officials): one by id, the picture filter of the
 * galleries, and the administrator's writes, each in one audited transaction (docs/architecture.md#flow-transactions),
 * updates and deletes on the locked row, the picture file stored, replaced or removed in step with the
 * commit (uploads/public-picture.ts). The services keep the rules and the policy checks.
 */
export class PictureRecords<T extends PictureRecord<K>, K extends string> {
  constructor(
    private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly entity: EntityTarget<T>,
    /** The column that names the record's picture file. */
    private readonly pictureKey: K,
    private readonly notFound: () => Error,
  ) {}

  /** The barangay's record with this id, or the module's not-found error (another barangay's is not found). */
  async find(barangayId: number, id: number): Promise<T> {
    const record = await this.db.getRepository(this.entity).findOneBy(this.key(barangayId, id));
    if (!record) throw this.notFound();
    return record;
  }

  /** Keeps, in a list query, only the records with a picture (true) or only those without (false); null or left out: all. */
  withPicture(query: SelectQueryBuilder<T>, wanted: boolean | null | undefined): SelectQueryBuilder<T> {
    if (wanted === true) query.andWhere(`${query.alias}.${this.pictureKey} IS NOT NULL`);
    if (wanted === false) query.andWhere(`${query.alias}.${this.pictureKey} IS NULL`);
    return query;
  }

  /** Saves the checked content as the barangay's, with the picture sent, if any. */
  async create(admin: AuthUser, barangayId: number, content: DeepPartial<T>, picture: PictureUpload): Promise<T> {
    return await writeWithPicture(this.storage, picture, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const picture = await storePicture({ key: null, sizes: null });
      return await manager.save(manager.create(this.entity, Object.assign({}, content, { barangayId }, this.columnsOf(picture)) as DeepPartial<T>));
    }));
  }

  /** `change` applies the checked fields to the locked row; a new picture replaces the old one, whose file is removed once the change is saved. */
  async update(admin: AuthUser, barangayId: number, id: number, picture: PictureUpload, change: (record: T) => void): Promise<T> {
    return await writeWithPicture(this.storage, picture, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const record = await lockedRow(manager, this.entity, this.key(barangayId, id), this.notFound);
      change(record);
      const row = record as Record<string, unknown>;
      const current: PictureColumns = { key: record[this.pictureKey], sizes: (row[sizesColumn(this.pictureKey)] ?? null) as PictureSizes | null };
      Object.assign(record, this.columnsOf(await storePicture(current)));
      return await manager.save(record);
    }));
  }

  private key(barangayId: number, id: number): FindOptionsWhere<T> {
    return { id, barangayId } as FindOptionsWhere<T>;
  }

  /** The record's picture columns: the file's key and its sizes. */
  private columnsOf(picture: PictureColumns): Record<string, unknown> {
    return { [this.pictureKey]: picture.key, [sizesColumn(this.pictureKey)]: picture.sizes };
  }

  /** Deletes the barangay's record, then (once that is committed) its picture file. */
  async delete(admin: AuthUser, barangayId: number, id: number): Promise<void> {
    const pictureKey = await auditedTransaction(this.db, admin, async (manager) => {
      const record = await lockedRow(manager, this.entity, this.key(barangayId, id), this.notFound);
      await manager.delete(this.entity, { id: record.id });
      return record[this.pictureKey];
    });
    await discardPicture(this.storage, pictureKey);
  }
}
