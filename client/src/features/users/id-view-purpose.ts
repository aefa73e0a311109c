import { DATA_ACCESS_MESSAGES, ID_VIEW_PURPOSE_LABELS, ID_VIEW_PURPOSES, IdViewPurpose, nameOf } from '@barangay-portal/domain';
import type { SelectOption } from '../../ui';

// Staff say why they open a resident's ID image, and the file's address carries it: the server refuses the file without
// one and records the view in the resident's "Who viewed my data" (docs/architecture.md#privacy-access-ledger).

/** The purposes to choose from, in the server's words; the value is what the file's address carries. */
export const ID_VIEW_PURPOSE_OPTIONS: readonly SelectOption[] = ID_VIEW_PURPOSES.map((purpose) => ({
  value: purpose, label: ID_VIEW_PURPOSE_LABELS[nameOf(IdViewPurpose, purpose)],
}));

/** `url` (the ID's short-lived link) with the purpose chosen. */
export function withViewPurpose(url: string, purpose: IdViewPurpose): string {
  return `${url}${url.includes('?') ? '&' : '?'}purpose=${encodeURIComponent(purpose)}`;
}

/** The chosen option as a purpose; null while none is. */
export function chosenPurpose(value: string): IdViewPurpose | null {
  return ID_VIEW_PURPOSES.find((purpose) => purpose === value) ?? null;
}

/** The shared rule's message when no purpose is chosen; the picker's other texts are the catalogue's. */
export const ID_VIEW_PURPOSE_REQUIRED = DATA_ACCESS_MESSAGES.purposeRequired;
