import { Link } from 'react-router-dom';
import { staffPaths } from '../paths';
import { useStaffAccess } from '../../../lib/staff-access';
import { Card } from '../../../ui';

export const TEMPORARY_PASSWORD_NOTE =
  'You signed in with a one-time password. Choose your own password below: the screens of your role open once you have.';

/**
 * What the Account screen adds for staff (docs/rules/accounts.md#staff-roles): the reason a new member was sent
 * there, and the way to the Staff screen for those who manage staff (it is not in the spec's menu).
 */
export function StaffAccountNotes() {
  const { mustChangePassword, can } = useStaffAccess();
  return (
    <>
      {mustChangePassword && <p role="status">{TEMPORARY_PASSWORD_NOTE}</p>}
      {can('MANAGE_STAFF') && (
        <Card title="Staff and Roles">
          <Link to={staffPaths.staff}>Manage staff members and roles</Link>
        </Card>
      )}
    </>
  );
}
