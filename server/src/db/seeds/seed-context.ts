import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../uploads/file-storage';
import { pictureColumns, type PictureColumns, pictureRules } from '../../uploads/public-picture';

/** What a domain's demo seed works with. */
export interface SeedContext {
  db: DataSource;
  /** Stores a picture the way uploads are stored (checked, under a generated name, with its resized copies); returns its key and sizes. */
  storePicture: (bytes: Buffer, name: string) => Promise<PictureColumns>;
}

/**
 * One domain's demo records (docs/architecture.md#demo-seeds). `run` adds them only when the domain has no records
 * yet, so running the demo seed twice adds nothing the second time; it answers how many it added.
 */
export interface DemoSeed {
  name: string;
  run(context: SeedContext): Promise<number>;
}

/** A context for one seed, which can take back the pictures it stored if that seed fails. */
export function seedContext(db: DataSource, storage: FileStorage): SeedContext & { discardPictures(): Promise<void> } {
  const stored: string[] = [];
  return {
    db,
    async storePicture(bytes, name) {
      const picture = await storage.storeBytes(bytes, name, 'public', pictureRules('picture'));
      stored.push(picture.key);
      return pictureColumns(picture);
    },
    async discardPictures() {
      for (const key of stored.splice(0)) await storage.remove('public', key);
    },
  };
}
