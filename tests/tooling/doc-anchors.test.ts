// scripts/check-doc-anchors.mjs (`npm run docs:anchors`, part of `npm run check`) fails on a documentation reference
// that points nowhere, on a small tree made for it, and passes on the repository (docs/architecture.md#anchor-index).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Written apart in the fixtures, so the repository's own check does not read them as references. */
const DOCS = 'docs';
const repoRoot = path.resolve(__dirname, '../..');
const script = path.join(repoRoot, 'scripts/check-doc-anchors.mjs');

function check(root?: string) {
  const run = spawnSync(process.execPath, [script, ...(root ? ['--root', root] : [])], { encoding: 'utf8' });
  return { exitCode: run.status, output: `${run.stdout}${run.stderr}` };
}

const PAGE = [
  '# A page',
  '',
  '## <a id="kept-rule"></a>A rule',
  '',
  '## Heading: with `code` and [a link](other.md)',
  '',
  '## Twice',
  '',
  '## Twice',
  '',
  '```',
  '# not a heading',
  'see [nowhere](missing.md#nothing)',
  '```',
].join('\n');

let root: string;

/** Writes files under the tree, by path from its root. */
function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'doc-anchors-'));
  write({
    [`${DOCS}/page.md`]: PAGE,
    [`${DOCS}/other.md`]: '# Other\n\nBack to [the rule](page.md#kept-rule) and [here](#other).\n',
    [`${DOCS}/topic/sub.md`]: '# Sub\n\nUp: [rule](../page.md#kept-rule), [twice](../page.md#twice-1), [page](../other.md).\n',
    'server/src/rule.ts': [
      `// ${DOCS}/page.md#kept-rule`,
      `// ${DOCS}/page.md#heading-with-code-and-a-link and ${DOCS}/topic/sub.md`,
      `const url = 'https://example.org/${DOCS}/gone.md#x';`,
    ].join('\n'),
    // Never scanned: installed packages, builds and generated code.
    'node_modules/some-package/index.js': `// ${DOCS}/gone.md#x`,
    'client/dist/assets/app.js': `// ${DOCS}/gone.md#x`,
    'client/src/gql/graphql.ts': `// ${DOCS}/page.md#gone`,
  });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('passes when every page and anchor exists: ids, heading slugs, repeated headings, relative links', () => {
  const { exitCode, output } = check(root);
  expect(output).toMatch(/all \d+ resolve/);
  expect(exitCode).toBe(0);
});

test('fails on an anchor a page does not have, naming the file, the line and the anchor', () => {
  write({ 'tests/integration/flow.test.ts': `\n\n// Rule: ${DOCS}/page.md#moved-away\n` });
  const { exitCode, output } = check(root);
  expect(exitCode).toBe(1);
  expect(output).toContain(`tests/integration/flow.test.ts:3: ${DOCS}/page.md#moved-away: no anchor #moved-away on ${DOCS}/page.md`);
});

test('fails on a page that does not exist', () => {
  write({ 'scripts/tool.mjs': `// ${DOCS}/architecture/gone.md#kept-rule\n` });
  const { exitCode, output } = check(root);
  expect(exitCode).toBe(1);
  expect(output).toContain(`scripts/tool.mjs:1: ${DOCS}/architecture/gone.md#kept-rule: no page ${DOCS}/architecture/gone.md`);
});

test('fails on a relative link between docs pages whose anchor is missing, and on a missing anchor of the page itself', () => {
  write({ [`${DOCS}/topic/broken.md`]: '# Broken\n\nSee [it](../other.md#nope) and [below](#absent).\n' });
  const { exitCode, output } = check(root);
  expect(exitCode).toBe(1);
  expect(output).toContain(`${DOCS}/topic/broken.md:3: ../other.md#nope: no anchor #nope on ${DOCS}/other.md`);
  expect(output).toContain(`${DOCS}/topic/broken.md:3: #absent: no anchor #absent on ${DOCS}/topic/broken.md`);
});

test('every documentation reference of the repository resolves', () => {
  const { exitCode, output } = check();
  expect(output).toMatch(/all \d+ resolve/);
  expect(exitCode).toBe(0);
});
