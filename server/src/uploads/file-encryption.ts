import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The format of a private file at rest (docs/architecture.md#privacy-encryption): the file's content under
 * AES-256-GCM with a data key of its own, that data key wrapped (AES-256-GCM too) by a master key, and a
 * fixed-size header in front saying which master key:
 *
 * | offset | bytes | field |
 * | --- | --- | --- |
 * | 0 | 4 | magic `BPEF` (Barangay Portal Encrypted File): no image or PDF starts with it (file-kind.ts) |
 * | 4 | 1 | format version, 1 |
 * | 5 | 8 | key id: a fingerprint of the master key that wrapped the data key (never the key) |
 * | 13 | 12 | nonce of the wrap |
 * | 25 | 32 | the wrapped data key |
 * | 57 | 16 | tag of the wrap, over the magic, version and key id as well |
 * | 73 | 12 | nonce of the content |
 * | 85 | 16 | tag of the content, over the magic, version and the file's storage key (its name) as well |
 * | 101 | … | the encrypted content, as long as the content |
 *
 * Re-wrapping under another master key (a rotation) changes bytes 5 to 72 only. Binding the content to the
 * file's name means a file moved under another account's name is refused, not shown as theirs.
 */
const MAGIC = Buffer.from('BPEF', 'ascii');
const VERSION = 1;
const ALGORITHM = 'aes-256-gcm';
export const MASTER_KEY_BYTES = 32;
const DATA_KEY_BYTES = 32;
const KEY_ID_BYTES = 8;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const AT = {
  version: 4,
  keyId: 5,
  wrapNonce: 13,
  wrappedKey: 25,
  wrapTag: 57,
  contentNonce: 73,
  contentTag: 85,
} as const;
export const HEADER_BYTES = 101;

/** A master key and its fingerprint, the id headers carry. */
export interface MasterKey {
  readonly id: string;
  readonly secret: Buffer;
}

/** Where a reader finds the master key a header names; undefined when it is not one it has. */
export type MasterKeyLookup = (id: string) => MasterKey | undefined;

/** Why a stored file cannot be read back. None of them says anything of the file's content. */
export type UnreadableReason =
  /** It does not start with the format's magic: a plain file, or one replaced by something else. */
  | 'not-encrypted'
  /** A format version this portal does not know (written by a newer one). */
  | 'unsupported-version'
  /** Shorter than the header. */
  | 'truncated'
  /** Wrapped by a master key the portal does not have. */
  | 'unknown-key'
  /** A tag does not match: changed on disk, or moved from another name. */
  | 'tampered';

const EXPLANATIONS: Record<UnreadableReason, string> = {
  'not-encrypted': 'the file is not encrypted',
  'unsupported-version': 'the file is in a format version this portal does not know',
  truncated: 'the file is shorter than its header',
  'unknown-key': 'the file is wrapped by a master key this portal does not have',
  tampered: 'the file was changed on disk (its authentication tag does not match)',
};

export class UnreadableFileError extends Error {
  constructor(readonly reason: UnreadableReason, readonly keyId: string | null = null) {
    super(`A private file cannot be read: ${EXPLANATIONS[reason]}${keyId ? ` (key id ${keyId})` : ''}`);
    this.name = 'UnreadableFileError';
  }
}

/** The fingerprint of a master key: enough to tell keys apart, nothing to learn the key from. */
export function keyIdOf(secret: Buffer): string {
  return createHash('sha256').update('barangay-portal data-encryption-key id\0').update(secret).digest()
    .subarray(0, KEY_ID_BYTES).toString('hex');
}

export function masterKeyOf(secret: Buffer): MasterKey {
  if (secret.length !== MASTER_KEY_BYTES) throw new Error(`A master key is ${MASTER_KEY_BYTES} bytes, not ${secret.length}`);
  return { id: keyIdOf(secret), secret };
}

/** Whether these first bytes are those of a file in this format (of any version). */
export function isEncryptedFile(start: Uint8Array): boolean {
  return start.length >= MAGIC.length && MAGIC.equals(start.subarray(0, MAGIC.length));
}

/** The key id of an encrypted file's header; throws UnreadableFileError when there is no such header. */
export function keyIdOfFile(file: Buffer): string {
  checkHeader(file);
  return file.subarray(AT.keyId, AT.keyId + KEY_ID_BYTES).toString('hex');
}

/** `plain`, the content of the file stored as `name`, encrypted under a new data key wrapped by `master`. */
export function encryptFile(plain: Buffer, name: string, master: MasterKey): Buffer {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, dataKey, nonce).setAAD(contentAad(name));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[AT.version] = VERSION;
  nonce.copy(header, AT.contentNonce);
  cipher.getAuthTag().copy(header, AT.contentTag);
  wrapInto(header, dataKey, master);
  return Buffer.concat([header, body]);
}

/** The content of the encrypted file stored as `name`; throws UnreadableFileError when it cannot be trusted. */
export function decryptFile(file: Buffer, name: string, lookup: MasterKeyLookup): Buffer {
  const dataKey = unwrap(file, lookup);
  const decipher = createDecipheriv(ALGORITHM, dataKey, file.subarray(AT.contentNonce, AT.contentNonce + NONCE_BYTES))
    .setAAD(contentAad(name))
    .setAuthTag(file.subarray(AT.contentTag, AT.contentTag + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(file.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new UnreadableFileError('tampered', keyIdOfFile(file));
  }
}

/**
 * The same file with its data key wrapped by `target` instead (a key rotation): the content stays as it is,
 * byte for byte. Throws UnreadableFileError when the current wrap cannot be opened.
 */
export function rewrapFile(file: Buffer, lookup: MasterKeyLookup, target: MasterKey): Buffer {
  const dataKey = unwrap(file, lookup);
  const rewrapped = Buffer.from(file);
  wrapInto(rewrapped, dataKey, target);
  return rewrapped;
}

function checkHeader(file: Buffer): void {
  if (!isEncryptedFile(file)) throw new UnreadableFileError(file.length < MAGIC.length ? 'truncated' : 'not-encrypted');
  if (file.length < HEADER_BYTES) throw new UnreadableFileError('truncated');
  if (file[AT.version] !== VERSION) throw new UnreadableFileError('unsupported-version');
}

/** Writes the key id, nonce, wrapped data key and tag of `master` into the header at the start of `file`. */
function wrapInto(file: Buffer, dataKey: Buffer, master: MasterKey): void {
  Buffer.from(master.id, 'hex').copy(file, AT.keyId);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, master.secret, nonce).setAAD(file.subarray(0, AT.wrapNonce));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  nonce.copy(file, AT.wrapNonce);
  wrapped.copy(file, AT.wrappedKey);
  cipher.getAuthTag().copy(file, AT.wrapTag);
}

function unwrap(file: Buffer, lookup: MasterKeyLookup): Buffer {
  const keyId = keyIdOfFile(file);
  const master = lookup(keyId);
  if (!master) throw new UnreadableFileError('unknown-key', keyId);
  const decipher = createDecipheriv(ALGORITHM, master.secret, file.subarray(AT.wrapNonce, AT.wrapNonce + NONCE_BYTES))
    // The magic, version and key id: a header whose id was edited to name another key fails here.
    .setAAD(file.subarray(0, AT.wrapNonce))
    .setAuthTag(file.subarray(AT.wrapTag, AT.wrapTag + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(file.subarray(AT.wrappedKey, AT.wrappedKey + DATA_KEY_BYTES)), decipher.final()]);
  } catch {
    throw new UnreadableFileError('tampered', keyId);
  }
}

function contentAad(name: string): Buffer {
  return Buffer.concat([MAGIC, Buffer.from([VERSION]), Buffer.from(name, 'utf8')]);
}
