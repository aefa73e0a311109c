// What app/ may use of this feature; the rest is its own (rules in .dependency-cruiser.cjs).
export { MissingPermissionPage } from './pages/missing-permission-page';
export { NotFoundPage } from './pages/not-found-page';
export { RouteErrorPage } from './pages/route-error-page';
export { UnauthorizedPage } from './pages/unauthorized-page';
