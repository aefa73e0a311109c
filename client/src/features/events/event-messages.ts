/** Event Management's and the events gallery's fixed texts (docs/rules/content.md#event-messages). */
export const EVENT_MESSAGES = {
  added: 'Event added.',
  updated: 'Event updated.',
  deleted: 'Event deleted.',
  saveFailed: 'Save failed.',
  deleteFailed: 'Delete failed.',
  loadFailed: 'Failed to load events.',
  emptyTable: 'No events available',
  emptyGallery: 'No events with photos to display.',
  confirmDelete: 'Are you sure you want to delete this event?',
  searchPlaceholder: 'Search by event name',
} as const;

/** 5 rows per page in Event Management, 6 cards per page in the gallery (docs/rules/README.md#constants). */
export const EVENT_TABLE_PAGE_SIZE = 5;
export const EVENT_GALLERY_PAGE_SIZE = 6;
