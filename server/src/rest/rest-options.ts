import type { UploadIntake } from '../uploads/upload-intake';

/** What every module's REST routes are built with (a file of its own, so modules need not import the router that mounts them). */
export interface RestOptions {
  /** PUBLIC_URL, when set: the origin of absolute /media/ and verification URLs in answers. */
  publicUrl: string | undefined;
  /** Reads the multipart bodies of the routes that take files (restForm). */
  uploads: UploadIntake;
}
