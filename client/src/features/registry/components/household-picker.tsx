import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { HouseholdFieldsFragment } from '../../../gql/graphql';
import { formFields, SearchBox, useDebouncedValue, type SelectOption } from '../../../ui';
import { HouseholdsQuery } from '../api/registry.graphql';
import { REGISTRY_TEXTS } from '../registry-texts';

/** How many households the picker offers at a time: the search narrows them down. */
export const PICKER_PAGE_SIZE = 20;

/** The form this sits in holds the chosen household's id, '' for none. */
interface WithHousehold {
  householdId: string;
}

const Field = formFields<WithHousehold>();

export const householdLabelOf = (household: Pick<HouseholdFieldsFragment, 'householdNumber' | 'address' | 'purok'>): string =>
  `${household.householdNumber}, ${household.address} (${household.purok.name})`;

/**
 * A household chosen by its number: a search box narrowing the choices, then the select (first choice: none).
 * A barangay has too many households for one list; the one chosen stays offered while another search runs.
 */
export function HouseholdPicker({ current }: { current?: Pick<HouseholdFieldsFragment, 'id' | 'householdNumber' | 'address' | 'purok'> | null }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const { data, previousData } = useQuery(HouseholdsQuery, {
    variables: { page: 1, pageSize: PICKER_PAGE_SIZE, ...(term !== '' && { search: term }) },
  });
  const { watch } = useFormContext<WithHousehold>();
  const chosen = watch('householdId');
  // Every household offered once, so the chosen one keeps its name when a later search leaves it out.
  const seen = useRef(new Map<string, string>(current ? [[String(current.id), householdLabelOf(current)]] : []));
  const listed = (data ?? previousData)?.households.items ?? [];
  for (const household of listed) seen.current.set(String(household.id), householdLabelOf(household));
  const options: SelectOption[] = listed.map((household) => ({ value: String(household.id), label: householdLabelOf(household) }));
  const chosenLabel = seen.current.get(chosen);
  if (chosen !== '' && chosenLabel !== undefined && !options.some((option) => option.value === chosen)) {
    options.unshift({ value: chosen, label: chosenLabel });
  }
  return (
    <>
      <SearchBox
        label={REGISTRY_TEXTS.findHousehold}
        placeholder={REGISTRY_TEXTS.findHouseholdPlaceholder}
        value={search}
        onChange={setSearch}
        // Enter in the search narrows the list; it must not save the dialog's form the box sits in.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <Field.Select name="householdId" label={REGISTRY_TEXTS.householdChoice} placeholder={REGISTRY_TEXTS.noHouseholdChoice} options={options} />
    </>
  );
}
