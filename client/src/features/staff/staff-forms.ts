import { NO_PERMISSIONS_MESSAGE, STAFF_ROLE_NAME } from '@barangay-portal/domain';
import type { CreateStaffMemberInput, Permission, RoleInput } from '../../gql/graphql';
import { accountHolderFields, accountHolderOf, checked, requiredChoice, requiredText, type FormSchema } from '../../ui';
import { z } from '../../ui/form/zod';
import type { StaffText } from './messages';

/** The forms of the Staff screen (docs/rules/accounts.md#staff-roles), checked by the server's own rules; the server has the final word. */

export interface MemberForm {
  email: string;
  firstName: string;
  lastName: string;
  /** The chosen role's id as the select holds it; '' until chosen. */
  roleId: string;
}

export const EMPTY_MEMBER_FORM: MemberForm = { email: '', firstName: '', lastName: '', roleId: '' };

export const memberFormSchema = (t: StaffText): FormSchema<MemberForm> => z.object({
  ...accountHolderFields(),
  roleId: requiredChoice<string>(t('memberForm.roleRequired')),
});

export const toMemberInput = (form: MemberForm): CreateStaffMemberInput => ({ ...accountHolderOf(form), roleId: Number(form.roleId) });

export interface RoleForm {
  name: string;
  permissions: Permission[];
}

export const EMPTY_ROLE_FORM: RoleForm = { name: '', permissions: [] };

export const roleFormSchema: FormSchema<RoleForm> = z.object({
  name: requiredText(STAFF_ROLE_NAME.required, STAFF_ROLE_NAME),
  permissions: checked<Permission[]>((chosen) => (chosen.length === 0 ? NO_PERMISSIONS_MESSAGE : undefined)),
});

export const toRoleInput = (form: RoleForm): RoleInput => ({ name: form.name.trim(), permissions: form.permissions });

export interface ChangeRoleForm {
  roleId: string;
}

export const changeRoleFormSchema = (t: StaffText): FormSchema<ChangeRoleForm> => z.object({
  roleId: requiredChoice<string>(t('memberForm.roleRequired')),
});

export interface LinkOfficialForm {
  /** The official's id as the select holds it; '' for none. */
  officialId: string;
}

export const linkOfficialFormSchema: FormSchema<LinkOfficialForm> = z.object({ officialId: z.string() });
