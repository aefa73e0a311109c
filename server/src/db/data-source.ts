import { BARANGAY_TIME_ZONE } from '@barangay-portal/domain';
import { types } from 'pg';
import { DataSource } from 'typeorm';
import { Announcement } from '../modules/announcements/announcement.entity';
import { Barangay } from '../modules/barangays/barangay.entity';
import { AuditLogEntry } from '../modules/audit/audit-log-entry.entity';
import { DocumentCertificate } from '../modules/certificates/certificate.entity';
import { ContactDetails } from '../modules/contact/contact-details.entity';
import { DocumentRequest } from '../modules/document-requests/document-request.entity';
import { DocumentRequestStatusChange } from '../modules/document-requests/document-request-status-change.entity';
import { DocumentType } from '../modules/document-types/document-type.entity';
import { Event } from '../modules/events/event.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { OutboxMessage } from '../modules/notifications/outbox-message.entity';
import { BarangayOfficial } from '../modules/officials/barangay-official.entity';
import { Project } from '../modules/projects/project.entity';
import { StaffRole } from '../modules/staff/staff-role.entity';
import { Household } from '../modules/registry/household.entity';
import { Inhabitant } from '../modules/registry/inhabitant.entity';
import { InhabitantImport } from '../modules/registry/import/inhabitant-import.entity';
import { Purok } from '../modules/registry/purok.entity';
import { PrivacyConsentRecord } from '../modules/privacy/privacy-consent.entity';
import { PrivacyNoticeRecord } from '../modules/privacy/privacy-notice.entity';
import { CorrectionRequestRecord } from '../modules/corrections/correction-request.entity';
import { ErasureRequestRecord } from '../modules/erasure/erasure-request.entity';
import { ResidentTransferRecord } from '../modules/transfers/resident-transfer.entity';
import { IdImageRemoval } from '../modules/users/id-image-removal.entity';
import { IdVerificationDecision } from '../modules/users/id-verification-decision.entity';
import { RefreshToken } from '../modules/users/refresh-token.entity';
import { RecoveryCode, TwoFactor } from '../modules/users/two-factor.entity';
import { User } from '../modules/users/user.entity';
import { migrations } from './migrations';

// Calendar dates stay 'YYYY-MM-DD' strings: turning them into JS Dates would shift them by the time zone.
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value) => value);

export const entities = [
  User, RefreshToken, IdVerificationDecision, Project, DocumentType, DocumentRequest, DocumentRequestStatusChange, BarangayOfficial, Event,
  Announcement, ContactDetails, DocumentCertificate, Notification, OutboxMessage, AuditLogEntry, TwoFactor, RecoveryCode, StaffRole, Barangay,
  ResidentTransferRecord, Purok, Household, Inhabitant, InhabitantImport, IdImageRemoval, PrivacyNoticeRecord, PrivacyConsentRecord,
  CorrectionRequestRecord, ErasureRequestRecord,
];

export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // pg-pool drops a connection that errors (PostgreSQL restarted, network cut) and opens a new one on
    // demand, so the portal reconnects by itself. While the database is unreachable a request must fail
    // fast (503, see isDatabaseUnavailable) instead of hanging: a pool connect gives up after 3 s, and TCP
    // keep-alive notices a peer that vanished without closing the connection.
    // Every session keeps the barangay's clock, so whatever SQL still reads the session's date (current_date,
    // a timestamp cast to a date) agrees with barangayToday(), which the services pass as a parameter.
    extra: {
      max: 10, connectionTimeoutMillis: 3000, keepAlive: true, keepAliveInitialDelayMillis: 10_000,
      options: `-c TimeZone=${BARANGAY_TIME_ZONE}`,
    },
  });
}
