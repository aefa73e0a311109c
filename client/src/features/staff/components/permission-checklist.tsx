import type { Permission } from '@barangay-portal/domain';
import { useController, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { useRuleText } from '../../../lib/i18n/rule-texts';
import { FormGroup, FormGroupLegend, CheckboxField } from '../../../ui';
import { staffMessages } from '../messages';
import type { RoleForm } from '../staff-forms';
import { permissionLabel, PERMISSIONS } from '../staff-texts';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The role's permissions as one checkbox each, in the enclosing role form; its message (none chosen) under them. Manage
 * staff, once ticked, says that it amounts to every permission.
 */
export function PermissionChecklist() {
  const t = useMessages(staffMessages);
  // The message is the shared rule's (none chosen), in English as written: shown in the page's language.
  const ruleText = useRuleText();
  const { control, clearErrors } = useFormContext<RoleForm>();
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const chosen = field.value;
  const error = fieldState.error?.message;

  const toggle = (permission: Permission, on: boolean) => {
    // Kept in the catalogue's order, whatever order they were ticked in.
    const next = PERMISSIONS.filter((item) => (item === permission ? on : chosen.includes(item)));
    field.onChange(next);
    if (error) clearErrors('permissions');
  };

  return (
    <FormGroup aria-invalid={error ? true : undefined}>
      <FormGroupLegend>{t('permissions.legend')}</FormGroupLegend>
      {PERMISSIONS.map((permission) => (
        <CheckboxField
          key={permission}
          label={permissionLabel(t, permission)}
          checked={chosen.includes(permission)}
          onChange={(on) => toggle(permission, on)}
          hint={permission === 'MANAGE_STAFF' && chosen.includes(permission) ? t('permissions.manageStaffNote') : undefined}
        />
      ))}
      {error && <StyledError role="alert">{ruleText(error)}</StyledError>}
    </FormGroup>
  );
}
