import { z } from '../../ui/form/zod';
import {
  datesOutOfOrder, fieldErrorsOf, optionalFile, requiredChoice, requiredText, serverMessagesOn, unchecked, type FormSchema,
} from '../../ui';
import type {
  CreateProjectInput, ProjectFieldsFragment, ProjectStatus, UpdateProjectInput,
} from '../../gql/graphql';
import type { ProjectsTranslate } from './messages';

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

const PROJECT_STATUSES: readonly ProjectStatus[] = ['ONGOING', 'FINISHED'];

export const projectStatusOptions = (t: ProjectsTranslate): readonly { value: ProjectStatus; label: string }[] =>
  PROJECT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

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
 * (docs/rules/content.md#project-modal). The title is required by the server too. The messages are the
 * server's own (PROJECT_FIELDS), except Date Ended's: shorter than the server's 'Date Ended is required when
 * the project is finished.', as the field only shows then.
 */
export const projectFormSchema = (t: ProjectsTranslate): FormSchema<ProjectFormValues> => z.object({
  title: requiredText(t('fields.title.required')),
  description: unchecked<string>(),
  status: requiredChoice<ProjectStatus>(t('fields.status.required')),
  dateStarted: unchecked<string>(),
  dateEnded: unchecked<string>(),
  link: unchecked<string>(),
  photo: optionalFile((file) => (file.type.startsWith('image/') ? undefined : t('fields.photo.imageOnly'))),
}).superRefine((values, context) => {
  if (!asksDateEnded(values.status)) return;
  if (values.dateEnded === '') context.addIssue({ code: 'custom', path: ['dateEnded'], message: t('fields.dateEnded.required') });
  else if (datesOutOfOrder(values.dateStarted, values.dateEnded)) {
    context.addIssue({ code: 'custom', path: ['dateEnded'], message: t('fields.dateEnded.beforeStarted') });
  }
});

/** The form's messages for the values; an empty object when they can be sent. */
export const validateProjectForm = (values: ProjectFormValues, t: ProjectsTranslate): ProjectFormErrors =>
  fieldErrorsOf(projectFormSchema(t), values);

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
