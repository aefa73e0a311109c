import { useState } from 'react';
import type { ProjectGalleryQuery as ProjectGalleryData } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import {
  Banner, Gallery, GalleryCard, projectStatusTone, usePagedQuery, type GalleryCardHeadingLevel,
} from '../../../ui';
import { ProjectGalleryQuery } from '../api/projects.graphql';
import { hasPhotoUrl } from '../carousel-selection';
import { projectsMessages, projectStatusText } from '../messages';
import { PROJECT_GALLERY_PAGE_SIZE } from '../page-sizes';
import { ProjectDetailsModal } from './project-details-modal';

export interface ProjectGalleryProps {
  /** 2 on the residents' Projects screen, right under its h1; 3 (the default) under the home page's section title. */
  cardHeadingLevel?: GalleryCardHeadingLevel;
}

/**
 * The projects gallery (docs/rules/public-site.md#projects-gallery) of the home page and the residents' Projects screen: projects
 * with a photo, 6 cards per page paged on the server, each opening a large details modal.
 */
export function ProjectGallery({ cardHeadingLevel }: ProjectGalleryProps) {
  const t = useMessages(projectsMessages);
  const [selected, setSelected] = useState<ProjectGalleryData['projects']['items'][number] | null>(null);
  const { list, loading, failed, pages } = usePagedQuery(ProjectGalleryQuery, PROJECT_GALLERY_PAGE_SIZE, (data) => data.projects);

  if (failed && !list) return <Banner variant="error">{t('loadFailed')}</Banner>;

  return (
    <>
      <Gallery
        cardHeadingLevel={cardHeadingLevel}
        label={t('gallery.label')}
        items={(list?.items ?? []).filter((project) => hasPhotoUrl(project.projectPhotoUrl))}
        getItemKey={(project) => project.id}
        onOpen={setSelected}
        emptyMessage={t('gallery.empty')}
        loading={loading}
        paging={{ page: pages.page, total: list?.total ?? 0, onPageChange: pages.onPageChange }}
        renderCard={(project) => (
          <GalleryCard
            title={project.title}
            photo={project.projectPhoto}
            status={{ label: projectStatusText(t, project.status), tone: projectStatusTone(project.status) }}
            description={project.description}
          />
        )}
      />
      <ProjectDetailsModal project={selected} onClose={() => setSelected(null)} />
    </>
  );
}
