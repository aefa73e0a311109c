/** The texts of spec §8 for the profile and the residents registry, verbatim. */
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
} as const;
