import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  FormModal, formFields, useZodForm, type RecordFormModalProps, type SaveOutcome,
} from '../../../ui';
import {
  ANNOUNCEMENT_SERVER_FIELDS, EMPTY_ANNOUNCEMENT, announcementFormSchema, announcementInput,
  type AnnouncementFormValues,
} from '../announcement-form';
import { CreateAnnouncementMutation, UpdateAnnouncementMutation } from '../api/announcements.graphql';
import { announcementsMessages } from '../messages';

export interface EditableAnnouncement {
  id: number;
  title: string;
  content: string;
  featured: boolean;
}

export type AnnouncementSaveOutcome = SaveOutcome;

export interface AnnouncementFormModalProps extends RecordFormModalProps {
  /** The announcement to edit; null to add one. */
  announcement: EditableAnnouncement | null;
}

const Field = formFields<AnnouncementFormValues>();

/** Add / edit modal: title and content required, content multi-line, optional featured flag. Mount it to open it. */
export function AnnouncementFormModal({ announcement, onClose, onSaved }: AnnouncementFormModalProps) {
  const t = useMessages(announcementsMessages);
  const schema = useMemo(() => announcementFormSchema(t), [t]);
  const form = useZodForm(schema, announcement
    ? { title: announcement.title, content: announcement.content, featured: announcement.featured }
    : EMPTY_ANNOUNCEMENT);
  const [createAnnouncement, created] = useMutation(CreateAnnouncementMutation);
  const [updateAnnouncement, updated] = useMutation(UpdateAnnouncementMutation);

  const save = async (values: AnnouncementFormValues) => {
    const input = announcementInput(values);
    await (announcement ? updateAnnouncement({ variables: { id: announcement.id, input } }) : createAnnouncement({ variables: { input } }));
    onSaved(announcement ? 'updated' : 'added');
  };

  return (
    <FormModal
      form={form}
      title={announcement ? t('form.editTitle') : t('form.addTitle')}
      saving={created.loading || updated.loading}
      onClose={onClose}
      onSave={save}
      refusal={{
        message: t('form.saveFailed'),
        fields: ANNOUNCEMENT_SERVER_FIELDS,
        onNotFound: announcement ? () => onSaved('gone') : undefined,
      }}
    >
      <Field.Text name="title" label={t('fields.title.label')} required />
      <Field.TextArea name="content" label={t('fields.content.label')} required rows={6} />
      <Field.Checkbox name="featured" label={t('fields.featured.label')} hint={t('fields.featured.hint')} />
    </FormModal>
  );
}
