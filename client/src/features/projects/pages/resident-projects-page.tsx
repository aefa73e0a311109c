import { useMessages } from '../../../lib/i18n/language-context';
import { Page } from '../../../ui';
import { ProjectGallery } from '../components/project-gallery';
import { projectsMessages } from '../messages';

/** The resident's projects (docs/rules/public-site.md#projects-gallery): the projects gallery. Default export: the router loads it lazily. */
export default function ResidentProjectsPage() {
  const t = useMessages(projectsMessages);
  return (
    <Page title={t('residentPage.title')}>
      <ProjectGallery cardHeadingLevel={2} />
    </Page>
  );
}
