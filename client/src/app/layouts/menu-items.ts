import type { MessageKey } from '@barangay-portal/domain';
import type { Role } from '../../lib/authorization';
import type { MenuName } from '../../lib/screens';
import { gateOf, mayOpen, type ScreenAccess, type ScreenGate } from '../guards/screen-gate';
import { SCREENS } from '../screens';

/** A menu's entry: a screen's label and address, and for a staff screen who may open it. */
export interface MenuItem extends ScreenGate {
  label: MessageKey<'menu'>;
  to: string;
}

/** The entries of one menu, read from the screen rows (docs/architecture.md#screen-rows), by position. */
function menuOf(name: MenuName): readonly MenuItem[] {
  return SCREENS.flatMap((row) => {
    const position = row.menu?.[name];
    if (row.menu === undefined || position === undefined) return [];
    return [{ position, item: { label: row.menu.label, to: row.path, ...gateOf(row, SCREENS) } }];
  })
    .sort((a, b) => a.position - b.position)
    .map(({ item }) => item);
}

/**
 * Every menu (docs/rules/screens.md#side-menu). The administrators' is the spec's order, then the Registry, Barangay
 * Settings and the privacy screens; a city account's holds the city's screens and Account (docs/architecture.md#city-level).
 */
export const MENUS: Readonly<Record<MenuName, readonly MenuItem[]>> = {
  'guest-top-bar': menuOf('guest-top-bar'),
  guest: menuOf('guest'),
  resident: menuOf('resident'),
  admin: menuOf('admin'),
  city: menuOf('city'),
};

/** The entries a staff member may open: a barangay's screens, or the city level's for a city account. */
export const staffMenuFor = (access: ScreenAccess): readonly MenuItem[] =>
  (access.cityRole ? MENUS.city : MENUS.admin).filter((item) => mayOpen(item, access));

/** The side menu of `role`; a staff member's holds the screens their `access` opens, a guest's the way in. */
export function menuFor(role: Role, access: ScreenAccess): readonly MenuItem[] {
  if (role === 'admin') return staffMenuFor(access);
  if (role === 'resident') return MENUS.resident;
  return MENUS.guest;
}

/**
 * The entry of the screen at `pathname`: the one with the longest address the path is at or under, so Registry Reports
 * (/registry/reports) is the current entry there rather than the Registry (/registry), whose record pages are under it.
 */
export function currentMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  return items
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .reduce<MenuItem | undefined>((longest, item) => (longest && longest.to.length >= item.to.length ? longest : item), undefined);
}
