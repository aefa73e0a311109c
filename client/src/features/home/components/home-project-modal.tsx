import type { HomeProjectFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format-date';
import { capitalizeStatus, Modal, projectStatusTone, StatusBadge } from '../../../ui';
import { StyledDetailFacts, StyledDetailPhoto, StyledDetailText } from './detail-styles';

export interface HomeProjectModalProps {
  /** The project shown; null keeps the modal closed. */
  project: HomeProjectFieldsFragment | null;
  onClose: () => void;
  /** The gallery's modal shows the start and end dates; the carousel's Learn More modal does not. */
  showDates?: boolean;
}

/** A project's details (docs/rules/public-site.md#project-details-modal): photo, status, (dates,) description and a Visit Project link when there is one. */
export function HomeProjectModal({ project, onClose, showDates = false }: HomeProjectModalProps) {
  return (
    <Modal open={project !== null} onClose={onClose} title={project?.title ?? ''} size="large">
      {project && (
        <>
          {project.projectPhotoUrl && <StyledDetailPhoto src={project.projectPhotoUrl} alt={project.title} />}
          <StyledDetailFacts>
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
          </StyledDetailFacts>
          {project.description && <StyledDetailText>{project.description}</StyledDetailText>}
          {project.link && <a href={project.link} target="_blank" rel="noopener noreferrer">Visit Project</a>}
        </>
      )}
    </Modal>
  );
}
