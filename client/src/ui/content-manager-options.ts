import type { TypedDocumentNode } from '@apollo/client';
import type { SaveOutcome } from './form';
import type { UseManagerScreenOptions } from './use-manager-screen';

/**
 * The messages every content manager screen (announcements, events, officials, projects) shows for its list: each
 * of those namespaces has these keys, so the screen hands its own translator in.
 */
export type ContentManagerText = (key: 'loadFailed' | 'manager.added' | 'manager.updated' | 'manager.deleted' | 'manager.deleteFailed') => string;

type ContentManagerOptions = Pick<UseManagerScreenOptions<unknown, unknown, { id: number }, string, SaveOutcome>, 'loadFailed' | 'savedText' | 'remove'>;

/**
 * The notices of a content manager screen from its messages: the load failure, one success text per saved
 * outcome ('gone' shows none, docs/rules/common.md#not-found-ignored) and the delete mutation with its two texts.
 * `logOnly` is for the Project Manager, whose failed list load is only logged (docs/rules/content.md#project-messages).
 */
export function contentManagerOptions(
  t: ContentManagerText,
  deleteMutation: TypedDocumentNode<unknown, { id: number }>,
  { logOnly = false }: { logOnly?: boolean } = {},
): ContentManagerOptions {
  const savedText: Partial<Record<SaveOutcome, string>> = { added: t('manager.added'), updated: t('manager.updated') };
  return {
    loadFailed: logOnly ? { text: t('loadFailed'), logOnly } : { text: t('loadFailed') },
    savedText,
    remove: { mutation: deleteMutation, deleted: t('manager.deleted'), failed: t('manager.deleteFailed') },
  };
}
