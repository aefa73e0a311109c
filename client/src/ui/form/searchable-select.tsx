import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { SelectOption } from '../form-field';
import { SearchBox } from '../search-box';
import { useDebouncedValue } from '../use-debounced-value';
import { formFields } from './bound-fields';

export interface SearchableSelectProps {
  /** The form field holding the chosen value ('' for none). */
  name: string;
  label: string;
  /** The select's first choice: none chosen. */
  placeholder: string;
  searchLabel: string;
  searchPlaceholder?: string;
  /** The choices for a search, trimmed and settled (300 ms after the last key); '' before any search. */
  useOptions: (term: string) => readonly SelectOption[];
  /** The chosen record's choice before any search has listed it (e.g. when editing). */
  current?: SelectOption | null;
  required?: boolean;
}

const Field = formFields<Record<string, string>>();

/**
 * One record of many chosen by searching: a search box narrowing the choices, then the select. A barangay has
 * too many households or inhabitants for one list; the one chosen keeps its label while another search runs.
 */
export function SearchableSelect({
  name, label, placeholder, searchLabel, searchPlaceholder, useOptions, current = null, required,
}: SearchableSelectProps) {
  const [search, setSearch] = useState('');
  const listed = useOptions(useDebouncedValue(search.trim(), 300));
  const chosen = String(useFormContext().watch(name) ?? '');
  // Every choice offered once, so the chosen one keeps its label when a later search leaves it out.
  const seen = useRef(new Map<string, string>(current ? [[current.value, current.label]] : []));
  for (const option of listed) seen.current.set(option.value, option.label);
  const options = [...listed];
  const chosenLabel = seen.current.get(chosen);
  if (chosen !== '' && chosenLabel !== undefined && !options.some((option) => option.value === chosen)) {
    options.unshift({ value: chosen, label: chosenLabel });
  }
  return (
    <>
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={setSearch}
        // Enter in the search narrows the list; it must not submit the form the box sits in.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <Field.Select name={name} label={label} placeholder={placeholder} options={options} required={required} />
    </>
  );
}
