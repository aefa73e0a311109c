import type { TypedDocumentNode } from '@apollo/client';
import type { SaveOutcome } from './form';
import type { UseManagerScreenOptions } from './use-manager-screen';

/** The texts every content manager screen (announcements, events, officials, projects) shows for its list. */
export interface ContentManagerTexts {
  loadFailed: string;
  added: string;
  updated: string;
  deleted: string;
  deleteFailed: string;
}

type ContentManagerOptions = Pick<UseManagerScreenOptions<unknown, unknown, { id: number }, string, SaveOutcome>, 'loadFailed' | 'savedText' | 'remove'>;

/**
 * The notices of a content manager screen from its texts: the load failure, one success text per saved
 * outcome ('gone' shows none, docs/rules/common.md#not-found-ignored) and the delete mutation with its two texts.
 * `logOnly` is for the Project Manager, whose failed list load is only logged (docs/rules/content.md#project-messages).
 */
export function contentManagerOptions(
  texts: ContentManagerTexts,
  deleteMutation: TypedDocumentNode<unknown, { id: number }>,
  { logOnly = false }: { logOnly?: boolean } = {},
): ContentManagerOptions {
  const savedText: Partial<Record<SaveOutcome, string>> = { added: texts.added, updated: texts.updated };
  return {
    loadFailed: logOnly ? { text: texts.loadFailed, logOnly } : { text: texts.loadFailed },
    savedText,
    remove: { mutation: deleteMutation, deleted: texts.deleted, failed: texts.deleteFailed },
  };
}
