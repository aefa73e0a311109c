import type { Locator, Page } from 'playwright-core';

/** A value as a person enters it: text filled in, or an option chosen from a select (by its value). */
export type FieldEntry = string | { choose: string };

/** Enters each value into the field with exactly that label inside `scope` (a page, a form, a dialog), in order. */
export async function fillFields(scope: Page | Locator, fields: Record<string, FieldEntry>): Promise<void> {
  for (const [label, entry] of Object.entries(fields)) {
    const field = scope.getByLabel(label, { exact: true });
    if (typeof entry === 'string') await field.fill(entry);
    else await field.selectOption(entry.choose);
  }
}
