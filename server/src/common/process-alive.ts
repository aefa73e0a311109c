/** Whether a process with this pid runs on this machine (EPERM: it does, as another user, e.g. `postgres`). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
