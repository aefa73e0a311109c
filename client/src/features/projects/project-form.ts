import { PROJECT_FIELDS } from '@barangay-portal/domain';
import { z } from '../../ui/form/zod';
import {
  datesOutOfOrder, fieldErrorsOf, optionalFile, requiredChoice, requiredText, serverMessagesOn, unchecked, type FormSchema,
} from '../../ui';
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
  titleRequired: PROJECT_FIELDS.title.required,
  statusRequired: PROJECT_FIELDS.statusRequired,
  // Shorter than the server's 'Date Ended is required when the project is finished.': the field only shows then.
  dateEndedRequired: 'Date Ended is required',
  dateEndedBeforeStarted: PROJECT_FIELDS.dateEndedBeforeStarted,
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

/**
 * Date Ended is required when finished and not before Date Started; the photo must be an image
 * (docs/rules/content.md#project-modal). The title is required by the server too.
 */
export const projectFormSchema: FormSchema<ProjectFormValues> = z.object({
  title: requiredText(PROJECT_FORM_MESSAGES.titleRequired),
  description: unchecked<string>(),
  status: requiredChoice<ProjectStatus>(PROJECT_FORM_MESSAGES.statusRequired),
  dateStarted: unchecked<string>(),
  dateEnded: unchecked<string>(),
  link: unchecked<string>(),
  photo: optionalFile((file) => (file.type.startsWith('image/') ? undefined : PROJECT_FORM_MESSAGES.imageOnly)),
}).superRefine((values, context) => {
  if (!asksDateEnded(values.status)) return;
  if (values.dateEnded === '') context.addIssue({ code: 'custom', path: ['dateEnded'], message: PROJECT_FORM_MESSAGES.dateEndedRequired });
  else if (datesOutOfOrder(values.dateStarted, values.dateEnded)) {
    context.addIssue({ code: 'custom', path: ['dateEnded'], message: PROJECT_FORM_MESSAGES.dateEndedBeforeStarted });
  }
});

/** The form's messages for the values; an empty object when they can be sent. */
export const validateProjectForm = (values: ProjectFormValues): ProjectFormErrors => fieldErrorsOf(projectFormSchema, values);

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
export const PROJECT_SERVER_FIELDS: Readonly<Record<string, ProjectFormField>> = {
  title: 'title', description: 'description', status: 'status', dateStarted: 'dateStarted',
  dateEnded: 'dateEnded', link: 'link', projectPhoto: 'photo',
};

/** The server's field messages on the form's fields. */
export const projectFieldErrors = (fields: Record<string, string>): ProjectFormErrors => serverMessagesOn(fields, PROJECT_SERVER_FIELDS);
