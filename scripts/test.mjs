// `npm test`: every suite — server unit, integration (real PostgreSQL), browser journeys (jest), and the
// client's component tests (Vitest) — then one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, repoRoot } from './build-if-stale.mjs';

// The browser tests and the start-up test drive the built portal.
buildIfStale('client');
buildIfStale('server');

const reports = mkdtempSync(path.join(os.tmpdir(), 'portal-test-reports-'));
const extraArgs = process.argv.slice(2);

function run(label, command, args, reportFile) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  } catch {
    // No report: the runner itself failed before testing; count that as a failure below.
  }
  const crashed = result.status !== 0 && counts.failed === 0;
  return { ...counts, failed: counts.failed + (crashed ? 1 : 0), ok: result.status === 0 };
}

const jestReport = path.join(reports, 'jest.json');
const vitestReport = path.join(reports, 'vitest.json');
const results = [
  run('server, integration and browser tests (jest)', 'npx',
    ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`, ...extraArgs], jestReport),
  run('client tests (vitest)', 'npx',
    ['vitest', 'run', '--root', 'client', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], vitestReport),
];
rmSync(reports, { recursive: true, force: true });

const total = results.reduce((sum, r) => ({
  passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped,
}), { passed: 0, failed: 0, skipped: 0 });
const allOk = results.every((r) => r.ok) && total.failed === 0;
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
