// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { DataAccessLedger, type DataAccessView, idsOf, idsSelectedBy, type IdsStatement, type ShownPeople } from './data-access-ledger';
export { DataAccessKind, IdViewPurpose } from './data-access.enums';
export { requiredIdViewPurpose } from './id-view-purpose';
