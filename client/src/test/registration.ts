import type { RegisterInput } from '../gql/graphql';

/**
 * Juan Dela Cruz's registration as the server receives it (docs/rules/accounts.md#registration): what the wizard's tests
 * type in and the register form's tests build, so both speak of the same resident, who agreed to version 1 of the
 * privacy notice.
 */
export const JUAN_REGISTRATION: RegisterInput = {
  email: 'juan.delacruz@example.com',
  password: 'correct horse',
  nickname: 'Jun',
  middleName: 'Santos',
  lastName: 'Dela Cruz',
  firstName: 'Juan',
  gender: 'MALE',
  address: '12 Mabini St.',
  birthdate: '1990-04-01',
  birthPlace: 'Manila',
  contactNumber: '09171234567',
  civilStatus: 'MARRIED',
  isEmployed: true,
  isVoter: false,
  religion: 'Catholic',
  privacyNoticeVersion: 1,
};
