import { useMutation } from '@apollo/client/react';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import {
  FormModal, formFields, useZodForm, type RecordFormModalProps,
} from '../../../ui';
import { CreateProjectMutation, UpdateProjectMutation } from '../api/projects.graphql';
import {
  asksDateEnded, PROJECT_SERVER_FIELDS, PROJECT_STATUS_OPTIONS, projectFormSchema, projectFormValues, toCreateProjectInput,
  toUpdateProjectInput, type ProjectFormValues,
} from '../project-form';
import { PROJECT_MESSAGES } from '../project-messages';

export interface ProjectFormModalProps extends RecordFormModalProps {
  /** The project edited; null adds a new one. */
  project: ProjectFieldsFragment | null;
}

const Field = formFields<ProjectFormValues>();

/** The Add Project / Edit Project modal. Mount it to open it: its fields start afresh at each opening. */
export function ProjectFormModal({ project, onClose, onSaved }: ProjectFormModalProps) {
  const form = useZodForm(projectFormSchema, projectFormValues(project));
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
      title={project ? 'Edit Project' : 'Add Project'}
      size="large"
      saving={creating || updating}
      onClose={onClose}
      onSave={save}
      refusal={{ message: PROJECT_MESSAGES.saveFailed, fields: PROJECT_SERVER_FIELDS, onNotFound: () => onSaved('gone') }}
    >
      <Field.Text name="title" label="Title" required />
      <Field.TextArea name="description" label="Description" />
      <Field.Select name="status" label="Status" required options={PROJECT_STATUS_OPTIONS} placeholder="Select status" />
      <Field.Date name="dateStarted" label="Date Started" />
      {asksDateEnded(status) && <Field.Date name="dateEnded" label="Date Ended" required min={dateStarted || undefined} />}
      <Field.Text name="link" label="Link" type="url" inputMode="url" placeholder="https://" />
      <Field.File name="photo" label="Project Photo" accept="image/*" preview currentUrl={project?.projectPhotoUrl} />
    </FormModal>
  );
}
