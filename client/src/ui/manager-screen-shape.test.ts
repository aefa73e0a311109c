import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every admin list goes through the one manager screen (docs/architecture/client.md#client-lists): a page under
 * features/<feature>/pages/ that shows a table, itself or through a component of its feature, renders it with
 * ManagerScreen or a screen built on it (the review screen), so paging, sorting, filters in the address, notices
 * and the empty and loading rows are the same everywhere. A page that shows a table another way is listed below
 * with the reason.
 */

const SRC = path.resolve(__dirname, '..');
const UI = path.join(SRC, 'ui');
const FEATURES = path.join(SRC, 'features');

/** The pages that show a table without the manager screen, and why that is right for them. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  'city/pages/city-accounts-page.tsx':
    "A whole list of the city's few offices: the server answers it whole (no page, sort or search to keep in the address).",
  'city/pages/city-overview-page.tsx': 'One roll-up row per barangay with the totals: a report, not a list of records.',
  'document-requests/pages/resident-document-requests-page.tsx': "A resident's own requests, not an admin list.",
  'privacy/pages/privacy-manager-page.tsx': "The privacy notice's editor; its table is the notice's history of published versions.",
  'registry/pages/household-page.tsx': "One household's record; its members' table is part of the record.",
  'registry/pages/registry-import-page.tsx': "An import's report: the problems found in the uploaded file.",
  'staff/pages/staff-page.tsx':
    'Two whole lists side by side (the members and the roles, each answered whole by the server), each with its own actions.',
};

/** A module's imports: the names (types left out) and where from, as written. */
function importsOf(file: string): { names: string[]; from: string }[] {
  const source = readFileSync(file, 'utf8');
  const found: { names: string[]; from: string }[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([^'"]*?)\s+from\s+'([^']+)'/gms)) {
    if (match[1]) continue;
    const clause = match[2] ?? '';
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = named.split(',').map((part) => part.trim()).filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause)?.[1];
    found.push({ names: defaultName ? [...names, defaultName] : names, from: match[3]! });
  }
  return found;
}

/** The file a relative import names, or undefined for a package. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
}

/** The names `ui/index.ts` exports from each of its modules. */
function uiExports(): Map<string, string[]> {
  const index = readFileSync(path.join(UI, 'index.ts'), 'utf8');
  const exports = new Map<string, string[]>();
  for (const match of index.matchAll(/^export\s+\{([^}]*)\}\s+from\s+'([^']+)'/gms)) {
    const module = resolved(path.join(UI, 'index.ts'), match[2]!);
    const names = match[1]!.split(',').map((part) => part.trim()).filter((part) => part !== '' && !part.startsWith('type '));
    if (module) exports.set(module, names);
  }
  return exports;
}

/** Whether a ui module is the manager screen or renders it, following ui's own imports. */
function buildsOnManagerScreen(module: string, seen = new Set<string>()): boolean {
  if (module === path.join(UI, 'manager-screen.tsx')) return true;
  if (seen.has(module)) return false;
  seen.add(module);
  return importsOf(module).some(({ from }) => {
    const target = resolved(module, from);
    return target !== undefined && target.startsWith(UI) && buildsOnManagerScreen(target, seen);
  });
}

/** The ui names that render an admin list through the manager screen (ManagerScreen, ReviewRequestsScreen). */
const MANAGER_ENTRIES = new Set([...uiExports()].filter(([module]) => buildsOnManagerScreen(module)).flatMap(([, names]) => names)
  .filter((name) => /^[A-Z]/.test(name)));

const isUi = (module: string | undefined) => module === path.join(UI, 'index.ts') || module === path.join(UI, 'table.tsx');

/** What one module takes from ui: its names. */
function uiNamesOf(file: string): string[] {
  return importsOf(file).filter(({ from }) => isUi(resolved(file, from))).flatMap(({ names }) => names);
}

/** The page and the modules of its own feature it uses, directly or through each other. */
function featureModulesOf(page: string, feature: string): string[] {
  const reached = new Set<string>([page]);
  const queue = [page];
  while (queue.length > 0) {
    const module = queue.pop()!;
    for (const { from } of importsOf(module)) {
      const target = resolved(module, from);
      if (target && target.startsWith(feature + path.sep) && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return [...reached];
}

/** Whether a module shows a table of its own: ui's Table, or a <table> element. */
const showsTable = (module: string) => uiNamesOf(module).includes('Table') || /<table[\s>]/.test(readFileSync(module, 'utf8'));

interface PageShape {
  page: string;
  showsTable: boolean;
  throughManager: boolean;
}

function pageShapes(): PageShape[] {
  return readdirSync(FEATURES).flatMap((feature) => {
    const pages = path.join(FEATURES, feature, 'pages');
    if (!existsSync(pages)) return [];
    return readdirSync(pages).filter((name) => name.endsWith('.tsx') && !name.includes('.test.')).map((name) => {
      const file = path.join(pages, name);
      const modules = featureModulesOf(file, path.join(FEATURES, feature));
      return {
        page: `${feature}/pages/${name}`,
        showsTable: modules.some(showsTable),
        throughManager: modules.some((module) => uiNamesOf(module).some((imported) => MANAGER_ENTRIES.has(imported))),
      };
    });
  });
}

describe('admin lists go through the manager screen', () => {
  const shapes = pageShapes();

  it('knows what renders a table and what renders the manager screen', () => {
    // The check reads real code: the manager screen shows ui's Table, and ManagerScreen and the review screen are its entries.
    expect(showsTable(path.join(UI, 'manager-screen.tsx'))).toBe(true);
    expect([...MANAGER_ENTRIES].sort()).toEqual(['ManagerScreen', 'ReviewRequestsScreen']);
    expect(shapes.length).toBeGreaterThan(30);
    const through = shapes.filter((shape) => shape.throughManager).map((shape) => shape.page);
    expect(through).toEqual(expect.arrayContaining([
      'projects/pages/project-manager-page.tsx',
      'document-requests/pages/document-request-manager-page.tsx',
      'registry/pages/registry-page.tsx',
      'corrections/pages/correction-requests-page.tsx',
      'erasure/pages/erasure-requests-page.tsx',
      'data-access/pages/data-access-ledger-page.tsx',
    ]));
  });

  it('refuses a page that shows a table without the manager screen, unless it is a listed exception', () => {
    const offenders = shapes.filter((shape) => shape.showsTable && !shape.throughManager && !(shape.page in EXCEPTIONS));
    expect(offenders.map((shape) => shape.page)).toEqual([]);
  });

  it('lists no exception that is no longer one', () => {
    const stale = Object.keys(EXCEPTIONS).filter((page) => {
      const shape = shapes.find((candidate) => candidate.page === page);
      return !shape || !shape.showsTable || shape.throughManager;
    });
    expect(stale).toEqual([]);
  });
});
