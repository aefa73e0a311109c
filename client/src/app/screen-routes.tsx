import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ScreenAudience, ScreenRow } from '../lib/screens';
import { COMPOSED_SCREENS } from './compositions';
import { GuestOnly } from './guards/guest-only';
import { RequirePermission } from './guards/require-permission';
import { RequireRole } from './guards/require-role';
import { gateOf } from './guards/screen-gate';

/*
 * The privacy notice's gate before the residents' screens (docs/architecture.md#privacy-notice): a resident who has not
 * agreed to the notice in force reads it and agrees first. Residents alone download it.
 */
const PrivacyConsentGate = lazy(() => import('../features/privacy').then((feature) => ({ default: feature.PrivacyConsentGate })));

const screenRoute = (row: ScreenRow): RouteObject => {
  const Screen = COMPOSED_SCREENS.get(row.path) ?? row.page.Component;
  return { path: row.path, element: <Screen /> };
};

/**
 * The routes of the screen rows (docs/rules/screens.md#route-table), each behind the guard of its audience
 * (docs/rules/screens.md#guards); a staff or city screen also behind its gate (docs/rules/accounts.md#staff-roles).
 */
export function screenRoutes(rows: readonly ScreenRow[]): RouteObject[] {
  const rowsFor = (...audiences: ScreenAudience[]) => rows.filter((row) => audiences.includes(row.audience));
  return [
    { element: <GuestOnly />, children: rowsFor('guest').map(screenRoute) },
    {
      element: <RequireRole audience="resident" />,
      children: [{ element: <PrivacyConsentGate />, children: rowsFor('resident').map(screenRoute) }],
    },
    {
      element: <RequireRole audience="admin" />,
      children: rowsFor('admin', 'city').map((row) => ({
        element: <RequirePermission gate={gateOf(row, rows)} />,
        children: [screenRoute(row)],
      })),
    },
    // Outside the guards: the certificate check, the privacy notice, the set-password link, the error pages.
    ...rowsFor('public').map(screenRoute),
  ];
}
