import { Link } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/language-context';
import { staffPaths } from '../paths';
import { useStaffAccess } from '../../../lib/staff-access';
import { Card } from '../../../ui';
import { staffMessages } from '../messages';

/**
 * What the Account screen adds for staff (docs/rules/accounts.md#staff-roles): the reason a new member was sent
 * there, and the way to the Staff screen for those who manage staff (it is not in the spec's menu).
 */
export function StaffAccountNotes() {
  const { mustChangePassword, can } = useStaffAccess();
  const managesStaff = can('MANAGE_STAFF');
  // A resident's Account screen has neither note, so it never waits for the staff texts of another language.
  return mustChangePassword || managesStaff ? <Notes mustChangePassword={mustChangePassword} managesStaff={managesStaff} /> : null;
}

function Notes({ mustChangePassword, managesStaff }: { mustChangePassword: boolean; managesStaff: boolean }) {
  const t = useMessages(staffMessages);
  return (
    <>
      {mustChangePassword && <p role="status">{t('account.temporaryPasswordNote')}</p>}
      {managesStaff && (
        <Card title={t('account.title')}>
          <Link to={staffPaths.staff}>{t('account.manageLink')}</Link>
        </Card>
      )}
    </>
  );
}
