import { INVALID_EMAIL_MESSAGE, isEmailAddress, RESIDENT_FIELDS, STAFF_ROLE_NAME, textProblem } from '@barangay-portal/domain';
import type { CreateStaffMemberInput, Permission, RoleInput } from '../../gql/graphql';
import { checked, requiredChoice, requiredText, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';
import { STAFF_MESSAGES } from './staff-texts';

/** The forms of the Staff screen (docs/rules/accounts.md#staff-roles), checked by the server's own rules; the server has the final word. */

export interface MemberForm {
  email: string;
  firstName: string;
  lastName: string;
  /** The chosen role's id as the select holds it; '' until chosen. */
  roleId: string;
}

export const EMPTY_MEMBER_FORM: MemberForm = { email: '', firstName: '', lastName: '', roleId: '' };

const emailProblem = (value: string): string | undefined => {
  const text = value.trim();
  if (text === '') return STAFF_MESSAGES.emailRequired;
  return textProblem(text, RESIDENT_FIELDS.email) ?? (isEmailAddress(text) ? undefined : INVALID_EMAIL_MESSAGE);
};

export const memberFormSchema: FormSchema<MemberForm> = z.object({
  email: checked<string>(emailProblem),
  firstName: requiredText(STAFF_MESSAGES.firstNameRequired, RESIDENT_FIELDS.firstName),
  lastName: requiredText(STAFF_MESSAGES.lastNameRequired, RESIDENT_FIELDS.lastName),
  roleId: requiredChoice<string>(STAFF_MESSAGES.roleRequired),
});

export const toMemberInput = (form: MemberForm): CreateStaffMemberInput => ({
  email: form.email.trim(),
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  roleId: Number(form.roleId),
});

export interface RoleForm {
  name: string;
  permissions: Permission[];
}

export const EMPTY_ROLE_FORM: RoleForm = { name: '', permissions: [] };

export const roleFormSchema: FormSchema<RoleForm> = z.object({
  name: requiredText(STAFF_ROLE_NAME.required, STAFF_ROLE_NAME),
  permissions: checked<Permission[]>((chosen) => (chosen.length === 0 ? STAFF_MESSAGES.noPermission : undefined)),
});

export const toRoleInput = (form: RoleForm): RoleInput => ({ name: form.name.trim(), permissions: form.permissions });

export interface ChangeRoleForm {
  roleId: string;
}

export const changeRoleFormSchema: FormSchema<ChangeRoleForm> = z.object({
  roleId: requiredChoice<string>(STAFF_MESSAGES.roleRequired),
});

export interface LinkOfficialForm {
  /** The official's id as the select holds it; '' for none. */
  officialId: string;
}

export const linkOfficialFormSchema: FormSchema<LinkOfficialForm> = z.object({ officialId: z.string() });
