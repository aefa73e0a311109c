import { NetworkStatus } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import {
  ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, PopoverContext, useSlottedContext, type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { controlStyles, StyledHint, StyledInputRow, StyledSideButton } from '../../../ui/field-shell';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { AttendanceEventOptionsQuery } from '../api/dashboard.graphql';
import { dashboardMessages } from '../messages';

/** How many matching events each page of the list brings; the next page loads as the list is scrolled. */
export const EVENT_OPTIONS_PAGE_SIZE = 20;

export interface EventOption {
  id: number;
  eventName: string;
  /** YYYY-MM-DD. */
  eventDate: string;
}

const StyledPicker = styled(ComboBox)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const StyledPickerLabel = styled(Label)`
  font-weight: 600;
`;

/** The form fields' control, sharing its row with the Clear button. */
const StyledInput = styled(Input)`
  ${controlStyles}
  flex: 1;
  min-width: 0;
`;

/**
 * The list drops down under the box, in the page (not react-aria's Popover, which closes when the page scrolls
 * or resizes): it scrolls by itself, with the "Loading more events..." line at its end.
 */
const StyledPopup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  margin-top: ${({ theme }) => theme.spacing.xxs};
  max-height: calc(${({ theme }) => theme.spacing.xxl} * 6);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  [role='listbox'] { outline: none; }
`;

const StyledOption = styled(ListBoxItem)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.infoBackground};
    color: ${({ theme }) => theme.colors.info};
  }
`;

const StyledOptionDate = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A muted line at the list's end, as a field's hint looks. */
const StyledPopupNote = styled(StyledHint)`
  padding: ${({ theme }) => theme.spacing.sm};
`;

export interface EventPickerProps {
  label: string;
  /** The chosen event, or null for the server's default (the two most recent events that have taken place). */
  value: EventOption | null;
  onChange: (event: EventOption | null) => void;
}

/**
 * A clearable combobox over the `events` query (docs/rules/dashboard.md#attendance-picker), on react-aria's
 * ComboBox: type to search by name (on the server), pick with the mouse or the arrow keys and Enter; Escape
 * closes the list, the Clear button (or emptying the box) returns to the default. The list reaches every
 * event: scrolling to its end, or arrowing onto its last option, loads the next page.
 */
export function EventPicker({ label, value, onChange }: EventPickerProps) {
  const t = useMessages(dashboardMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value?.eventName ?? '');
  const [open, setOpen] = useState(false);

  // While the box shows the chosen event's name, list every event rather than only that one.
  const typed = value && text === value.eventName ? '' : text.trim();
  const search = useDebouncedValue(typed);
  const variables = { page: 1, pageSize: EVENT_OPTIONS_PAGE_SIZE, ...(search ? { search } : {}) };
  const { data, previousData, loading, networkStatus, error, fetchMore } = useQuery(AttendanceEventOptionsQuery, open ? { variables } : skipToken);
  useEffect(() => {
    if (error) console.error('Failed to load events for the attendance chart.', error);
  }, [error]);

  const page = (data ?? previousData)?.events;
  const options = page?.items ?? [];
  // Loading the next page is not searching: the list stays as it is meanwhile.
  const searching = (loading && networkStatus !== NetworkStatus.fetchMore) || search !== typed;
  const hasMore = !searching && page !== undefined && options.length < page.total;

  // The next page, appended to the list; one request at a time.
  const loadingMore = useRef(false);
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore.current) return;
    loadingMore.current = true;
    fetchMore({
      variables: { page: Math.floor(options.length / EVENT_OPTIONS_PAGE_SIZE) + 1 },
      updateQuery: (previous, { fetchMoreResult }) => {
        // An event added meanwhile shifts the pages by one: never list an event twice.
        const known = new Set(previous.events.items.map((item) => item.id));
        const added = fetchMoreResult.events.items.filter((item) => !known.has(item.id));
        return { events: { ...fetchMoreResult.events, items: [...previous.events.items, ...added] } };
      },
    })
      .catch((reason: unknown) => console.error('Failed to load more events for the attendance chart.', reason))
      .finally(() => {
        loadingMore.current = false;
      });
  }, [hasMore, fetchMore, options.length]);

  const pick = (key: Key | null) => {
    const option = options.find((item) => item.id === key);
    // react-aria hands back the chosen key (or none) when Escape or leaving the box abandons a search: the box
    // shows the chosen event's name again.
    if (!option) {
      setText(value?.eventName ?? '');
      return;
    }
    setText(option.eventName);
    if (option.id !== value?.id) onChange({ id: option.id, eventName: option.eventName, eventDate: option.eventDate });
  };

  const clear = () => {
    setText('');
    if (value) onChange(null);
    inputRef.current?.focus();
  };

  const handleTextChange = (next: string) => {
    setText(next);
    if (next.trim() === '' && value) onChange(null);
  };

  const note = options.length === 0 ? (searching ? t('picker.searching') : t('picker.none')) : null;

  return (
    <StyledPicker
      items={options}
      inputValue={text}
      onInputChange={handleTextChange}
      selectedKey={value?.id ?? null}
      onSelectionChange={pick}
      onOpenChange={setOpen}
      // The list opens empty ("Searching events...") and fills from the server.
      allowsEmptyCollection
      // Opened by PickerInput on typing and clicks (and by react-aria on the arrow keys), not on every change
      // of the text: Clear empties the box without opening the list.
      menuTrigger="manual"
    >
      <StyledPickerLabel>{label}</StyledPickerLabel>
      <StyledInputRow>
        <PickerInput inputRef={inputRef} />
        {(value || text) && (
          <StyledSideButton type="button" onClick={clear} aria-label={t('picker.clearNamed', { label: label.toLowerCase() })}>
            {t('picker.clear')}
          </StyledSideButton>
        )}
      </StyledInputRow>
      <ListPopup hasMore={hasMore} loadMore={loadMore} note={note}>
          <ListBox<EventOption>>
            {(option) => (
              <StyledOption id={option.id} textValue={option.eventName}>
                {({ isFocused }) => (
                  <OptionText
                    option={option}
                    isFocused={isFocused}
                    isLast={option.id === options[options.length - 1]?.id}
                    onReachEnd={loadMore}
                  />
                )}
              </StyledOption>
            )}
          </ListBox>
      </ListPopup>
    </StyledPicker>
  );
}

/**
 * The search box: typing in it or clicking it opens the list. Emptying it does not: that returns to the default
 * chart, which the open list would hide from assistive technology (react-aria hides the page behind it).
 */
function PickerInput({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const t = useMessages(dashboardMessages);
  const state = useContext(ComboBoxStateContext);
  return (
    <StyledInput
      ref={inputRef}
      placeholder={t('picker.placeholder')}
      onClick={() => state?.open(null, 'manual')}
      onInput={(event) => {
        if (event.currentTarget.value !== '') state?.open(null, 'input');
      }}
    />
  );
}

interface ListPopupProps {
  hasMore: boolean;
  loadMore: () => void;
  note: string | null;
  children: ReactNode;
}

/**
 * The open list. It takes the place of react-aria's popover (its ref), so the combobox treats it as its popup:
 * a click in it keeps the list open, and the page behind is hidden from assistive technology meanwhile.
 * Scrolling to its end brings the next page into view: the "Loading more events..." line at the bottom is
 * watched, and observed afresh after every page, so a page too short to scroll still loads on.
 */
function ListPopup({ hasMore, loadMore, note, children }: ListPopupProps) {
  const t = useMessages(dashboardMessages);
  const state = useContext(ComboBoxStateContext);
  const popover = useSlottedContext(PopoverContext);
  const isOpen = state?.isOpen ?? false;
  const moreRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const more = moreRef.current;
    if (!isOpen || !hasMore || !more || typeof IntersectionObserver === 'undefined') return undefined;
    // Within the popup, which scrolls: the line's parent.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { root: more.parentElement });
    observer.observe(more);
    return () => observer.disconnect();
  }, [isOpen, hasMore, loadMore]);

  // No state yet: react-aria is reading the list's items to build its collection (a hidden first pass).
  if (!state) return <>{children}</>;
  if (!isOpen) return null;
  return (
    <StyledPopup ref={popover?.ref as Ref<HTMLDivElement> | undefined}>
      {children}
      {note && <StyledPopupNote>{note}</StyledPopupNote>}
      {!note && hasMore && <StyledPopupNote ref={moreRef}>{t('picker.loadingMore')}</StyledPopupNote>}
    </StyledPopup>
  );
}

interface OptionTextProps {
  option: EventOption;
  isFocused: boolean;
  isLast: boolean;
  onReachEnd: () => void;
}

/** An option's name and date; arrowing onto it keeps it in sight, and onto the last one loads the next page. */
function OptionText({ option, isFocused, isLast, onReachEnd }: OptionTextProps) {
  const { date } = useDateFormat();
  const nameRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isFocused) nameRef.current?.parentElement?.scrollIntoView?.({ block: 'nearest' });
  }, [isFocused]);
  useEffect(() => {
    if (isFocused && isLast) onReachEnd();
  }, [isFocused, isLast, onReachEnd]);
  return (
    <>
      <span ref={nameRef}>{option.eventName}</span>
      <StyledOptionDate>{date(option.eventDate, option.eventDate)}</StyledOptionDate>
    </>
  );
}
