import { portalModule } from '../../portal-module/portal-module';
import { barangaysModule } from '../barangays/barangays.module';
import { notificationsModule } from '../notifications/notifications.module';
import { StaffPasswordLinks } from './staff-password-links';
import { StaffPasswords } from './staff-passwords';
import { StaffRole } from './staff-role.entity';
import { staffPolicy } from './staff.policy';
import { StaffResolver, UserPermissionsResolver } from './staff.resolver';
import { StaffService } from './staff.service';

/** The barangay office's accounts and roles, and their passwords (set by link or handed over once). */
export const staffModule = portalModule({
  name: 'staff',
  uses: [notificationsModule, barangaysModule],
  entities: [StaffRole],
  services: ({ db, tokens, logger, settings, identity }, use) => {
    const { sessions, staffPermissions, passwords, throttle } = identity;
    const links = new StaffPasswordLinks(tokens, use(notificationsModule).notifications, { publicUrl: settings.publicUrl }, use(barangaysModule).barangays);
    const staffPasswords = new StaffPasswords(db, links, passwords, throttle, { registry: sessions, permissions: staffPermissions }, logger);
    return { staffPasswords, staff: new StaffService(db, staffPasswords, sessions, staffPermissions) };
  },
  policies: { staffPolicy },
}).withDoors({
  resolvers: [StaffResolver, UserPermissionsResolver],
});
