import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  FormModal, formFields, useZodForm, type RecordFormModalProps,
} from '../../../ui';
import { CreateProjectMutation, UpdateProjectMutation } from '../api/projects.graphql';
import { projectsMessages } from '../messages';
import {
  asksDateEnded, PROJECT_SERVER_FIELDS, projectFormSchema, projectFormValues, projectStatusOptions, toCreateProjectInput,
  toUpdateProjectInput, type ProjectFormValues,
} from '../project-form';

export interface ProjectFormModalProps extends RecordFormModalProps {
  /** The project edited; null adds a new one. */
  project: ProjectFieldsFragment | null;
}

const Field = formFields<ProjectFormValues>();

/** What a link field shows before anything is typed: the start of an address, the same in every language. */
const LINK_PLACEHOLDER = 'https://';

/** The Add Project / Edit Project modal. Mount it to open it: its fields start afresh at each opening. */
export function ProjectFormModal({ project, onClose, onSaved }: ProjectFormModalProps) {
  const t = useMessages(projectsMessages);
  const schema = useMemo(() => projectFormSchema(t), [t]);
  const form = useZodForm(schema, projectFormValues(project));
  const [createProject, { loading: creating }] = useMutation(CreateProjectMutation);
  const [updateProject, { loading: updating }] = useMutation(UpdateProjectMutation);
  const [status, dateStarted] = form.watch(['status', 'dateStarted']);

  const save = async (values: ProjectFormValues) => {
    await (project
      ? updateProject({ variables: { id: project.id, input: toUpdateProjectInput(values), projectPhoto: values.photo } })
      : createProject({ variables: { input: toCreateProjectInput(values), projectPhoto: values.photo } }));
    onSaved(project ? 'updated' : 'added');
  };

  return (
    <FormModal
      form={form}
      title={project ? t('form.editTitle') : t('form.addTitle')}
      size="large"
      saving={creating || updating}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('form.saveFailed'), fields: PROJECT_SERVER_FIELDS, onNotFound: () => onSaved('gone') }}
    >
      <Field.Text name="title" label={t('fields.title.label')} required />
      <Field.TextArea name="description" label={t('fields.description.label')} />
      <Field.Select
        name="status"
        label={t('fields.status.label')}
        required
        options={projectStatusOptions(t)}
        placeholder={t('fields.status.placeholder')}
      />
      <Field.Date name="dateStarted" label={t('fields.dateStarted.label')} />
      {asksDateEnded(status) && (
        <Field.Date name="dateEnded" label={t('fields.dateEnded.label')} required min={dateStarted || undefined} />
      )}
      <Field.Text name="link" label={t('fields.link.label')} type="url" inputMode="url" placeholder={LINK_PLACEHOLDER} />
      <Field.File name="photo" label={t('fields.photo.label')} accept="image/*" preview currentUrl={project?.projectPhotoUrl} />
    </FormModal>
  );
}
