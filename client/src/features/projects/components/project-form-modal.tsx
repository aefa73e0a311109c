import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import {
  Banner, Button, DateField, FileField, Modal, SelectField, TextAreaField, TextField,
} from '../../../ui';
import { CreateProjectMutation, UpdateProjectMutation } from '../api/projects.graphql';
import {
  asksDateEnded, PROJECT_STATUS_OPTIONS, projectFieldErrors, projectFormValues, toCreateProjectInput,
  toUpdateProjectInput, validateProjectForm, type ProjectFormErrors, type ProjectFormValues,
} from '../project-form';
import { PROJECT_MESSAGES } from '../project-messages';
import { isNotFound, serverFieldErrors } from '../../../lib/graphql-errors';

/** How a save ended: added, updated, or the project was gone (deleted meanwhile; not reported, docs/rules/common.md#not-found-ignored). */
export type ProjectSaveOutcome = 'added' | 'updated' | 'gone';

export interface ProjectFormModalProps {
  open: boolean;
  /** The project edited; null adds a new one. */
  project: ProjectFieldsFragment | null;
  onClose: () => void;
  onSaved: (outcome: ProjectSaveOutcome) => void;
}

/** The Add Project / Edit Project modal; its fields start afresh at each opening. */
export function ProjectFormModal(props: ProjectFormModalProps) {
  return props.open ? <ProjectFormDialog {...props} /> : null;
}

function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState<ProjectFormValues>(() => projectFormValues(project));
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createProject, { loading: creating }] = useMutation(CreateProjectMutation);
  const [updateProject, { loading: updating }] = useMutation(UpdateProjectMutation);
  const saving = creating || updating;

  const set = <K extends keyof ProjectFormValues>(field: K) => (value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const save = async () => {
    const found = validateProjectForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      if (project) {
        await updateProject({ variables: { id: project.id, input: toUpdateProjectInput(values), projectPhoto: values.photo } });
        onSaved('updated');
      } else {
        await createProject({ variables: { input: toCreateProjectInput(values), projectPhoto: values.photo } });
        onSaved('added');
      }
    } catch (error) {
      if (isNotFound(error)) {
        onSaved('gone');
        return;
      }
      setErrors(projectFieldErrors(serverFieldErrors(error)));
      setFailure(PROJECT_MESSAGES.saveFailed);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) void save();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={project ? 'Edit Project' : 'Add Project'}
      size="large"
      dismissible={!saving}
      footer={(
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} disabled={saving} aria-busy={saving || undefined}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      )}
    >
      {failure && <Banner variant="error">{failure}</Banner>}
      <form id={formId} noValidate onSubmit={handleSubmit} aria-label={project ? 'Edit Project' : 'Add Project'}>
        <TextField label="Title" required value={values.title} onChange={set('title')} error={errors.title} />
        <TextAreaField label="Description" value={values.description} onChange={set('description')} error={errors.description} />
        <SelectField
          label="Status"
          required
          value={values.status}
          onChange={(value) => set('status')(value as ProjectFormValues['status'])}
          options={PROJECT_STATUS_OPTIONS}
          placeholder="Select status"
          error={errors.status}
        />
        <DateField label="Date Started" value={values.dateStarted} onChange={set('dateStarted')} error={errors.dateStarted} />
        {asksDateEnded(values.status) && (
          <DateField
            label="Date Ended"
            required
            min={values.dateStarted || undefined}
            value={values.dateEnded}
            onChange={set('dateEnded')}
            error={errors.dateEnded}
          />
        )}
        <TextField
          label="Link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.link}
          onChange={set('link')}
          error={errors.link}
        />
        <FileField
          label="Project Photo"
          accept="image/*"
          preview
          currentUrl={project?.projectPhotoUrl}
          onChange={set('photo')}
          error={errors.photo}
        />
      </form>
    </Modal>
  );
}
