import { DomainError, ErrorKind } from '../../common/domain-error';

export const CityErrors = {
  hostTaken: (host: string) => DomainError.invalid('HOST_TAKEN', { hostNames: [`The host name "${host}" already serves a barangay.`] }),
  psgcTaken: () => DomainError.invalid('PSGC_TAKEN', { psgcCode: ['A barangay with this PSGC code is already served by this install.'] }),
  /**
   * With several barangays each answers only at its own host names (docs/architecture.md#tenancy): a barangay without
   * one would no longer be reachable once a second exists.
   */
  hostlessBarangay: (name: string) => new DomainError(ErrorKind.Conflict, 'BARANGAY_WITHOUT_HOST',
    `Give ${name} a host name first: once the install serves several barangays, each answers only at its own host names.`),
  /** The same rule for a barangay of several losing its last host name. */
  hostNamesRequired: () => DomainError.invalid('BARANGAY_WITHOUT_HOST', {
    hostNames: ['Give at least one host name: while the install serves several barangays, each answers only at its own host names.'],
  }),
};
