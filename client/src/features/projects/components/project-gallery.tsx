import { useState } from 'react';
import type { ProjectGalleryQuery as ProjectGalleryData } from '../../../gql/graphql';
import {
  Banner, capitalizeStatus, Gallery, GalleryCard, projectStatusTone, usePagedQuery, type GalleryCardHeadingLevel,
} from '../../../ui';
import { ProjectGalleryQuery } from '../api/projects.graphql';
import { hasPhotoUrl } from '../carousel-selection';
import { PROJECT_GALLERY_PAGE_SIZE, PROJECT_MESSAGES } from '../project-messages';
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
  const [selected, setSelected] = useState<ProjectGalleryData['projects']['items'][number] | null>(null);
  const { list, loading, failed, pages } = usePagedQuery(ProjectGalleryQuery, PROJECT_GALLERY_PAGE_SIZE, (data) => data.projects);

  if (failed && !list) return <Banner variant="error">{PROJECT_MESSAGES.loadFailed}</Banner>;

  return (
    <>
      <Gallery
        cardHeadingLevel={cardHeadingLevel}
        label="Projects"
        items={(list?.items ?? []).filter((project) => hasPhotoUrl(project.projectPhotoUrl))}
        getItemKey={(project) => project.id}
        onOpen={setSelected}
        emptyMessage={PROJECT_MESSAGES.emptyGallery}
        loading={loading}
        paging={{ page: pages.page, total: list?.total ?? 0, onPageChange: pages.onPageChange }}
        renderCard={(project) => (
          <GalleryCard
            title={project.title}
            photo={project.projectPhoto}
            status={{ label: capitalizeStatus(project.status), tone: projectStatusTone(project.status) }}
            description={project.description}
          />
        )}
      />
      <ProjectDetailsModal project={selected} onClose={() => setSelected(null)} />
    </>
  );
}
