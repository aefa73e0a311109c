import type { Locale } from '@barangay-portal/domain';
import type { CivilStatus, Gender } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import type { UsersText } from '../messages';
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

const yesNo = (t: UsersText, value: boolean | null): string => (value === null ? '' : t(value ? 'choices.yes' : 'choices.no'));

/** The identity a resident cannot change (docs/rules/accounts.md#profile-screen): birthdate as month day year. */
export function identityItems(t: UsersText, user: IdentityFields, locale: Locale): DetailItem[] {
  return [
    { label: t('fields.fullName'), value: user.fullName },
    { label: t('fields.email'), value: user.email },
    { label: t('fields.nickname'), value: user.nickname },
    { label: t('fields.gender'), value: user.gender ? t(`choices.gender.${user.gender}`) : '' },
    { label: t('fields.birthdate'), value: formatDate(user.birthdate, '', locale) },
    { label: t('fields.age'), value: user.age ?? '' },
    { label: t('fields.birthPlace'), value: user.birthPlace },
    { label: t('fields.religion'), value: user.religion },
  ];
}

export function contactItems(t: UsersText, user: ContactFields): DetailItem[] {
  return [
    { label: t('fields.address'), value: user.address },
    { label: t('fields.contactNumber'), value: user.contactNumber },
    { label: t('fields.civilStatus'), value: user.civilStatus ? t(`choices.civilStatus.${user.civilStatus}`) : '' },
    { label: t('fields.isVoter'), value: yesNo(t, user.isVoter) },
    { label: t('fields.isEmployed'), value: yesNo(t, user.isEmployed) },
  ];
}
