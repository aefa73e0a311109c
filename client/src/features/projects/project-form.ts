import type {
  CreateProjectInput, ProjectFieldsFragment, ProjectStatus, UpdateProjectInput,
} from '../../gql/graphql';

/** The add/edit modal's fields; dates are 'YYYY-MM-DD' or ''. */
export interface ProjectFormValues {
  title: string;
  description: string;
  status: ProjectStatus | '';
  dateStarted: string;
  dateEnded: string;
  link: string;
  /** A newly chosen photo; null keeps the current one. */
  photo: File | null;
}

export type ProjectFormField = keyof ProjectFormValues;
export type ProjectFormErrors = Partial<Record<ProjectFormField, string>>;

export const PROJECT_STATUS_OPTIONS: readonly { value: ProjectStatus; label: string }[] = [
  { value: 'ONGOING', label: 'Ongoing' },
  { value: 'FINISHED', label: 'Finished' },
];

export const PROJECT_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  statusRequired: 'Status is required',
  dateEndedRequired: 'Date Ended is required',
  dateEndedBeforeStarted: 'Date Ended cannot be before Date Started.',
  imageOnly: 'Please choose an image file.',
} as const;

/** The Date Ended input is asked for only when the project is finished (docs/rules/content.md#project-date-ended). */
export const asksDateEnded = (status: ProjectFormValues['status']): boolean => status === 'FINISHED';

export function projectFormValues(project?: ProjectFieldsFragment | null): ProjectFormValues {
  return {
    title: project?.title ?? '',
    description: project?.description ?? '',
    status: project?.status ?? 'ONGOING',
    dateStarted: project?.dateStarted ?? '',
    dateEnded: project?.dateEnded ?? '',
    link: project?.link ?? '',
    photo: null,
  };
}

/** Date Ended is required when finished; the photo must be an image (docs/rules/content.md#project-modal). The title is required by the server too. */
export function validateProjectForm(values: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  if (values.title.trim() === '') errors.title = PROJECT_FORM_MESSAGES.titleRequired;
  if (values.status === '') errors.status = PROJECT_FORM_MESSAGES.statusRequired;
  if (asksDateEnded(values.status)) {
    if (values.dateEnded === '') errors.dateEnded = PROJECT_FORM_MESSAGES.dateEndedRequired;
    // 'YYYY-MM-DD' texts order as the dates do.
    else if (values.dateStarted !== '' && values.dateEnded < values.dateStarted) {
      errors.dateEnded = PROJECT_FORM_MESSAGES.dateEndedBeforeStarted;
    }
  }
  if (values.photo && !values.photo.type.startsWith('image/')) errors.photo = PROJECT_FORM_MESSAGES.imageOnly;
  return errors;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A new project: empty optional fields are left out; an ongoing project has no end date. */
export function toCreateProjectInput(values: ProjectFormValues): CreateProjectInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status === '' ? 'ONGOING' : values.status,
    dateStarted: orNull(values.dateStarted),
    dateEnded: asksDateEnded(values.status) ? orNull(values.dateEnded) : null,
    link: orNull(values.link),
  };
}

/**
 * Changes to a project: every field, so clearing one clears it on the server (empty text removes a date or
 * the link); an ongoing project's end date is cleared by the server.
 */
export function toUpdateProjectInput(values: ProjectFormValues): UpdateProjectInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status === '' ? null : values.status,
    dateStarted: values.dateStarted,
    dateEnded: asksDateEnded(values.status) ? values.dateEnded : null,
    link: values.link.trim(),
  };
}

/** Server field names (the GraphQL input's, plus the photo argument) -> the form's fields. */
export function projectFieldErrors(fields: Record<string, string>): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const known: Record<string, ProjectFormField> = {
    title: 'title', description: 'description', status: 'status', dateStarted: 'dateStarted',
    dateEnded: 'dateEnded', link: 'link', projectPhoto: 'photo',
  };
  for (const [name, message] of Object.entries(fields)) {
    const field = known[name];
    if (field) errors[field] = message;
  }
  return errors;
}
