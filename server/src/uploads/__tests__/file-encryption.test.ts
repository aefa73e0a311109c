import { randomBytes } from 'node:crypto';
import { detectFileKind } from '../file-kind';
import {
  decryptFile, encryptFile, HEADER_BYTES, isEncryptedFile, keyIdOf, keyIdOfFile, type MasterKey, masterKeyOf, rewrapFile,
  UnreadableFileError, type UnreadableReason,
} from '../file-encryption';

const NAME = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
// A PNG's signature and some of its first chunk: what must never be the start of the file on disk.
const PNG_START = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const content = Buffer.concat([PNG_START, randomBytes(5000)]);

const oldKey = masterKeyOf(randomBytes(32));
const newKey = masterKeyOf(randomBytes(32));
const lookupOf = (...keys: MasterKey[]) => (id: string) => keys.find((key) => key.id === id);

function refusal(work: () => unknown): UnreadableReason {
  try {
    work();
  } catch (error) {
    if (error instanceof UnreadableFileError) return error.reason;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('the encrypted file format', () => {
  const sealed = encryptFile(content, NAME, oldKey);

  it('starts with the magic, the version and the key id, never with the content, and holds none of it in the clear', () => {
    expect(sealed.subarray(0, 5).toString('latin1')).toBe('BPEF\u0001');
    expect(sealed.subarray(5, 13).toString('hex')).toBe(oldKey.id);
    expect(keyIdOfFile(sealed)).toBe(oldKey.id);
    expect(isEncryptedFile(sealed)).toBe(true);
    expect(detectFileKind(sealed)).toBeNull();
    expect(sealed.includes(PNG_START)).toBe(false);
    expect(sealed.includes(content.subarray(100, 132))).toBe(false);
    // The header, then the content's length: GCM adds nothing but its tag, kept in the header.
    expect(sealed.length).toBe(HEADER_BYTES + content.length);
  });

  it('decrypts to exactly the content, with the master key that wrapped it', () => {
    expect(decryptFile(sealed, NAME, lookupOf(oldKey)).equals(content)).toBe(true);
  });

  it('uses a new data key for every file: the same content twice gives two different files', () => {
    const again = encryptFile(content, NAME, oldKey);
    expect(again.subarray(HEADER_BYTES).equals(sealed.subarray(HEADER_BYTES))).toBe(false);
    expect(decryptFile(again, NAME, lookupOf(oldKey)).equals(content)).toBe(true);
  });

  it('names a key by a fingerprint that is not the key, and tells keys apart', () => {
    expect(oldKey.id).toMatch(/^[0-9a-f]{16}$/);
    expect(oldKey.id).toBe(keyIdOf(oldKey.secret));
    expect(oldKey.id).not.toBe(newKey.id);
    expect(oldKey.secret.toString('hex')).not.toContain(oldKey.id);
  });

  it('re-wraps the data key with another master key, leaving the content bytes as they were', () => {
    const rewrapped = rewrapFile(sealed, lookupOf(oldKey), newKey);
    expect(keyIdOfFile(rewrapped)).toBe(newKey.id);
    expect(rewrapped.subarray(73).equals(sealed.subarray(73))).toBe(true);
    expect(decryptFile(rewrapped, NAME, lookupOf(newKey)).equals(content)).toBe(true);
    // The old key no longer opens it, whether the reader looks it up by id or forces it.
    expect(refusal(() => decryptFile(rewrapped, NAME, lookupOf(oldKey)))).toBe('unknown-key');
    expect(refusal(() => decryptFile(rewrapped, NAME, () => oldKey))).toBe('tampered');
  });

  it.each([
    ['a changed byte of the content', (file: Buffer) => { file[HEADER_BYTES + 10] ^= 0x01; }],
    ['a changed byte of the content tag', (file: Buffer) => { file[90] ^= 0x01; }],
    ['a changed byte of the wrapped data key', (file: Buffer) => { file[30] ^= 0x01; }],
    ['a cut-off end', (file: Buffer) => file.subarray(0, file.length - 1)],
  ])('refuses %s as tampered', (_label, change) => {
    const file = Buffer.from(sealed);
    const changed = change(file) ?? file;
    expect(refusal(() => decryptFile(changed, NAME, lookupOf(oldKey)))).toBe('tampered');
  });

  it('refuses a header whose key id was edited to name another key', () => {
    const file = Buffer.from(sealed);
    Buffer.from(newKey.id, 'hex').copy(file, 5);
    expect(refusal(() => decryptFile(file, NAME, lookupOf(oldKey, newKey)))).toBe('tampered');
  });

  it('refuses the file under another name: a file moved to another account is not shown as theirs', () => {
    expect(refusal(() => decryptFile(sealed, '9b2e4c1a-0000-4000-8000-000000000000.png', lookupOf(oldKey)))).toBe('tampered');
  });

  it('refuses a file wrapped by a key it is not given, naming that key', () => {
    const error = (() => {
      try {
        decryptFile(sealed, NAME, lookupOf(newKey));
      } catch (caught) {
        return caught as UnreadableFileError;
      }
      throw new Error('expected a refusal');
    })();
    expect(error).toBeInstanceOf(UnreadableFileError);
    expect(error.reason).toBe('unknown-key');
    expect(error.keyId).toBe(oldKey.id);
    expect(error.message).toContain(oldKey.id);
    expect(error.message).not.toContain(oldKey.secret.toString('base64'));
  });

  it.each<[string, Buffer, UnreadableReason]>([
    ['a plain image', content, 'not-encrypted'],
    ['a file shorter than the header', sealed.subarray(0, HEADER_BYTES - 1), 'truncated'],
    ['a few bytes', Buffer.from('BP'), 'truncated'],
    ['a newer format version', Buffer.concat([Buffer.from('BPEF\u0002', 'latin1'), sealed.subarray(5)]), 'unsupported-version'],
  ])('refuses %s with its reason', (_label, file, reason) => {
    expect(refusal(() => decryptFile(file, NAME, lookupOf(oldKey)))).toBe(reason);
  });

  it('takes only 32-byte master keys', () => {
    expect(() => masterKeyOf(randomBytes(16))).toThrow('A master key is 32 bytes, not 16');
  });
});
