/**
 * How long a polled wait lets a condition take before it fails the test. A polled wait returns as soon as
 * its condition holds, so this bound costs nothing when the code works; it only has to outlast a slow answer
 * on a loaded shared machine (seconds), while staying inside jest's testTimeout (30 s, jest.config.js) so
 * the failure names what was awaited (docs/architecture.md#test-time).
 */
export const POLL_LIMIT_MS = 20_000;

/** Waits until `condition` holds, checking every `intervalMs`; fails naming `what` after `timeoutMs`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string, intervalMs = 10,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
