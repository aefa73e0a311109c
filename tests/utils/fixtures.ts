/** The password of every resident `registrationPayload` makes (unless overridden). */
export const RESIDENT_PASSWORD = 'kalayaan-1898';

/**
 * A complete, valid registration payload in the REST (snake_case) shape, agreeing to version 1 of the privacy notice as
 * the portal's own form does (docs/architecture.md#privacy-notice), so the resident is not asked again after signing in.
 * The spec's payload is this one without `privacy_notice_version`.
 */
export function registrationPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `resident${Math.floor(Math.random() * 1e9)}@example.com`,
    password: RESIDENT_PASSWORD,
    nickname: 'Juan',
    first_name: 'Juan',
    middle_name: 'Santos',
    last_name: 'Dela Cruz',
    gender: 'male',
    birthdate: '1990-05-01',
    birth_place: 'Quezon City',
    contact_number: '09171234567',
    civil_status: 'single',
    is_employed: true,
    is_voter: true,
    religion: 'Catholic',
    address: 'Purok 1, Barangay San Isidro',
    privacy_notice_version: 1,
    ...overrides,
  };
}

/** The same person as a GraphQL RegisterInput (agreeing to version 1 of the privacy notice too). */
export function registerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: `resident${Math.floor(Math.random() * 1e9)}@example.com`,
    password: 'kalayaan-1898',
    nickname: 'Maria',
    firstName: 'Maria',
    middleName: 'Reyes',
    lastName: 'Santos',
    gender: 'FEMALE',
    birthdate: '1985-02-14',
    birthPlace: 'Cebu City',
    contactNumber: '09181234567',
    civilStatus: 'MARRIED',
    isEmployed: false,
    isVoter: true,
    religion: 'Catholic',
    address: 'Purok 2, Barangay San Isidro',
    privacyNoticeVersion: 1,
    ...overrides,
  };
}
