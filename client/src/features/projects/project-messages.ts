/** The Project Manager's and the projects gallery's fixed texts (docs/rules/content.md#project-messages). */
export const PROJECT_MESSAGES = {
  added: 'Project added successfully!',
  updated: 'Project updated successfully!',
  deleted: 'Project deleted successfully!',
  saveFailed: 'There was an error saving the project.',
  deleteFailed: 'Failed to delete project.',
  loadFailed: 'Failed to load projects.',
  emptyTable: 'No Projects available',
  emptyGallery: 'No projects with photos to display.',
  confirmDelete: 'Are you sure you want to delete this project?',
  searchPlaceholder: 'Search by project title',
} as const;

/** 5 rows per page in the Project Manager, 6 cards per page in the gallery (docs/rules/README.md#constants). */
export const PROJECT_TABLE_PAGE_SIZE = 5;
export const PROJECT_GALLERY_PAGE_SIZE = 6;
