import type { InhabitantFieldsFragment } from '../../gql/graphql';

// What the registry's tests answer with, shaped as the server answers (typenames included, as Apollo's cache reads them).

export const PUROK_1 = { __typename: 'Purok', id: 1, name: 'Purok 1' } as const;
export const SITIO = { __typename: 'Purok', id: 2, name: 'Sitio Malinis' } as const;

export const HOUSEHOLD_1 = {
  __typename: 'Household', id: 3, householdNumber: 'HH-001', address: '12 Rizal Street', purokId: 1, purok: PUROK_1,
} as const;
export const HOUSEHOLD_2 = {
  __typename: 'Household', id: 4, householdNumber: 'HH-002', address: '4 Mabini Street', purokId: 2, purok: SITIO,
} as const;

/** An inhabitant as the registry's queries give one: a living head of HH-001, 4Ps, not a senior. */
export function inhabitant(overrides: Partial<InhabitantFieldsFragment> = {}): InhabitantFieldsFragment & { __typename: 'Inhabitant' } {
  return {
    __typename: 'Inhabitant',
    id: 5,
    firstName: 'Juan',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    suffix: 'Jr.',
    fullName: 'Juan Santos Dela Cruz Jr.',
    age: 41,
    sex: 'MALE',
    status: 'LIVING',
    statusDate: null,
    relationshipToHead: 'HEAD',
    isSeniorCitizen: false,
    isPwd: false,
    isSoloParent: false,
    isIndigenous: false,
    is4Ps: true,
    isOutOfSchoolYouth: false,
    household: { __typename: 'Household', id: 3, householdNumber: 'HH-001', address: '12 Rizal Street', purok: PUROK_1 },
    address: '12 Rizal Street',
    birthdate: '1985-01-20',
    birthPlace: 'Caloocan',
    civilStatus: 'MARRIED',
    citizenship: 'Filipino',
    occupation: 'Fisherman',
    hasAccount: false,
    ...overrides,
  } as InhabitantFieldsFragment & { __typename: 'Inhabitant' };
}
