import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Card } from '../../../ui';
import { useStaffAccess } from '../use-staff-access';

export const TEMPORARY_PASSWORD_NOTE =
  'You signed in with a one-time password. Choose your own password below: the screens of your role open once you have.';

/**
 * What the Account screen adds for staff (docs/rules/accounts.md#staff-roles): the reason a new member was sent
 * there, and the way to the Staff screen for those who manage staff (it is not in the spec's menu).
 */
export function StaffAccountNotes() {
  const { mustChangePassword, permissions } = useStaffAccess();
  return (
    <>
      {mustChangePassword && <p role="status">{TEMPORARY_PASSWORD_NOTE}</p>}
      {permissions.includes('MANAGE_STAFF') && (
        <Card title="Staff and Roles">
          <Link to={paths.admin.staff}>Manage staff members and roles</Link>
        </Card>
      )}
    </>
  );
}
