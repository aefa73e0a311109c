import { StaffAccountNotes } from '../../features/staff';
import { accountScreen } from '../../features/users/screens';

const AccountPage = accountScreen.page.Component;

/**
 * The Account screen with what it adds for staff: the temporary password's note and the way to the Staff screen. In
 * this screen's download, so it shows with the page at once.
 */
export default function AccountScreen() {
  return <AccountPage><StaffAccountNotes /></AccountPage>;
}
