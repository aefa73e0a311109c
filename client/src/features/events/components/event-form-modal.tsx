import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { EventFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  FormModal, formFields, useZodForm, type RecordFormModalProps,
} from '../../../ui';
import { CreateEventMutation, UpdateEventMutation } from '../api/events.graphql';
import {
  EVENT_SERVER_FIELDS, eventFormSchema, eventFormValues, eventStatusOptions, targetAudienceOptions, toEventInput,
  type EventFormValues,
} from '../event-form';
import { eventsMessages } from '../messages';

export interface EventFormModalProps extends RecordFormModalProps {
  /** The event edited; null adds a new one. */
  event: EventFieldsFragment | null;
}

const Field = formFields<EventFormValues>();

/** The Add Event / Edit Event modal. Mount it to open it: its fields start afresh at each opening. */
export function EventFormModal({ event, onClose, onSaved }: EventFormModalProps) {
  const t = useMessages(eventsMessages);
  const schema = useMemo(() => eventFormSchema(t), [t]);
  const form = useZodForm(schema, eventFormValues(event));
  const [createEvent, { loading: creating }] = useMutation(CreateEventMutation);
  const [updateEvent, { loading: updating }] = useMutation(UpdateEventMutation);

  const save = async (values: EventFormValues) => {
    const input = toEventInput(values);
    await (event
      ? updateEvent({ variables: { id: event.id, input, eventPhoto: values.photo } })
      : createEvent({ variables: { input, eventPhoto: values.photo } }));
    onSaved(event ? 'updated' : 'added');
  };

  return (
    <FormModal
      form={form}
      title={event ? t('form.editTitle') : t('form.addTitle')}
      size="large"
      saving={creating || updating}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('form.saveFailed'), fields: EVENT_SERVER_FIELDS, onNotFound: () => onSaved('gone') }}
    >
      <Field.Text name="eventName" label={t('fields.eventName.label')} required />
      <Field.Select
        name="targetAudience"
        label={t('fields.targetAudience.label')}
        required
        options={targetAudienceOptions(t)}
        placeholder={t('fields.targetAudience.placeholder')}
      />
      <Field.Date name="eventDate" label={t('fields.eventDate.label')} required />
      <Field.Number name="expectedNumberOfAttendees" label={t('fields.expected.label')} required min={0} step={1} />
      <Field.Number name="actualAttendees" label={t('fields.actual.label')} required min={0} step={1} />
      <Field.Select
        name="status"
        label={t('fields.status.label')}
        required
        options={eventStatusOptions(t)}
        placeholder={t('fields.status.placeholder')}
      />
      <Field.File name="photo" label={t('fields.photo.label')} accept="image/*" preview currentUrl={event?.eventPhotoUrl} />
    </FormModal>
  );
}
