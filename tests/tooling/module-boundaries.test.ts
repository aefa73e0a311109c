// The module-boundary rules (.dependency-cruiser.cjs, run by `npm run boundaries` in `npm run check`) catch
// what they are for on a small tree made to break them, and hold on the real server and client.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const fixture = path.join(repoRoot, 'tests/fixtures/boundaries');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

interface CruiseResult {
  modules: { source: string; dependencies: { resolved: string }[] }[];
  summary: { violations: Violation[] };
}

/** depcruise's command line as `npm run boundaries` runs it, but for the output type. */
function depcruise(cwd: string, tsConfig: string, roots: string[], outputType: 'json' | 'err-long') {
  const run = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/depcruise'),
    [...roots, '--config', path.join(repoRoot, '.dependency-cruiser.cjs'), '--ts-config', tsConfig, '-T', outputType],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  return { exitCode: run.status, output: run.stdout };
}

const cruise = (cwd: string, tsConfig: string, roots: string[]): CruiseResult =>
  JSON.parse(depcruise(cwd, tsConfig, roots, 'json').output) as CruiseResult;

/** One line per violation: the rule, the import, and for a cycle the files it goes through. */
const described = (violations: Violation[]): string[] =>
  violations.map((v) => {
    const cycle = v.cycle ? ` (cycle: ${v.cycle.map((step) => step.name).join(' -> ')})` : '';
    return `${v.rule.name}: ${v.from} -> ${v.to}${cycle}`;
  }).sort();

describe('module boundaries (dependency-cruiser)', () => {
  let broken: CruiseResult;
  beforeAll(() => {
    broken = cruise(fixture, 'tsconfig.json', ['client/src', 'server/src']);
  }, 60_000);

  it('fails the check on a cycle, naming its files', () => {
    const { exitCode, output } = depcruise(fixture, 'tsconfig.json', ['server/src'], 'err-long');
    expect(exitCode).not.toBe(0);
    expect(output).toContain('error no-circular: server/src/modules/certificates/certificate.service.ts');
    expect(output).toContain('This import closes a cycle');
  }, 60_000);

  it('finds a cycle between two server modules, even through their entry points and a known domain cycle', () => {
    expect(described(broken.summary.violations).filter((line) => line.includes('server/'))).toEqual([
      'no-circular: server/src/modules/certificates/certificate.service.ts -> server/src/modules/document-requests/index.ts'
        + ' (cycle: server/src/modules/document-requests/index.ts -> server/src/modules/document-requests/document-request.service.ts'
        + ' -> server/src/modules/certificates/index.ts -> server/src/modules/certificates/certificate.service.ts)',
    ]);
  });

  it('refuses a ui component that imports a feature (through a tsconfig path), and the cycle it closes', () => {
    expect(described(broken.summary.violations).filter((line) => line.includes('client/'))).toEqual([
      'client-lower-layer-not-up: client/src/ui/banner.tsx -> client/src/features/home/index.ts',
      'no-circular: client/src/features/home/home-link.tsx -> client/src/ui/banner.tsx'
        + ' (cycle: client/src/ui/banner.tsx -> client/src/features/home/index.ts -> client/src/features/home/home-link.tsx)',
    ]);
  });

  it('reads every import of a .tsx file with JSX, `import type` included', () => {
    const banner = broken.modules.find((m) => m.source === 'client/src/ui/banner.tsx');
    expect(banner?.dependencies.map((d) => d.resolved).sort()).toEqual([
      'client/src/features/home/index.ts',
      'client/src/theme/tones.ts',
    ]);
  });

  it.each([
    ['server/src', 'server/tsconfig.json'],
    ['client/src', 'client/tsconfig.json'],
  ])('holds on the real %s', (root, tsConfig) => {
    const result = cruise(repoRoot, tsConfig, [root]);
    expect(described(result.summary.violations)).toEqual([]);
    // Every module of the tree was read, not just the entry points.
    expect(result.modules.filter((m) => m.source.startsWith(`${root}/`)).length).toBeGreaterThan(200);
  }, 120_000);
});
