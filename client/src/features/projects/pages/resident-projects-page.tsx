import { Page } from '../../../ui';
import { ProjectGallery } from '../components/project-gallery';

/** The resident's projects (docs/rules/public-site.md#projects-gallery): the projects gallery. Default export: the router loads it lazily. */
export default function ResidentProjectsPage() {
  return (
    <Page title="Projects">
      <ProjectGallery cardHeadingLevel={2} />
    </Page>
  );
}
