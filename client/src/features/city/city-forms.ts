/**
 * The city level's forms (docs/architecture.md#city-level), checked by the server's own rules and messages from
 * @barangay-portal/domain; the server has the final word.
 */
import {
  BARANGAY_SETTINGS_FIELDS, HOST_NAME_MESSAGE, HOST_NAME_PATTERN, PSGC_CODE_MESSAGE, PSGC_CODE_PATTERN, referencePrefixOf, type CityRole,
} from '@barangay-portal/domain';
import type { CreateBarangayInput, CreateCityAccountInput } from '../../gql/graphql';
import { accountHolderFields, accountHolderOf, checked, referencePrefix, requiredChoice, requiredText, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';
import type { CityText } from './messages';

export interface BarangayForm {
  name: string;
  /** Empty: not given. */
  psgcCode: string;
  referencePrefix: string;
  /** As typed: host names separated by commas, spaces or lines. */
  hostNames: string;
  /** The first Punong Barangay. */
  email: string;
  firstName: string;
  lastName: string;
}

export const EMPTY_BARANGAY_FORM: BarangayForm = {
  name: '', psgcCode: '', referencePrefix: '', hostNames: '', email: '', firstName: '', lastName: '',
};

/** The host names typed, as the server keeps them: lower case, without a final dot, each once. */
export function hostNamesIn(text: string): string[] {
  const names = text.split(/[\s,]+/).map((name) => name.toLowerCase().replace(/\.$/, '')).filter((name) => name !== '');
  return [...new Set(names)];
}

const hostNamesProblem = (t: CityText, text: string): string | undefined => {
  const names = hostNamesIn(text);
  if (names.length === 0) return t('hostNames.required');
  return names.every((name) => HOST_NAME_PATTERN.test(name)) ? undefined : HOST_NAME_MESSAGE;
};

export interface HostNamesForm {
  /** As typed: host names separated by commas, spaces or lines; empty only for the install's only barangay. */
  hostNames: string;
}

export const hostNamesFormSchema: FormSchema<HostNamesForm> = z.object({
  hostNames: checked<string>((text) => (hostNamesIn(text).every((name) => HOST_NAME_PATTERN.test(name)) ? undefined : HOST_NAME_MESSAGE)),
});

export const barangayFormSchema = (t: CityText): FormSchema<BarangayForm> => z.object({
  name: requiredText(BARANGAY_SETTINGS_FIELDS.name.required, BARANGAY_SETTINGS_FIELDS.name),
  psgcCode: checked<string>((value) => (value.trim() === '' || PSGC_CODE_PATTERN.test(value.trim()) ? undefined : PSGC_CODE_MESSAGE)),
  referencePrefix: referencePrefix(),
  hostNames: checked<string>((text) => hostNamesProblem(t, text)),
  ...accountHolderFields(),
});

export const toBarangayInput = (form: BarangayForm): CreateBarangayInput => ({
  name: form.name.trim(),
  psgcCode: form.psgcCode.trim() === '' ? null : form.psgcCode.trim(),
  referencePrefix: referencePrefixOf(form.referencePrefix) ?? form.referencePrefix.trim(),
  hostNames: hostNamesIn(form.hostNames),
  punongBarangay: accountHolderOf(form),
});

export interface CityAccountForm {
  email: string;
  firstName: string;
  lastName: string;
  /** '' until chosen. */
  cityRole: CityRole | '';
}

export const EMPTY_CITY_ACCOUNT_FORM: CityAccountForm = { email: '', firstName: '', lastName: '', cityRole: '' };

export const cityAccountFormSchema = (t: CityText): FormSchema<CityAccountForm> => z.object({
  ...accountHolderFields(),
  cityRole: requiredChoice<CityRole>(t('accounts.officeRequired')),
});

// The schema refused an unchosen office before this is called.
export const toCityAccountInput = (form: CityAccountForm): CreateCityAccountInput => ({ ...accountHolderOf(form), cityRole: form.cityRole as CityRole });
