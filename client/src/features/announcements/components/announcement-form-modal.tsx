import { useMutation } from '@apollo/client/react';
import { FormModal, formFields, useZodForm } from '../../../ui';
import {
  ANNOUNCEMENT_SERVER_FIELDS, ANNOUNCEMENT_TEXTS, EMPTY_ANNOUNCEMENT, announcementFormSchema, announcementInput,
  type AnnouncementFormValues,
} from '../announcement-form';
import { CreateAnnouncementMutation, UpdateAnnouncementMutation } from '../api/announcements.graphql';

export interface EditableAnnouncement {
  id: number;
  title: string;
  content: string;
  featured: boolean;
}

/** How a save ended: added, updated, or the record was gone (deleted meanwhile; not reported, docs/rules/common.md#not-found-ignored). */
export type AnnouncementSaveOutcome = 'added' | 'updated' | 'gone';

export interface AnnouncementFormModalProps {
  /** The announcement to edit; null to add one. */
  announcement: EditableAnnouncement | null;
  onClose: () => void;
  onSaved: (outcome: AnnouncementSaveOutcome) => void;
}

const Field = formFields<AnnouncementFormValues>();

/** Add / edit modal: title and content required, content multi-line, optional featured flag. Mount it to open it. */
export function AnnouncementFormModal({ announcement, onClose, onSaved }: AnnouncementFormModalProps) {
  const form = useZodForm(announcementFormSchema, announcement
    ? { title: announcement.title, content: announcement.content, featured: announcement.featured }
    : EMPTY_ANNOUNCEMENT);
  const [createAnnouncement, created] = useMutation(CreateAnnouncementMutation);
  const [updateAnnouncement, updated] = useMutation(UpdateAnnouncementMutation);

  const save = async (values: AnnouncementFormValues) => {
    const input = announcementInput(values);
    if (announcement) {
      await updateAnnouncement({ variables: { id: announcement.id, input } });
      onSaved('updated');
    } else {
      await createAnnouncement({ variables: { input } });
      onSaved('added');
    }
  };

  return (
    <FormModal
      form={form}
      title={announcement ? 'Edit Announcement' : 'Add Announcement'}
      saving={created.loading || updated.loading}
      onClose={onClose}
      onSave={save}
      refusal={{
        message: ANNOUNCEMENT_TEXTS.saveFailed,
        fields: ANNOUNCEMENT_SERVER_FIELDS,
        onNotFound: announcement ? () => onSaved('gone') : undefined,
      }}
    >
      <Field.Text name="title" label="Title" required />
      <Field.TextArea name="content" label="Content" required rows={6} />
      <Field.Checkbox name="featured" label="Featured" hint="Featured announcements appear on the Contact Us page." />
    </FormModal>
  );
}
