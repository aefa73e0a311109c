/** 5 rows per page in the Project Manager, 6 cards per page in the gallery (docs/rules/README.md#constants). */
export const PROJECT_TABLE_PAGE_SIZE = 5;
export const PROJECT_GALLERY_PAGE_SIZE = 6;
