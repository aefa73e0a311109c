/** Waits until `condition` holds, checking every `intervalMs`; fails naming `what` after `timeoutMs`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string, intervalMs = 10,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
