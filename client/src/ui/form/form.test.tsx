import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from './zod';
import { renderWithTheme } from '../testing/render-with-theme';
import { formFields } from './bound-fields';
import { fieldErrorsOf, serverMessagesOn } from './field-errors';
import { FormModal } from './form-modal';
import { optionalText, requiredChoice, requiredText, unchecked } from './rules';
import { useZodForm, type FormSchema } from './use-zod-form';
import { ZodForm } from './zod-form';

interface Values {
  title: string;
  kind: 'a' | 'b' | '';
  note: string;
}

const EMPTY: Values = { title: '', kind: '', note: '' };

const schema: FormSchema<Values> = z.object({
  title: requiredText('Title is required', { max: 5, label: 'Title' }),
  kind: requiredChoice<'a' | 'b'>('Kind is required'),
  note: unchecked<string>(),
});

const Field = formFields<Values>();

function PlainForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useZodForm(schema, EMPTY);
  return (
    <ZodForm form={form} onValid={onValid} aria-label="Thing">
      <Field.Text name="title" label="Title" clearsError={(value) => value.trim() !== ''} />
      <Field.Select name="kind" label="Kind" options={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }]} />
      <Field.TextArea name="note" label="Note" />
      <button type="submit">Send</button>
    </ZodForm>
  );
}

const graphqlError = (extensions: Record<string, unknown>, message = 'Refused') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('the shared form layer', () => {
  it('checks on submit only, shows the first message of each field and sends the accepted values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithTheme(<PlainForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Title'), 'Too long');
    expect(screen.queryByText('Title must be at most 5 characters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title must be at most 5 characters.');
    expect(screen.getByLabelText('Kind')).toHaveAccessibleDescription('Kind is required');
    // The focus stays where it was: the forms move it themselves where they do.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Fine');
    await user.selectOptions(screen.getByLabelText('Kind'), 'b');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ title: 'Fine', kind: 'b', note: '' }, expect.anything());
  });

  it("takes a field's message away on a change, unless the field says the change does not fix it", async () => {
    const user = userEvent.setup();
    renderWithTheme(<PlainForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Title'), ' ');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'x');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Kind is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'a');
    expect(screen.queryByText('Kind is required')).not.toBeInTheDocument();
  });

  it('reads the first message of each path and maps server fields to form fields', () => {
    expect(fieldErrorsOf(schema, { title: '', kind: 'a', note: '' })).toEqual({ title: 'Title is required' });
    expect(fieldErrorsOf(z.object({ note: optionalText({ max: 2, label: 'Note' }) }), { note: ' abc ' }))
      .toEqual({ note: 'Note must be at most 2 characters.' });
    expect(serverMessagesOn({ title: 'Taken', photo: 'Not an image', toString: 'x', other: 'y' }, { title: 'title', photo: 'picture' }))
      .toEqual({ title: 'Taken', picture: 'Not an image' });
  });
});

function Dialog({ onSave, onNotFound, saving = false }: {
  onSave: (values: Values) => Promise<void>; onNotFound?: () => void; saving?: boolean;
}) {
  const form = useZodForm<Values>(schema, { ...EMPTY, title: 'Fine', kind: 'a' });
  return (
    <FormModal
      form={form}
      title="Add Thing"
      saving={saving}
      onClose={vi.fn()}
      onSave={onSave}
      refusal={{ message: 'Save failed.', fields: { title: 'title', noteText: 'note' }, onNotFound }}
    >
      <Field.Text name="title" label="Title" />
      <Field.TextArea name="note" label="Note" />
    </FormModal>
  );
}

describe('FormModal', () => {
  it('titles the dialog and its form, and shows Saving... with the buttons disabled while saving', () => {
    renderWithTheme(<Dialog onSave={vi.fn()} saving />);
    expect(screen.getByRole('dialog', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add Thing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("puts the server's field messages on the fields and says the save failed; a new save takes the banner away", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValueOnce(graphqlError({ code: 'BAD_USER_INPUT', fields: { title: ['Taken'], noteText: ['Too long'] } }))
      .mockResolvedValueOnce(undefined);
    renderWithTheme(<Dialog onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save failed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Taken');
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('Too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Save failed.')).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("says a refusal for the state of things in the server's own words: no field below explains it", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn().mockRejectedValue(graphqlError({ code: 'CONFLICT', reason: 'BARANGAY_WITHOUT_HOST' }, 'Give it a host name first.'));
    renderWithTheme(<Dialog onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give it a host name first.');
    expect(screen.queryByText('Save failed.')).not.toBeInTheDocument();
  });

  it('hands a not-found answer to onNotFound and shows nothing', async () => {
    const user = userEvent.setup();
    const onNotFound = vi.fn();
    renderWithTheme(<Dialog onSave={vi.fn().mockRejectedValue(graphqlError({ code: 'NOT_FOUND' }))} onNotFound={onNotFound} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onNotFound).toHaveBeenCalled());
    expect(screen.queryByText('Save failed.')).not.toBeInTheDocument();
  });
});
