/**
 * A value made before the file's first test (beforeAll) and, given `dispose`, disposed of after its last.
 * The object answered is filled in place once the value is made, so a file binds it with `const` at its top
 * and uses it in every test. Only a plain object can be filled so (its own properties are copied).
 */
export function madeBeforeAll<T extends object>(
  make: () => Promise<T>, dispose?: (value: T) => Promise<void>, timeoutMs?: number,
): T {
  const value = {} as T;
  let made = false;
  beforeAll(async () => {
    const result = await make();
    if (Object.getPrototypeOf(result) !== Object.prototype) throw new Error('madeBeforeAll fills plain objects only');
    Object.assign(value, result);
    made = true;
  }, timeoutMs);
  if (dispose) {
    afterAll(async () => {
      if (made) await dispose(value);
    });
  }
  return value;
}
