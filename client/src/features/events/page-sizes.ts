/** 5 rows per page in Event Management, 6 cards per page in the gallery (docs/rules/README.md#constants). */
export const EVENT_TABLE_PAGE_SIZE = 5;
export const EVENT_GALLERY_PAGE_SIZE = 6;
