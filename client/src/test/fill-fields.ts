import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A value as a person enters it: text typed, an option chosen from a select, or a date picked. */
export type FieldEntry = string | { choose: string } | { date: string };

/**
 * Enters each value into the field with that label, in order, as a person does. A date is picked with a
 * change event: user-event cannot type into a date input under jsdom, and a change is what a date picker makes.
 */
export async function enterFields(user: UserEvent, fields: Record<string, FieldEntry>): Promise<void> {
  for (const [label, entry] of Object.entries(fields)) {
    const field = screen.getByLabelText(label);
    if (typeof entry === 'string') await user.type(field, entry);
    else if ('choose' in entry) await user.selectOptions(field, entry.choose);
    else fireEvent.change(field, { target: { value: entry.date } });
  }
}
