import projects from 'virtual:portal-messages/projects';
import { namespaceOf } from '../../lib/i18n/catalogue';
import type { Translate } from '../../lib/i18n/language-context';
import { capitalizeStatus } from '../../ui';

/**
 * The projects' texts: the gallery, the home carousel, the Project Manager and its modal. The English ones are
 * the spec's, word for word (docs/rules/content.md#project-messages).
 */
export const projectsMessages = namespaceOf<'projects'>(projects);

export type ProjectsTranslate = Translate<'projects'>;

const KNOWN_STATUSES = ['ONGOING', 'FINISHED'] as const;

/** A project's status as shown, in the page's language; a status the portal does not know stays as the server wrote it. */
export function projectStatusText(t: ProjectsTranslate, status: string | null | undefined): string {
  const known = KNOWN_STATUSES.find((name) => name === (status ?? '').trim().toUpperCase());
  return known ? t(`status.${known}`) : capitalizeStatus(status);
}
