import { DomainError, ErrorKind } from '../../common/domain-error';
import { FIELD_MESSAGES, IdVerificationStatus } from './user.enums';

/** Why an upload is refused in each status that does not allow one (docs/rules/id-verification.md#upload-allowed-from: only unverified or rejected). */
const UPLOAD_REFUSALS: Partial<Record<IdVerificationStatus, string>> = {
  [IdVerificationStatus.PENDING]: 'Your valid ID is already waiting for review. You can upload another one only if it is rejected.',
  [IdVerificationStatus.APPROVED]: 'Your valid ID is already approved.',
};

/** Why a decision is refused in each status other than pending. */
const DECISION_REFUSALS: Partial<Record<IdVerificationStatus, string>> = {
  [IdVerificationStatus.UNVERIFIED]: 'This resident has not uploaded a valid ID yet. Only a pending ID can be approved or rejected.',
  [IdVerificationStatus.APPROVED]: 'This valid ID is already approved. Only a pending ID can be approved or rejected.',
  [IdVerificationStatus.REJECTED]: 'This valid ID is already rejected. Only a pending ID can be approved or rejected.',
};

export const UsersErrors = {
  validIdMissing: () => DomainError.invalid('VALID_ID_REQUIRED', { validId: ['Please select a valid ID file to upload.'] }),
  uploadNotAllowed: (status: IdVerificationStatus) => new DomainError(ErrorKind.Conflict, 'ID_UPLOAD_NOT_ALLOWED',
    UPLOAD_REFUSALS[status] ?? 'A valid ID cannot be uploaded now.'),
  notPending: (status: IdVerificationStatus) => new DomainError(ErrorKind.Conflict, 'ID_NOT_PENDING',
    DECISION_REFUSALS[status] ?? 'Only a pending ID can be approved or rejected.'),
  /** A pending status with no file behind it (set by hand, or a lost file): nothing to approve. */
  noFileToApprove: () => new DomainError(ErrorKind.Conflict, 'ID_FILE_MISSING',
    'This resident has no valid ID file to review. It cannot be approved; reject it so the resident can upload one.'),
  profileCivilStatus: () => DomainError.invalid('PROFILE_CIVIL_STATUS', {
    civilStatus: [FIELD_MESSAGES.profileCivilStatus.invalid],
  }),
  /** A new password was asked for with a current password that is not the account's: nothing is saved. */
  wrongCurrentPassword: () => DomainError.invalid('WRONG_CURRENT_PASSWORD', {
    currentPassword: [FIELD_MESSAGES.currentPassword.wrong],
  }),
  residentNotFound: () => new DomainError(ErrorKind.NotFound, 'RESIDENT_NOT_FOUND', 'Resident not found.'),
  noValidId: () => new DomainError(ErrorKind.NotFound, 'NO_VALID_ID', 'No valid ID has been uploaded.'),
  notYourValidId: () => new DomainError(ErrorKind.Forbidden, 'NOT_YOUR_VALID_ID', 'You do not have permission to perform this action.'),
  invalidValidIdLink: () => new DomainError(ErrorKind.Unauthenticated, 'INVALID_VALID_ID_LINK', 'This link has expired or is not valid.'),
  /** The file is there but fails its integrity check (docs/architecture.md#privacy-encryption): nothing of it is sent. */
  validIdUnreadable: () => new DomainError(ErrorKind.Conflict, 'VALID_ID_UNREADABLE',
    'This valid ID cannot be opened: the stored file was changed, or was encrypted with a key this portal does not have. '
    + 'An administrator can reject it so that a new one can be uploaded.'),
};
