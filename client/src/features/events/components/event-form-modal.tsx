import { useMutation } from '@apollo/client/react';
import type { EventFieldsFragment } from '../../../gql/graphql';
import {
  FormModal, formFields, useZodForm, type RecordFormModalProps,
} from '../../../ui';
import { CreateEventMutation, UpdateEventMutation } from '../api/events.graphql';
import {
  EVENT_SERVER_FIELDS, EVENT_STATUS_OPTIONS, eventFormSchema, eventFormValues, TARGET_AUDIENCE_OPTIONS, toEventInput,
  type EventFormValues,
} from '../event-form';
import { EVENT_MESSAGES } from '../event-messages';

export interface EventFormModalProps extends RecordFormModalProps {
  /** The event edited; null adds a new one. */
  event: EventFieldsFragment | null;
}

const Field = formFields<EventFormValues>();

/** The Add Event / Edit Event modal. Mount it to open it: its fields start afresh at each opening. */
export function EventFormModal({ event, onClose, onSaved }: EventFormModalProps) {
  const form = useZodForm(eventFormSchema, eventFormValues(event));
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
      title={event ? 'Edit Event' : 'Add Event'}
      size="large"
      saving={creating || updating}
      onClose={onClose}
      onSave={save}
      refusal={{ message: EVENT_MESSAGES.saveFailed, fields: EVENT_SERVER_FIELDS, onNotFound: () => onSaved('gone') }}
    >
      <Field.Text name="eventName" label="Event Name" required />
      <Field.Select
        name="targetAudience"
        label="Target Audience"
        required
        options={TARGET_AUDIENCE_OPTIONS}
        placeholder="Select target audience"
      />
      <Field.Date name="eventDate" label="Event Date" required />
      <Field.Number name="expectedNumberOfAttendees" label="Expected Number of Attendees" required min={0} step={1} />
      <Field.Number name="actualAttendees" label="Actual Attendees" required min={0} step={1} />
      <Field.Select name="status" label="Status" required options={EVENT_STATUS_OPTIONS} placeholder="Select status" />
      <Field.File name="photo" label="Event Photo" accept="image/*" preview currentUrl={event?.eventPhotoUrl} />
    </FormModal>
  );
}
