import styled from 'styled-components';
import { Button, Modal } from '../../../ui';
import type { StaffPasswordHandoverFieldsFragment } from '../../../gql/graphql';
import { handOverText, linkSentText } from '../staff-texts';

/** A member just added or reset, and how they come to their password. */
export type PasswordHandover = StaffPasswordHandoverFieldsFragment;

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

export interface PasswordHandoverDialogProps {
  /** The member just added or reset, or null: closing forgets a one-time password for good. */
  handover: PasswordHandover | null;
  onClose: () => void;
}

/** The member's one-time password, shown this once (the server never gives it again), or word that their link was e-mailed. */
export function PasswordHandoverDialog({ handover, onClose }: PasswordHandoverDialogProps) {
  const name = handover ? `${handover.member.firstName} ${handover.member.lastName}` : '';
  return (
    <Modal
      open={handover !== null}
      onClose={onClose}
      title={handover?.temporaryPassword ? 'One-time password' : 'Link sent'}
      closeOnBackdrop={false}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {handover?.temporaryPassword && (
        <>
          <p>{handOverText(name)}</p>
          <StyledPassword>{handover.temporaryPassword}</StyledPassword>
        </>
      )}
      {handover && !handover.temporaryPassword && <p>{linkSentText(name, handover.member.email)}</p>}
    </Modal>
  );
}
