/** The texts (docs/rules/README.md#messages) for the profile and the residents registry, verbatim. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully.',
  updateFailed: 'Failed to update profile.',
  uploaded: 'Valid ID uploaded successfully. Verification in progress.',
  uploadFailed: 'Failed to upload valid ID. Please try again.',
  fileRequired: 'Please select a valid ID file to upload.',
  fileType: 'Please choose an image or a PDF file.',
} as const;

export const RESIDENTS_MESSAGES = {
  loadFailed: 'Failed to fetch users.',
  approved: 'User approved successfully!',
  rejected: 'Verification Rejected.',
  approveFailed: 'Failed to approve user.',
  rejectFailed: 'Failed to reject user.',
  /** In place of the ID and its history for a staff member whose role lacks VERIFY_IDS (docs/rules/accounts.md#staff-roles). */
  idNotInRole: "Viewing residents' valid IDs and deciding on them is not part of your role.",
} as const;

/** Two-factor sign-in on the profile and the account screen. */
export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  regenerated: 'New recovery codes are ready. The old ones no longer work.',
  loadFailed: 'Failed to load two-factor sign-in.',
  failed: 'Something went wrong. Please try again.',
  codeRequired: 'Code is required',
  currentPasswordRequired: 'Current Password is required',
} as const;

/** The administrator's account screen. */
export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Password changed. Other browsers and phones signed in to your account were signed out.',
  passwordFailed: 'Failed to change the password.',
} as const;

/** One person, once (docs/rules/id-verification.md#registry-link): the resident's record in the Registry of Barangay Inhabitants, in View Details. */
export const REGISTRY_LINK_TEXTS = {
  heading: 'Registry of Inhabitants',
  linked: 'This resident is linked to the registry record of',
  matches: 'These inhabitants in the registry have this resident\'s names and birthdate. If one is the same person, link them:',
  noMatch: "No inhabitant in the registry has this resident's names and birthdate.",
  link: 'Link',
  unlink: 'Unlink',
  linkFailed: 'The link could not be saved.',
  loadFailed: 'The registry could not be read.',
  unlinkQuestion: 'Unlink this resident from the registry record? Requests taken at the counter go back to the inhabitant alone.',
  notVerified: "Approve the resident's valid ID before linking them to the registry: anyone may register with a neighbour's names and birthdate.",
  unconfirmed: 'Not confirmed yet: the resident sees only what the record gathers from the link on (requests taken at the counter since).',
  confirmed: "Confirmed: the resident also sees the record's earlier requests taken at the counter.",
  confirm: 'Confirm Link',
} as const;
