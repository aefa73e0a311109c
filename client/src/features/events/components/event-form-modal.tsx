import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import type { EventFieldsFragment } from '../../../gql/graphql';
import {
  Banner, Button, DateField, FileField, Modal, NumberField, SelectField, TextField,
} from '../../../ui';
import { CreateEventMutation, UpdateEventMutation } from '../api/events.graphql';
import {
  EVENT_STATUS_OPTIONS, eventFieldErrors, eventFormValues, TARGET_AUDIENCE_OPTIONS, toEventInput,
  validateEventForm, type EventFormErrors, type EventFormValues,
} from '../event-form';
import { EVENT_MESSAGES } from '../event-messages';
import { isNotFound, serverFieldErrors } from '../../../lib/graphql-errors';

/** How a save ended: added, updated, or the event was gone (deleted meanwhile; not reported, docs/rules/common.md#not-found-ignored). */
export type EventSaveOutcome = 'added' | 'updated' | 'gone';

export interface EventFormModalProps {
  open: boolean;
  /** The event edited; null adds a new one. */
  event: EventFieldsFragment | null;
  onClose: () => void;
  onSaved: (outcome: EventSaveOutcome) => void;
}

/** The Add Event / Edit Event modal; its fields start afresh at each opening. */
export function EventFormModal(props: EventFormModalProps) {
  return props.open ? <EventFormDialog {...props} /> : null;
}

function EventFormDialog({ event, onClose, onSaved }: EventFormModalProps) {
  const formId = useId();
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createEvent, { loading: creating }] = useMutation(CreateEventMutation);
  const [updateEvent, { loading: updating }] = useMutation(UpdateEventMutation);
  const saving = creating || updating;

  const set = <K extends keyof EventFormValues>(field: K) => (value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const save = async () => {
    const found = validateEventForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      if (event) {
        await updateEvent({ variables: { id: event.id, input: toEventInput(values), eventPhoto: values.photo } });
        onSaved('updated');
      } else {
        await createEvent({ variables: { input: toEventInput(values), eventPhoto: values.photo } });
        onSaved('added');
      }
    } catch (error) {
      if (isNotFound(error)) {
        onSaved('gone');
        return;
      }
      setErrors(eventFieldErrors(serverFieldErrors(error)));
      setFailure(EVENT_MESSAGES.saveFailed);
    }
  };

  const handleSubmit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    if (!saving) void save();
  };

  const title = event ? 'Edit Event' : 'Add Event';
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
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
      <form id={formId} noValidate onSubmit={handleSubmit} aria-label={title}>
        <TextField label="Event Name" required value={values.eventName} onChange={set('eventName')} error={errors.eventName} />
        <SelectField
          label="Target Audience"
          required
          value={values.targetAudience}
          onChange={set('targetAudience')}
          options={TARGET_AUDIENCE_OPTIONS}
          placeholder="Select target audience"
          error={errors.targetAudience}
        />
        <DateField label="Event Date" required value={values.eventDate} onChange={set('eventDate')} error={errors.eventDate} />
        <NumberField
          label="Expected Number of Attendees"
          required
          min={0}
          step={1}
          value={values.expectedNumberOfAttendees}
          onChange={set('expectedNumberOfAttendees')}
          error={errors.expectedNumberOfAttendees}
        />
        <NumberField
          label="Actual Attendees"
          required
          min={0}
          step={1}
          value={values.actualAttendees}
          onChange={set('actualAttendees')}
          error={errors.actualAttendees}
        />
        <SelectField
          label="Status"
          required
          value={values.status}
          onChange={set('status')}
          options={EVENT_STATUS_OPTIONS}
          placeholder="Select status"
          error={errors.status}
        />
        <FileField
          label="Event Photo"
          accept="image/*"
          preview
          currentUrl={event?.eventPhotoUrl}
          onChange={set('photo')}
          error={errors.photo}
        />
      </form>
    </Modal>
  );
}
