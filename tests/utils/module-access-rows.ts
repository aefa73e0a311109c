// The manifests load the resolvers, whose decorators need the metadata API: this file may be a test's first import of them.
import 'reflect-metadata';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_MODULES } from '../../server/src/composition/modules';
import type { ModuleAccessRows } from '../../server/src/portal-module/__tests__/access-rows';

const MODULES = path.join(__dirname, '../../server/src/modules');

/** Where a module keeps its rows of the access matrices (docs/architecture.md#add-a-module, point 6). */
const rowsFile = (module: string) => path.join(MODULES, module, '__tests__', `${module}.access.ts`);

/**
 * Every module's rows of the access matrices, in the order of PORTAL_MODULES (a manifest's `name` is its folder).
 * A module without doors (`content`) has no rows file. A rows file the list does not reach (a misnamed one, or in a
 * folder of no module) is an error, so that no row is left out unnoticed.
 */
export function accessRowsOfModules(): Array<{ module: string; rows: ModuleAccessRows }> {
  const names: string[] = PORTAL_MODULES.map((module) => module.name);
  const stray = readdirSync(MODULES).flatMap((folder) => {
    const tests = path.join(MODULES, folder, '__tests__');
    if (!existsSync(tests)) return [];
    return readdirSync(tests).filter((file) => file.endsWith('.access.ts') && !(names.includes(folder) && file === `${folder}.access.ts`))
      .map((file) => `${folder}/__tests__/${file}`);
  });
  if (stray.length) throw new Error(`rows files of no module in PORTAL_MODULES: ${stray.join(', ')}`);
  return names.filter((name) => existsSync(rowsFile(name))).map((name) => {
    // Read as the test file is collected: jest names its tests from these rows before any test runs, so no `await import`.
    const { accessRows } = require(rowsFile(name)) as { accessRows?: ModuleAccessRows };
    if (!accessRows) throw new Error(`${path.relative(MODULES, rowsFile(name))} exports no accessRows`);
    return { module: name, rows: accessRows };
  });
}

/** The keys that more than one module has rows for, each with those modules: every operation is one module's. */
export function rowsInSeveralModules(keysByModule: Array<{ module: string; keys: string[] }>): Record<string, string[]> {
  const modulesOf = new Map<string, string[]>();
  for (const { module, keys } of keysByModule) {
    for (const key of new Set(keys)) modulesOf.set(key, [...(modulesOf.get(key) ?? []), module]);
  }
  return Object.fromEntries([...modulesOf].filter(([, modules]) => modules.length > 1));
}
