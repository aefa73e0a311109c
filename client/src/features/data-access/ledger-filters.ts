import { DATA_ACCESS_MESSAGES } from '@barangay-portal/domain';
import { choiceFilter, dayFilter, textFilter, type FilterValues, type ListFilter } from '../../ui';
import { KIND_OPTIONS } from './data-access-texts';

/**
 * The staff screen's filters, kept in the address (docs/rules/common.md#table-address) under their GraphQL names,
 * in the order the list and its export ask with them: the days and the kind apply at once, the typed names once
 * typing pauses.
 */
export const LEDGER_FILTERS: readonly ListFilter[] = [
  dayFilter('from'), dayFilter('to'), textFilter('staff'), textFilter('subject'), choiceFilter('kind', KIND_OPTIONS),
];

/** The window's refusal the server would give, said beside the last day before asking: it ends before it begins. */
export function windowProblem({ from = '', to = '' }: FilterValues): string | undefined {
  return from !== '' && to !== '' && to < from ? DATA_ACCESS_MESSAGES.windowReversed : undefined;
}

/** Both days are chosen and in order: the window can be exported. */
export const exportable = (filters: FilterValues): boolean =>
  (filters.from ?? '') !== '' && (filters.to ?? '') !== '' && windowProblem(filters) === undefined;
