import { Page } from '../../../ui';
import { ProjectGallery } from '../components/project-gallery';

/** The resident's projects (spec §2): the projects gallery. Default export: the router loads it lazily. */
export default function ResidentProjectsPage() {
  return (
    <Page title="Projects">
      <ProjectGallery />
    </Page>
  );
}
