import styled from 'styled-components';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { capitalizeStatus, Modal, projectStatusTone, StatusBadge } from '../../../ui';

const StyledPhoto = styled.img`
  display: block;
  width: 100%;
  max-height: ${({ theme }) => theme.sizes.carouselHeight};
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const StyledDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  white-space: pre-line;
`;

export interface ProjectDetailsModalProps {
  /** The project shown; null keeps the modal closed. */
  project: ProjectFieldsFragment | null;
  onClose: () => void;
}

/** A gallery card's details (docs/rules/public-site.md#project-details-modal): photo, title, status, start and end dates, full description, link. */
export function ProjectDetailsModal({ project, onClose }: ProjectDetailsModalProps) {
  return (
    <Modal open={project !== null} onClose={onClose} title={project?.title ?? ''} size="large">
      {project && (
        <>
          {project.projectPhotoUrl && <StyledPhoto src={project.projectPhotoUrl} alt={project.title} />}
          <StyledFacts>
            <dt>Status</dt>
            <dd><StatusBadge tone={projectStatusTone(project.status)}>{capitalizeStatus(project.status)}</StatusBadge></dd>
            <dt>Start Date</dt>
            <dd>{formatDate(project.dateStarted, 'N/A')}</dd>
            <dt>End Date</dt>
            <dd>{formatDate(project.dateEnded, 'N/A')}</dd>
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
