import type { DataSource, DeepPartial, EntityTarget, FindOptionsWhere, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../auth/auth-user';
import { lockedRow } from '../../db/locked-row';
import type { FileStorage } from '../../uploads/file-storage';
import { discardPicture, type PictureUpload, writeWithPicture } from '../../uploads/public-picture';
import { auditedTransaction } from './audited-transaction';

type PictureRecord<K extends string> = ObjectLiteral & { id: number } & Record<K, string | null>;

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

  /** The record with this id, or the module's not-found error. */
  async find(id: number): Promise<T> {
    const record = await this.db.getRepository(this.entity).findOneBy({ id } as FindOptionsWhere<T>);
    if (!record) throw this.notFound();
    return record;
  }

  /** Keeps, in a list query, only the records with a picture (true) or only those without (false); null or left out: all. */
  withPicture(query: SelectQueryBuilder<T>, wanted: boolean | null | undefined): SelectQueryBuilder<T> {
    if (wanted === true) query.andWhere(`${query.alias}.${this.pictureKey} IS NOT NULL`);
    if (wanted === false) query.andWhere(`${query.alias}.${this.pictureKey} IS NULL`);
    return query;
  }

  /** Saves the checked content, with the picture sent, if any. */
  async create(admin: AuthUser, content: DeepPartial<T>, picture: PictureUpload): Promise<T> {
    return await writeWithPicture(this.storage, picture, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const key = await storePicture(null);
      return await manager.save(manager.create(this.entity, Object.assign({}, content, { [this.pictureKey]: key }) as DeepPartial<T>));
    }));
  }

  /** `change` applies the checked fields to the locked row; a new picture replaces the old one, whose file is removed once the change is saved. */
  async update(admin: AuthUser, id: number, picture: PictureUpload, change: (record: T) => void): Promise<T> {
    return await writeWithPicture(this.storage, picture, async (storePicture) => await auditedTransaction(this.db, admin, async (manager) => {
      const record = await lockedRow(manager, this.entity, id, this.notFound);
      change(record);
      (record as Record<K, string | null>)[this.pictureKey] = await storePicture(record[this.pictureKey]);
      return await manager.save(record);
    }));
  }

  /** Deletes the record, then (once that is committed) its picture file. */
  async delete(admin: AuthUser, id: number): Promise<void> {
    const pictureKey = await auditedTransaction(this.db, admin, async (manager) => {
      const record = await lockedRow(manager, this.entity, id, this.notFound);
      await manager.delete(this.entity, { id });
      return record[this.pictureKey];
    });
    await discardPicture(this.storage, pictureKey);
  }
}
