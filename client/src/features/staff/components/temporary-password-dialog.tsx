import styled from 'styled-components';
import { Button, Modal } from '../../../ui';
import { handOverText } from '../staff-texts';
import type { CreatedMember } from './member-form-modal';

const StyledPassword = styled.code`
  display: block;
  margin: ${({ theme }) => theme.spacing.md} 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  user-select: all;
`;

export interface TemporaryPasswordDialogProps {
  /** The member just added, or null: closing forgets the password for good. */
  created: CreatedMember | null;
  onClose: () => void;
}

/** The new member's one-time password, shown this once (the server never gives it again). */
export function TemporaryPasswordDialog({ created, onClose }: TemporaryPasswordDialogProps) {
  return (
    <Modal
      open={created !== null}
      onClose={onClose}
      title="One-time password"
      closeOnBackdrop={false}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {created && (
        <>
          <p>{handOverText(created.name)}</p>
          <StyledPassword>{created.temporaryPassword}</StyledPassword>
        </>
      )}
    </Modal>
  );
}
