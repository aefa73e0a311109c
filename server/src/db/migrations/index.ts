import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { DocumentLifecycle1763800000000 } from './1763800000000-document-lifecycle';
import { IdVerificationDecisions1763940000000 } from './1763940000000-id-verification-decisions';
import { ResidentStatistics1764000000000 } from './1764000000000-resident-statistics';
import { VerifiableDocuments1764100000000 } from './1764100000000-verifiable-documents';
import { Notifications1764200000000 } from './1764200000000-notifications';
import { AuditLog1764300000000 } from './1764300000000-audit-log';
import { PasswordChangedNotification1764400000000 } from './1764400000000-password-changed-notification';
import { TwoFactorSignIn1764500000000 } from './1764500000000-two-factor-sign-in';
import { LegacyPickupStatus1764600000000 } from './1764600000000-legacy-pickup-status';
import { ResidentNameSearch1764700000000 } from './1764700000000-resident-name-search';
import { PictureSizes1764800000000 } from './1764800000000-picture-sizes';
import { StaffRoles1764900000000 } from './1764900000000-staff-roles';
import { Barangays1765000000000 } from './1765000000000-barangays';
import { BarangayContent1765100000000 } from './1765100000000-barangay-content';
import { BarangayRecords1765200000000 } from './1765200000000-barangay-records';
import { BarangayRowSecurity1765300000000 } from './1765300000000-barangay-row-security';
import { BarangaySettings1765400000000 } from './1765400000000-barangay-settings';
import { CityLevel1765500000000 } from './1765500000000-city-level';
import { ResidentTransfers1765600000000 } from './1765600000000-resident-transfers';
import { RequestReadyAt1765700000000 } from './1765700000000-request-ready-at';
import { CertificateSeal1765800000000 } from './1765800000000-certificate-seal';
import { RegistryOfInhabitants1765900000000 } from './1765900000000-registry-of-inhabitants';
import { RegistrySearch1766000000000 } from './1766000000000-registry-search';
import { LeakproofSearch1766100000000 } from './1766100000000-leakproof-search';
import { WalkInService1766200000000 } from './1766200000000-walk-in-service';
import { RegistryImport1766300000000 } from './1766300000000-registry-import';
import { PoliciesReadBarangayOnce1766400000000 } from './1766400000000-policies-read-barangay-once';
import { AccentInsensitiveSearch1766500000000 } from './1766500000000-accent-insensitive-search';
import { IdImageRetention1766700000000 } from './1766700000000-id-image-retention';
import { DataAccessLedger1766800000000 } from './1766800000000-data-access-ledger';
import { PrivacyNotice1766900000000 } from './1766900000000-privacy-notice';
import { CorrectionRequests1767000000000 } from './1767000000000-correction-requests';
import { ErasureRequests1767100000000 } from './1767100000000-erasure-requests';
import { SharedRateLimits1767200000000 } from './1767200000000-shared-rate-limits';
import { StorageMarks1767300000000 } from './1767300000000-storage-marks';
import { ListingViewKinds1767400000000 } from './1767400000000-listing-view-kinds';
import { ListingViews1767450000000 } from './1767450000000-listing-views';
import { ResidentLinkConfirmation1767500000000 } from './1767500000000-resident-link-confirmation';
import { PreferredLanguage1767600000000 } from './1767600000000-preferred-language';

/** Every migration in order; listed explicitly so the compiled server and the tests load the same set. */
export const migrations = [
  InitialSchema1763700000000,
  DocumentLifecycle1763800000000,
  IdVerificationDecisions1763940000000,
  ResidentStatistics1764000000000,
  VerifiableDocuments1764100000000,
  Notifications1764200000000,
  AuditLog1764300000000,
  PasswordChangedNotification1764400000000,
  TwoFactorSignIn1764500000000,
  LegacyPickupStatus1764600000000,
  ResidentNameSearch1764700000000,
  PictureSizes1764800000000,
  StaffRoles1764900000000,
  Barangays1765000000000,
  BarangayContent1765100000000,
  BarangayRecords1765200000000,
  BarangayRowSecurity1765300000000,
  BarangaySettings1765400000000,
  CityLevel1765500000000,
  ResidentTransfers1765600000000,
  RequestReadyAt1765700000000,
  CertificateSeal1765800000000,
  RegistryOfInhabitants1765900000000,
  RegistrySearch1766000000000,
  LeakproofSearch1766100000000,
  WalkInService1766200000000,
  RegistryImport1766300000000,
  PoliciesReadBarangayOnce1766400000000,
  AccentInsensitiveSearch1766500000000,
  IdImageRetention1766700000000,
  DataAccessLedger1766800000000,
  PrivacyNotice1766900000000,
  CorrectionRequests1767000000000,
  ErasureRequests1767100000000,
  SharedRateLimits1767200000000,
  StorageMarks1767300000000,
  ListingViewKinds1767400000000,
  ListingViews1767450000000,
  ResidentLinkConfirmation1767500000000,
  PreferredLanguage1767600000000,
];
