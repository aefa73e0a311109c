// Shared building blocks of the portal's screens. Import from '../../../ui', never from the files.

// Layout and messages
export { Banner, BANNER_DISMISS_MS, type BannerProps, type BannerVariant } from './banner';
export { NoticeBanner, useNotice, type Notice, type NoticeBannerProps, type NoticeState } from './notice-banner';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { accentCardStyles, Card, cardStyles, type CardProps } from './card';
export { CommunityLogo } from './community-logo';
export { FormGroup, FormGroupLegend } from './form-group';
export { Loading } from './loading';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Page, PageSection, type PageSectionProps } from './page';
export { SkipLink, type SkipLinkProps } from './skip-link';
export { CardIntro, CardParts } from './card-layout';
export { Stack } from './stack';
export { VisuallyHidden } from './visually-hidden';

// Form fields: visible label, error with aria-invalid / aria-describedby, optional hint
export {
  PasswordField, SelectField, TextField,
  type PasswordFieldProps, type SelectFieldProps, type SelectOption, type TextFieldProps,
} from './form-field';
export { TextAreaField, type TextAreaFieldProps } from './textarea-field';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { DateField, type DateFieldProps } from './date-field';
export { NumberField, type NumberFieldProps } from './number-field';
export { FileField, type FileFieldProps } from './file-field';
export { SearchBox, type SearchBoxProps } from './search-box';
export { OneTimeCodeField, type OneTimeCodeFieldProps } from './one-time-code-field';

// Forms: react-hook-form checked by a zod schema of the shared rules, its fields bound by name
export {
  AccountHolderInputs, accountHolderFields, accountHolderOf, checked, datesOutOfOrder, fieldErrorsOf, FormModal, formFields,
  optionalFile, optionalText, PICTURE_HINT, PICTURE_MESSAGES, pictureProblem, referencePrefix, requiredChoice, requiredEmail,
  refusalOnForm, requiredText, sameNames, SearchableSelect, serverMessagesOn, setServerFieldErrors, unchecked, useZodForm, ZodForm,
  type FormFields, type FormModalProps, type FormRefusal, type RecordFormModalProps, type SaveOutcome, type FormSchema, type SearchableSelectProps, type ZodFormProps,
} from './form';

// Two-factor sign-in: setting up an authenticator and the recovery codes shown once
export { AuthenticatorSetup, groupedKey, type AuthenticatorSetupProps } from './authenticator-setup';
export { RecoveryCodes, type RecoveryCodesProps } from './recovery-codes';

// Tables and paging
export { sortKeysOf, Table, type TableColumn, type TableProps } from './table';
export { Pagination, pageItems, type PageItem, type PaginationProps, type PaginationVariant } from './pagination';
export {
  pageCountFor, paginate, sortRows, useClientTable, useTableState,
  type ClientTableState, type SortDirection, type SortValue, type TableState, type UseClientTableOptions,
  type UseTableStateOptions,
} from './table-state';
export {
  readFilterParams, readTableParams, TABLE_PARAMS, useUrlTableState, writeFilterParams, writeTableParams,
  type FilterValue, type FilterValues, type UrlFilter, type UrlTableState, type UseUrlTableStateOptions,
} from './url-table-state';
export { choiceFilter, dayFilter, idFilter, textFilter } from './list-filters';
export { useDebouncedValue } from './use-debounced-value';
export { usePagedQuery, type PagedList, type PagedQuery } from './use-paged-query';
export { Thumbnail, type ThumbnailProps } from './thumbnail';
export { ResponsivePicture, type PictureSource, type ResponsivePictureProps } from './responsive-picture';

// Dialogs
export { Modal, type ModalProps, type ModalSize } from './modal';
export { handoverOf, PasswordHandoverDialog, type PasswordHandover, type PasswordHandoverDialogProps } from './password-handover-dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './confirm-dialog';

// Statuses
export { StatusBadge, type StatusBadgeAppearance, type StatusBadgeProps } from './status-badge';
export { RequestStatusBadge } from './request-status-badge';
export { VerificationBadge } from './verification-badge';
export { useRequestStatusLabel } from './status-labels';
export {
  capitalizeStatus, eventStatusTone, normalizeRequestStatus, projectStatusTone, requestStatusLabel, requestStatusTone,
  verificationBadge, type RequestStatus, type VerificationState,
} from './status-tones';
export type { StatusTone } from '../theme';

// Galleries and the carousel
export { Gallery, type GalleryPaging, type GalleryProps } from './gallery';
export { GalleryCard, type GalleryCardHeadingLevel, type GalleryCardMeta, type GalleryCardProps } from './gallery-card';
export { GalleryDetailsFacts, GalleryDetailsModal, GalleryDetailsPhoto, type GalleryDetailsModalProps } from './gallery-details';
export { FactsList } from './facts-list';
export { Carousel, type CarouselPhoto, type CarouselProps } from './carousel';
export { truncate } from './truncate';
export { ActionGroup, TextCell, Toolbar } from './toolbar';
export {
  DownloadButton, SpreadsheetExportButtons, withFilters, type DownloadButtonProps, type SpreadsheetExportButtonsProps,
} from './download-button';

// Admin list screens: table state and filters in the URL, list query, add/edit form, delete confirmation, notices
export {
  useManagerScreen,
  type ListFilter, type ListPage, type ListRow, type ManagerFormProps, type ManagerScreenState, type UseManagerScreenOptions,
} from './use-manager-screen';
export { ManagerScreen, type FilterSelect, type ManagerScreenProps } from './manager-screen';
// The staff's review of residents' requests (corrections, erasure): the admin list screen with its two decisions
export {
  ReviewRequestsScreen, reviewTextsOf,
  type AcceptDecision, type DeclineDecision, type ReviewDetails, type ReviewRequestsScreenProps, type ReviewRow, type ReviewTexts, type RowButton,
} from './review-requests-screen';
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export { contentManagerOptions, type ContentManagerText } from './content-manager-options';
export { TextWithLink } from './text-with-link';
