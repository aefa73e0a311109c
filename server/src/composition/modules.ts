import { accountsModule } from '../modules/accounts/accounts.module';
import { announcementsModule } from '../modules/announcements/announcements.module';
import { auditModule } from '../modules/audit/audit.module';
import { barangaysModule } from '../modules/barangays/barangays.module';
import { certificatesModule } from '../modules/certificates/certificates.module';
import { cityModule } from '../modules/city/city.module';
import { contactModule } from '../modules/contact/contact.module';
import { contentModule } from '../modules/content/content.module';
import { correctionsModule } from '../modules/corrections/corrections.module';
import { dashboardModule } from '../modules/dashboard/dashboard.module';
import { dataAccessModule } from '../modules/data-access/data-access.module';
import { documentRequestsModule } from '../modules/document-requests/document-requests.module';
import { documentTypesModule } from '../modules/document-types/document-types.module';
import { erasureModule } from '../modules/erasure/erasure.module';
import { eventsModule } from '../modules/events/events.module';
import { notificationsModule } from '../modules/notifications/notifications.module';
import { officialsModule } from '../modules/officials/officials.module';
import { personalDataModule } from '../modules/personal-data/personal-data.module';
import { privacyModule } from '../modules/privacy/privacy.module';
import { projectsModule } from '../modules/projects/projects.module';
import { registryModule } from '../modules/registry/registry.module';
import { signInModule } from '../modules/sign-in/sign-in.module';
import { staffModule } from '../modules/staff/staff.module';
import { transfersModule } from '../modules/transfers/transfers.module';

/**
 * Every module of the portal, lowest first (docs/architecture.md#add-a-module). A module uses only modules listed
 * before it: the services are built in this order, and `npm run boundaries` reads this list for the import order of
 * the domains. The schema, the REST router, the data source and the demo seeds are made from it too.
 */
export const PORTAL_MODULES = [
  auditModule,
  contentModule,
  barangaysModule,
  notificationsModule,
  dataAccessModule,
  contactModule,
  privacyModule,
  accountsModule,
  signInModule,
  registryModule,
  documentTypesModule,
  certificatesModule,
  documentRequestsModule,
  staffModule,
  announcementsModule,
  dashboardModule,
  eventsModule,
  officialsModule,
  projectsModule,
  transfersModule,
  cityModule,
  correctionsModule,
  erasureModule,
  personalDataModule,
] as const;
