import type { CivilStatus, Gender } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { labelOf } from '../profile-form';
import type { DetailItem } from './detail-list';

export interface IdentityFields {
  fullName: string;
  email: string;
  nickname: string;
  gender: Gender | null;
  birthdate: string | null;
  age: number | null;
  birthPlace: string | null;
  religion: string | null;
}

export interface ContactFields {
  address: string | null;
  contactNumber: string | null;
  civilStatus: CivilStatus | null;
  isVoter: boolean | null;
  isEmployed: boolean | null;
}

const yesNo = (value: boolean | null): string => (value === true ? 'Yes' : value === false ? 'No' : '');

/** The identity a resident cannot change (docs/rules/accounts.md#profile-screen): birthdate as month day year. */
export function identityItems(user: IdentityFields): DetailItem[] {
  return [
    { label: 'Full Name', value: user.fullName },
    { label: 'Email', value: user.email },
    { label: 'Nickname', value: user.nickname },
    { label: 'Gender', value: user.gender ? labelOf(user.gender) : '' },
    { label: 'Birthdate', value: formatDate(user.birthdate) },
    { label: 'Age', value: user.age ?? '' },
    { label: 'Birthplace', value: user.birthPlace },
    { label: 'Religion', value: user.religion },
  ];
}

export function contactItems(user: ContactFields): DetailItem[] {
  return [
    { label: 'Address', value: user.address },
    { label: 'Contact Number', value: user.contactNumber },
    { label: 'Civil Status', value: user.civilStatus ? labelOf(user.civilStatus) : '' },
    { label: 'Voter', value: yesNo(user.isVoter) },
    { label: 'Employed', value: yesNo(user.isEmployed) },
  ];
}
