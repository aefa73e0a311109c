import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A value as a person enters it: text typed, an option chosen from a select, a date picked, or a box ticked or cleared. */
export type FieldEntry = string | { choose: string } | { date: string } | { check: boolean };

/**
 * Enters each value into the field with that label, in order, as a person does. A date is picked with a
 * change event: user-event cannot type into a date input under jsdom, and a change is what a date picker makes.
 */
export async function enterFields(user: UserEvent, fields: Record<string, FieldEntry>): Promise<void> {
  for (const [label, entry] of Object.entries(fields)) {
    const field = screen.getByLabelText(label);
    if (typeof entry === 'string') await user.type(field, entry);
    else if ('choose' in entry) await user.selectOptions(field, entry.choose);
    else if ('check' in entry) {
      if ((field as HTMLInputElement).checked !== entry.check) await user.click(field);
    }
    else fireEvent.change(field, { target: { value: entry.date } });
  }
}
