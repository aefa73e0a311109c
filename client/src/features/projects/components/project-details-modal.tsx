import styled from 'styled-components';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import {
  capitalizeStatus, GalleryDetailsFacts, GalleryDetailsPhoto, Modal, projectStatusTone, StatusBadge,
} from '../../../ui';

const StyledFacts = styled(GalleryDetailsFacts)`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const StyledDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  white-space: pre-line;
`;

export interface ProjectDetailsModalProps {
  /** The project shown; null keeps the modal closed. */
  project: ProjectFieldsFragment | null;
  onClose: () => void;
  /** The gallery's modal shows the start and end dates; the carousel's Learn More modal does not. */
  showDates?: boolean;
}

/**
 * A project's details (docs/rules/public-site.md#project-details-modal): photo, title, status, (start and end dates,) full description
 * and a Visit Project link when there is one.
 */
export function ProjectDetailsModal({ project, onClose, showDates = true }: ProjectDetailsModalProps) {
  return (
    <Modal open={project !== null} onClose={onClose} title={project?.title ?? ''} size="large">
      {project && (
        <>
          {project.projectPhotoUrl && <GalleryDetailsPhoto src={project.projectPhotoUrl} alt={project.title} />}
          <StyledFacts>
            <dt>Status</dt>
            <dd><StatusBadge tone={projectStatusTone(project.status)}>{capitalizeStatus(project.status)}</StatusBadge></dd>
            {showDates && (
              <>
                <dt>Start Date</dt>
                <dd>{formatDate(project.dateStarted, 'N/A')}</dd>
                <dt>End Date</dt>
                <dd>{formatDate(project.dateEnded, 'N/A')}</dd>
              </>
            )}
          </StyledFacts>
          {project.description && <StyledDescription>{project.description}</StyledDescription>}
          {project.link && (
            <a href={project.link} target="_blank" rel="noopener noreferrer">Visit Project</a>
          )}
        </>
      )}
    </Modal>
  );
}
