import { BuiltInRole, Permission } from '@barangay-portal/domain';
import { registerDescribedEnum } from '../../common/graphql-enum';

registerDescribedEnum(Permission, 'Permission', 'What a staff member may do; a role is a set of these (docs/rules/accounts.md#staff-roles).', {
  MANAGE_CONTENT: 'Create, change and delete projects, events, announcements, officials and the contact details.',
  MANAGE_DOCUMENT_TYPES: 'Create, change and delete the requestable document types.',
  REVIEW_DOCUMENT_REQUESTS: "See every resident's document requests and move them through their statuses.",
  REVOKE_CERTIFICATES: 'Revoke an issued certificate.',
  VERIFY_IDS: "See residents' ID images and approve or reject them.",
  VIEW_RESIDENTS: 'See the residents list and each resident.',
  VIEW_DASHBOARD: "See the dashboard's statistics.",
  MANAGE_STAFF: 'Add, change and deactivate staff members, and make custom roles.',
  VIEW_AUDIT_LOG: 'Read the audit log.',
  MANAGE_SETTINGS: "Change the barangay's settings: name, seal, reference-number prefix, e-mail sender name.",
  MANAGE_REGISTRY: 'Keep the Registry of Barangay Inhabitants: inhabitants, households, puroks, moves and status (LGC sec. 394).',
  MANAGE_PRIVACY: "Publish new versions of the barangay's privacy notice and set its data protection officer's contact.",
});

registerDescribedEnum(BuiltInRole, 'BuiltInRole', 'The barangay offices every install has a role for.', {
  PUNONG_BARANGAY: 'Punong Barangay: every permission.',
  SECRETARY: 'Barangay Secretary: the records (residents, IDs, requests, document types, the registry of inhabitants), the privacy notice, content, the dashboard and the audit log.',
  TREASURER: 'Barangay Treasurer: document requests, revoking certificates and the dashboard.',
  KAGAWAD: 'Kagawad: content and the dashboard.',
  SK_CHAIRPERSON: 'SK Chairperson: content.',
  DESK_OFFICER: 'Desk Officer: document requests and the residents list.',
});

export { BuiltInRole, Permission };
