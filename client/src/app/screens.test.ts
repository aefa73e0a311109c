import { describe, expect, it } from 'vitest';
import english from '../../../packages/domain/src/i18n/catalogues/en.json';
import { paths } from '../config/paths';
import type { MenuName, ScreenRow } from '../lib/screens';
import { gateOf } from './guards/screen-gate';
import { MENUS, type MenuItem } from './layouts/menu-items';
import { COMPOSED_SCREENS } from './compositions';
import { SCREENS } from './screens';

// The shape of the screen table (docs/architecture.md#screen-rows): what a new screen's row must say, checked once here.

/** Every page module on disk, by file: the features' and the app's own. */
const PAGE_MODULES: Record<string, Record<string, unknown>> = {
  ...import.meta.glob<Record<string, unknown>>('../features/*/pages/*-page.tsx', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('./pages/*-page.tsx', { eager: true }),
};

/** Pages the shell shows in place of a screen, at no address of their own. */
const SHOWN_WITHOUT_ADDRESS: Readonly<Record<string, string>> = {
  '../features/errors/pages/route-error-page.tsx': 'AppRoutes, when a screen fails (docs/rules/screens.md#screen-error)',
  '../features/errors/pages/missing-permission-page.tsx': 'RequirePermission, to a member whose role lacks the screen',
};

const MENU_NAMES: readonly MenuName[] = ['guest-top-bar', 'guest', 'resident', 'admin', 'city'];
const STAFF_ROWS = SCREENS.filter((row) => row.audience === 'admin' || row.audience === 'city');
/** The entries as an English reader sees them. */
const labels = (items: readonly MenuItem[]) => items.map((item) => english.menu[item.label]);
const isLazy = (component: unknown) =>
  typeof component === 'object' && component !== null && '$$typeof' in component && component.$$typeof === Symbol.for('react.lazy');

describe('the screen table', () => {
  it.each(Object.keys(PAGE_MODULES))('reaches the page module %s from a row, or says who shows it', async (file) => {
    const reached = new Set<unknown>(await Promise.all(SCREENS.map((row) => row.page.load())));
    const isReached = Object.values(PAGE_MODULES[file] ?? {}).some((exported) => reached.has(exported));
    expect({ file, reached: isReached }).toEqual({ file, reached: !(file in SHOWN_WITHOUT_ADDRESS) });
  });

  it('gives every path to one row only', () => {
    const all = SCREENS.map((row) => row.path);
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
  });

  it('builds every menu entry from a row, at a position of its own in each menu', () => {
    for (const name of MENU_NAMES) {
      for (const item of MENUS[name]) {
        const rows = SCREENS.filter((row) => row.path === item.to && row.menu?.label === item.label && row.menu[name] !== undefined);
        expect({ entry: item.label, rows: rows.length }).toEqual({ entry: item.label, rows: 1 });
      }
      const positions = SCREENS.flatMap((row) => row.menu?.[name] ?? []);
      expect(new Set(positions).size).toBe(positions.length);
    }
    for (const row of SCREENS) if (row.menu) expect(MENU_NAMES.filter((name) => row.menu?.[name] !== undefined)).not.toHaveLength(0);
  });

  it("keeps the spec's menus in their order (docs/rules/screens.md#side-menu)", () => {
    expect(labels(MENUS.admin)).toEqual([
      'Dashboard', 'Project Manager', 'Document Types', 'Document Requests', 'Residents', 'Registry', 'Registry Reports',
      'Barangay Officials', 'Events', 'Announcements', 'Contact Details', 'Barangay Settings', 'Data Access', 'Privacy Notice',
      'Correction Requests', 'Erasure Requests', 'Account',
    ]);
    expect(labels(MENUS.resident)).toEqual(['Projects', 'Events', 'Announcements', 'Document Request', 'Profile', 'Contact Us']);
    expect(labels(MENUS.city)).toEqual(['City Overview', 'City Accounts', 'Account']);
    expect(labels(MENUS.guest)).toEqual(['Login', 'Register']);
    expect(labels(MENUS['guest-top-bar'])).toEqual(['Home', 'Contact Us', 'Login']);
  });

  it.each(STAFF_ROWS.map((row): [string, ScreenRow] => [row.path, row]))(
    'says which staff members may open %s: a permission, its menu screen, or every staff member out loud',
    (_path, row) => {
      const rules = [row.permission, row.cityPermission, row.everyStaffMember, row.menuScreen].filter((rule) => rule !== undefined);
      expect(rules).toHaveLength(1);
      // A sub-page's menu screen must be a menu entry (gateOf throws otherwise), and gives it a permission to follow.
      const gate = gateOf(row, SCREENS);
      if (row.everyStaffMember !== true) expect(gate.permission ?? gate.cityPermission).toBeDefined();
    },
  );

  it("composes other features' sections into rows of the table only", () => {
    for (const path of COMPOSED_SCREENS.keys()) expect(SCREENS.map((row) => row.path)).toContain(path);
  });

  it("loads every page on demand but the guests' home and the error pages (docs/architecture.md#client-chunks)", () => {
    expect(SCREENS.filter((row) => !isLazy(row.page.Component)).map((row) => row.path)).toEqual([
      paths.home, paths.notFound, paths.unauthorized, '*',
    ]);
  });
});
