import styled from 'styled-components';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useOrMissing } from '../../../lib/missing-value';
import { GalleryDetailsModal, type PictureSource, projectStatusTone } from '../../../ui';
import { projectsMessages, projectStatusText } from '../messages';

const StyledDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  white-space: pre-line;
`;

export interface ProjectDetailsModalProps {
  /** The project shown; null keeps the modal closed. */
  project: (ProjectFieldsFragment & { projectPhoto: PictureSource | null }) | null;
  onClose: () => void;
  /** The gallery's modal shows the start and end dates; the carousel's Learn More modal does not. */
  showDates?: boolean;
}

/**
 * A project's details (docs/rules/public-site.md#project-details-modal): photo, title, status, (start and end dates,) full description
 * and a Visit Project link when there is one.
 */
export function ProjectDetailsModal({ project, onClose, showDates = true }: ProjectDetailsModalProps) {
  const t = useMessages(projectsMessages);
  const { date } = useDateFormat();
  const orMissing = useOrMissing();
  const item = project && {
    title: project.title,
    photo: project.projectPhoto,
    status: { label: projectStatusText(t, project.status), tone: projectStatusTone(project.status) },
  };
  return (
    <GalleryDetailsModal
      item={item}
      onClose={onClose}
      facts={project && showDates && (
        <>
          <dt>{t('details.startDate')}</dt>
          <dd>{orMissing(date(project.dateStarted))}</dd>
          <dt>{t('details.endDate')}</dt>
          <dd>{orMissing(date(project.dateEnded))}</dd>
        </>
      )}
    >
      {project?.description && <StyledDescription>{project.description}</StyledDescription>}
      {project?.link && (
        <a href={project.link} target="_blank" rel="noopener noreferrer">{t('details.visit')}</a>
      )}
    </GalleryDetailsModal>
  );
}
