import { DataAccessKind, IdViewPurpose } from '@barangay-portal/domain';
import { registerDescribedEnum } from '../../common/graphql-enum';

// The ledger's vocabularies are shared with the browser; GraphQL knows them by these names.
export { DataAccessKind, IdViewPurpose };

registerDescribedEnum(DataAccessKind, 'DataAccessKind', "What of a resident's data a staff member viewed.", {
  ID_IMAGE: 'Their valid-ID file (image or PDF).',
  PROFILE: 'Their full profile, as the Residents screen shows one resident.',
  REGISTRY_RECORD: 'Their record in the Registry of Barangay Inhabitants (an inhabitant\'s page).',
  HOUSEHOLD_RECORD: "Their household's record (the report of every member), as PDF or CSV.",
  LISTED: 'Their row in a list: a page of the residents or of the registry, or the full user list (GET /api/auth/user/).',
  SEARCHED: 'Their row in the answer to a search by name or household number.',
  EXPORTED: 'Their row in an export of the registry (CSV or XLSX).',
});

registerDescribedEnum(IdViewPurpose, 'IdViewPurpose', "Why a staff member opened someone's valid ID; chosen from this list each time.", {
  VERIFY_IDENTITY: 'Verifying the resident\'s identity.',
  PROCESS_DOCUMENT_REQUEST: 'Processing one of their document requests.',
  RESPOND_TO_RESIDENT: 'Responding to the resident (a question, a complaint, a request about their data).',
  LEGAL_OR_AUDIT_DUTY: 'A legal or audit duty.',
});
