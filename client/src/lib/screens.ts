import type { CityPermission, MessageKey } from '@barangay-portal/domain';
import { lazy, type ComponentType } from 'react';
import type { Permission } from '../gql/graphql';

/*
 * One row per screen (docs/architecture.md#screen-rows): its address, its page, who may open it and its menu entry.
 * A feature exports its rows from its own `screens.ts`; app/screens.ts gathers them, and the routes, the menus and the
 * guards are read from there.
 */

/** A screen's page, and how to load it. */
export interface ScreenPage<Props extends object = object> {
  /** What the route draws: the page, or (lazyPage) a stand-in that downloads it the first time it is drawn. */
  readonly Component: ComponentType<Props>;
  /** The page, loaded: a composition downloads it together with its own module (app/compositions.ts), a test finds its module. */
  readonly load: () => Promise<ComponentType<Props>>;
}

/**
 * A page downloaded when its screen is first opened, so guests never download the signed-in screens and residents
 * never the staff's (docs/architecture.md#client-chunks). `load` imports the page's module: `() => import('./pages/x-page')`.
 */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ScreenPage<Props> {
  return { Component: lazy(load), load: async () => (await load()).default };
}

/**
 * A page that comes with the first download: the guests' /home, whose first paint has a budget (npm run bench:client),
 * and the error pages the guards send to.
 */
export function eagerPage<Props extends object>(Component: ComponentType<Props>): ScreenPage<Props> {
  return { Component, load: () => Promise.resolve(Component) };
}

/** The menus (docs/rules/screens.md#side-menu): the guests' top bar and side menu, the residents', the barangay staff's, the city's. */
export type MenuName = 'guest-top-bar' | 'guest' | 'resident' | 'admin' | 'city';

/**
 * A screen's entry in the menus: its label (a key of the catalogue's `menu` namespace), and its position in each
 * menu it is in, lower first (`{ label: 'registry', admin: 60 }`).
 */
export type MenuEntry = { label: MessageKey<'menu'> } & Partial<Record<MenuName, number>>;

/** No staff rule: the screens of guests, residents and everyone. */
interface NoStaffRule {
  permission?: never;
  cityPermission?: never;
  everyStaffMember?: never;
  menuScreen?: never;
}

/**
 * Who may open a screen, and so which guard stands before it (docs/rules/screens.md#guards). A staff screen says which
 * members may (docs/rules/accounts.md#staff-roles), exactly one way: a `permission` of their role; `everyStaffMember`,
 * said out loud; or `menuScreen`, the path of the menu screen a sub-page is reached from (a registry record's page),
 * whose rule it follows. A city screen (docs/architecture.md#city-level) names the `cityPermission` it needs.
 */
export type ScreenAccess =
  /** Guests only (a signed-in user is sent to `/`), residents only, or anyone with no guard. */
  | ({ audience: 'guest' | 'resident' | 'public' } & NoStaffRule)
  | ({ audience: 'admin'; permission: Permission } & Omit<NoStaffRule, 'permission'>)
  | ({ audience: 'admin'; everyStaffMember: true } & Omit<NoStaffRule, 'everyStaffMember'>)
  | ({ audience: 'admin' | 'city'; menuScreen: string } & Omit<NoStaffRule, 'menuScreen'>)
  | ({ audience: 'city'; cityPermission: CityPermission } & Omit<NoStaffRule, 'cityPermission'>);

export type ScreenAudience = ScreenAccess['audience'];

/** One screen: where it is, what it draws, who may open it, where the menus list it. */
export type ScreenRow<Props extends object = object> = ScreenAccess & {
  /** The address, as React Router matches it (`:id` for a part, `*` for any other address). */
  path: string;
  page: ScreenPage<Props>;
  menu?: MenuEntry;
  /** The layouts draw no bars and no footer around it (docs/rules/screens.md#layout-signed-in): the sign-in pages. */
  bareLayout?: true;
};
