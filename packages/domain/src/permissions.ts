// What a member of the barangay office may do (docs/rules/accounts.md#staff-roles). The catalogue is fixed: a
// permission is a name the server's policy tables check and the client's menu reads, never a row of data.

export const Permission = {
  /** Projects, events, announcements, officials and the hall's contact details. */
  MANAGE_CONTENT: 'MANAGE_CONTENT',
  MANAGE_DOCUMENT_TYPES: 'MANAGE_DOCUMENT_TYPES',
  /** Every resident's document requests and their status changes. */
  REVIEW_DOCUMENT_REQUESTS: 'REVIEW_DOCUMENT_REQUESTS',
  REVOKE_CERTIFICATES: 'REVOKE_CERTIFICATES',
  /** Residents' ID images, and approving or rejecting them. */
  VERIFY_IDS: 'VERIFY_IDS',
  /** The residents list and each resident's record. */
  VIEW_RESIDENTS: 'VIEW_RESIDENTS',
  VIEW_DASHBOARD: 'VIEW_DASHBOARD',
  /** Staff accounts and roles. */
  MANAGE_STAFF: 'MANAGE_STAFF',
  VIEW_AUDIT_LOG: 'VIEW_AUDIT_LOG',
  /** The barangay's own settings: its name, seal, reference-number prefix and e-mail sender name. */
  MANAGE_SETTINGS: 'MANAGE_SETTINGS',
  /**
   * The Registry of Barangay Inhabitants (Local Government Code, sec. 394: the secretary keeps it): inhabitants with
   * or without an account, their households and puroks, and where each stands (living here, moved out, deceased).
   */
  MANAGE_REGISTRY: 'MANAGE_REGISTRY',
  /**
   * The barangay's privacy notice (Data Privacy Act of 2012): publishing a new version, which every resident is then
   * asked to agree to, and the data protection officer's contact shown with it.
   */
  MANAGE_PRIVACY: 'MANAGE_PRIVACY',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export const ALL_PERMISSIONS: readonly Permission[] = Object.freeze(Object.values(Permission));

/** A role gives at least one permission. */
export const NO_PERMISSIONS_MESSAGE = 'Choose at least one permission.';

/** The offices of a barangay, each a role every install starts with. */
export const BuiltInRole = {
  PUNONG_BARANGAY: 'PUNONG_BARANGAY',
  SECRETARY: 'SECRETARY',
  TREASURER: 'TREASURER',
  KAGAWAD: 'KAGAWAD',
  SK_CHAIRPERSON: 'SK_CHAIRPERSON',
  DESK_OFFICER: 'DESK_OFFICER',
} as const;
export type BuiltInRole = (typeof BuiltInRole)[keyof typeof BuiltInRole];

const P = Permission;

/**
 * Each office's name and what it may do. The Punong Barangay heads the office and holds every permission (the
 * spec's administrator is one). The Secretary keeps the records: residents, IDs, requests, document types, the
 * registry of inhabitants, the privacy notice and the audit trail. The Treasurer issues and revokes what is paid for. Kagawads and the SK Chairperson inform the
 * public; a Kagawad also sees the figures. The desk officer serves the people at the window.
 */
export const BUILT_IN_ROLES: Readonly<Record<BuiltInRole, { name: string; permissions: readonly Permission[] }>> = Object.freeze({
  PUNONG_BARANGAY: { name: 'Punong Barangay', permissions: ALL_PERMISSIONS },
  SECRETARY: {
    name: 'Barangay Secretary',
    permissions: [
      P.MANAGE_CONTENT, P.MANAGE_DOCUMENT_TYPES, P.REVIEW_DOCUMENT_REQUESTS, P.VERIFY_IDS, P.VIEW_RESIDENTS, P.VIEW_DASHBOARD, P.VIEW_AUDIT_LOG,
      P.MANAGE_REGISTRY, P.MANAGE_PRIVACY,
    ],
  },
  TREASURER: { name: 'Barangay Treasurer', permissions: [P.REVIEW_DOCUMENT_REQUESTS, P.REVOKE_CERTIFICATES, P.VIEW_DASHBOARD] },
  KAGAWAD: { name: 'Kagawad', permissions: [P.MANAGE_CONTENT, P.VIEW_DASHBOARD] },
  SK_CHAIRPERSON: { name: 'SK Chairperson', permissions: [P.MANAGE_CONTENT] },
  DESK_OFFICER: { name: 'Desk Officer', permissions: [P.REVIEW_DOCUMENT_REQUESTS, P.VIEW_RESIDENTS] },
});
