import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { getMetadataArgsStorage } from 'typeorm';
import { NotificationKind } from '../../modules/notifications';
import type { AnyPortalModule } from '../../portal-module/portal-module';
import { PORTAL_MODULES } from '../modules';
import { resolvers } from '../schema';
import { entities } from '../data-source';

const modulesDir = path.join(__dirname, '../../modules');
const MODULES: readonly AnyPortalModule[] = PORTAL_MODULES;
const folders = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const sourcesOf = (pattern: RegExp) => readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => pattern.test(file) && !file.includes('__tests__'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- each module file, by its path.
const exportsOf = (file: string) => Object.entries(require(path.join(modulesDir, file)) as Record<string, unknown>);

describe('every module plugs in through its manifest (docs/architecture.md#add-a-module)', () => {
  test.each(folders)('modules/%s has a manifest in PORTAL_MODULES, named after its folder', (folder) => {
    const declared = exportsOf(`${folder}/${folder}.module.ts`).map(([, manifest]) => manifest);
    expect(declared).toHaveLength(1);
    expect(MODULES).toContain(declared[0]);
    expect((declared[0] as AnyPortalModule).name).toBe(folder);
  });

  test('PORTAL_MODULES holds each module once, and a module uses only modules listed before it', () => {
    expect(new Set(MODULES.map((module) => module.name)).size).toBe(folders.length);
    expect(MODULES).toHaveLength(folders.length);
    const late = MODULES.flatMap((module, index) =>
      (module.uses ?? []).filter((used) => !MODULES.slice(0, index).includes(used)).map((used) => `${module.name} uses ${used.name}`));
    expect(late).toEqual([]);
  });

  test('every entity is declared by a manifest', () => {
    const mapped = getMetadataArgsStorage().tables.map((table) => table.target).filter((target) => typeof target === 'function');
    expect(mapped.filter((target) => !entities.includes(target)).map((target) => (target as { name: string }).name)).toEqual([]);
  });

  test('every resolver class is declared by a manifest', () => {
    const classes = new Set(getMetadataStorage().resolverClasses.map((resolver) => resolver.target));
    const declared = new Set<unknown>(resolvers);
    expect([...classes].filter((target) => !declared.has(target)).map((target) => target.name)).toEqual([]);
  });

  test.each(sourcesOf(/\.rest\.ts$/))('the REST routers of %s are mounted by its manifest', (file) => {
    const mounted = new Set<unknown>(MODULES.flatMap((module) => (module.rest ?? []).map((mount) => mount.router)));
    const routers = exportsOf(file).filter(([name]) => /RestRouter$/.test(name));
    expect(routers.length).toBeGreaterThan(0);
    expect(routers.filter(([, router]) => !mounted.has(router)).map(([name]) => name)).toEqual([]);
  });

  test.each(sourcesOf(/\.seed\.ts$/))('the demo seed of %s is declared by a manifest', (file) => {
    const declared = new Set<unknown>(MODULES.flatMap((module) => module.seeds ?? []));
    expect(exportsOf(file).filter(([name, seed]) => /Seed$/.test(name) && !declared.has(seed)).map(([name]) => name)).toEqual([]);
  });

  test('every notification kind has one module that writes its notices', () => {
    const owners = Object.values(NotificationKind).map((kind) => MODULES.filter((module) => (module.notices ?? []).includes(kind)).map((module) => module.name));
    expect(owners.filter((names) => names.length !== 1)).toEqual([]);
  });
});
