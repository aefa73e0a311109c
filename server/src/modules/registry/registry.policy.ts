import { permitted } from '../../identity/audience';

/**
 * Who may do what with the Registry of Barangay Inhabitants (docs/architecture.md#registry-of-inhabitants): the staff who keep it, with MANAGE_REGISTRY
 * (every Punong Barangay and Secretary). Reading it needs the same permission: the registry holds people without an
 * account, whom VIEW_RESIDENTS (the accounts' list) never showed.
 */
export const registryPolicy = {
  view: permitted('MANAGE_REGISTRY'),
  managePuroks: permitted('MANAGE_REGISTRY'),
  manageHouseholds: permitted('MANAGE_REGISTRY'),
  manageInhabitants: permitted('MANAGE_REGISTRY'),
  /** Spreadsheets in (uploaded, checked, imported in one transaction) and out (the lists as CSV or XLSX). */
  importInhabitants: permitted('MANAGE_REGISTRY'),
  exportRegistry: permitted('MANAGE_REGISTRY'),
  /** The counter's staff find the inhabitant they take a request for (names and household only). */
  findForCounter: permitted('REVIEW_DOCUMENT_REQUESTS'),
  /** Whoever verifies residents' IDs sees who in the registry they match, and links them (one person, once). */
  linkResidents: permitted('VERIFY_IDS'),
  /**
   * The registry's keepers confirm that a linked record's history is the account holder's: only then does the account
   * read what the record gathered before the link (requests taken at the counter, who viewed it, the record itself).
   */
  confirmResidentLinks: permitted('MANAGE_REGISTRY'),
} as const;
