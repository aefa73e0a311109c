import { NetworkStatus } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { AttendanceEventOptionsQuery } from '../api/dashboard.graphql';

/** How many matching events each page of the list brings; the next page loads as the list is scrolled. */
export const EVENT_OPTIONS_PAGE_SIZE = 20;
export const EVENT_PICKER_PLACEHOLDER = 'Search or select event...';

export interface EventOption {
  id: number;
  eventName: string;
  /** YYYY-MM-DD. */
  eventDate: string;
}

const StyledPicker = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
`;

const StyledPickerLabel = styled.label`
  font-weight: 600;
`;

const StyledInputRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  font: inherit;
  padding: ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledClearButton = styled.button`
  flex: none;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
`;

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
`;

const StyledListbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledOption = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.infoBackground};
    color: ${({ theme }) => theme.colors.info};
  }
`;

const StyledOptionDate = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPopupNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface EventPickerProps {
  label: string;
  /** The chosen event, or null for the server's default (the two most recent events that have taken place). */
  value: EventOption | null;
  onChange: (event: EventOption | null) => void;
}

/**
 * A clearable combobox over the `events` query (ARIA 1.2 combobox with a listbox popup): type to search by
 * name, pick with the mouse or the arrow keys and Enter; Escape closes the list, the Clear button (or
 * emptying the box) returns to the default. The list reaches every event: scrolling to its end, or arrowing
 * past its last option, loads the next page.
 */
export function EventPicker({ label, value, onChange }: EventPickerProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value?.eventName ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

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

  // Scrolling the list to its end brings the next page into view: the "Loading more events..." line at the
  // bottom is watched, and observed afresh after every page, so a page too short to scroll still loads on.
  const popupRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const more = moreRef.current;
    if (!open || !hasMore || !more || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { root: popupRef.current });
    observer.observe(more);
    return () => observer.disconnect();
  }, [open, hasMore, loadMore, options.length]);

  // Arrow keys move through the list: keep the active option in sight, and reaching the last loaded one
  // loads the next page.
  const activeOptionId = activeIndex >= 0 ? optionId(activeIndex) : null;
  const atLastOption = activeIndex >= 0 && activeIndex >= options.length - 1;
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);
  useEffect(() => {
    if (atLastOption) loadMore();
  }, [atLastOption, loadMore]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const pick = (option: EventOption) => {
    setText(option.eventName);
    close();
    if (option.id !== value?.id) onChange({ id: option.id, eventName: option.eventName, eventDate: option.eventDate });
  };

  const clear = () => {
    setText('');
    close();
    if (value) onChange(null);
    inputRef.current?.focus();
  };

  const handleTextChange = (next: string) => {
    setText(next);
    setOpen(true);
    setActiveIndex(-1);
    if (next.trim() === '' && value) onChange(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActiveIndex((index) => Math.min(options.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Enter':
        if (open && activeIndex >= 0 && options[activeIndex]) {
          event.preventDefault();
          pick(options[activeIndex]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setText(value?.eventName ?? '');
          close();
        }
        break;
      default:
        break;
    }
  };

  const handleBlur = () => {
    // A half-typed search that was not picked goes back to the chosen event's name.
    setText(value?.eventName ?? '');
    close();
  };

  const expanded = open && options.length > 0;
  const note = open && options.length === 0 ? (searching ? 'Searching events...' : 'No events found.') : null;

  return (
    <StyledPicker>
      <StyledPickerLabel htmlFor={id}>{label}</StyledPickerLabel>
      <StyledInputRow>
        <StyledInput
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={EVENT_PICKER_PLACEHOLDER}
          value={text}
          onChange={(event) => handleTextChange(event.target.value)}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        {(value || text) && (
          <StyledClearButton type="button" onClick={clear} aria-label={`Clear ${label.toLowerCase()}`}>
            Clear
          </StyledClearButton>
        )}
      </StyledInputRow>
      <StyledPopup ref={popupRef} hidden={!expanded && !note}>
        <StyledListbox id={listboxId} role="listbox" aria-label={label} hidden={!expanded}>
          {expanded && options.map((option, index) => (
            <StyledOption
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keep the focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              <span>{option.eventName}</span>
              <StyledOptionDate>{formatDate(option.eventDate, option.eventDate)}</StyledOptionDate>
            </StyledOption>
          ))}
        </StyledListbox>
        {note && <StyledPopupNote>{note}</StyledPopupNote>}
        {expanded && hasMore && <StyledPopupNote ref={moreRef}>Loading more events...</StyledPopupNote>}
      </StyledPopup>
    </StyledPicker>
  );
}
