import { SET_PASSWORD_LINK_DAYS } from '@barangay-portal/domain';
import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

/** A new or reset account (a barangay's staff member, a city account) and how its owner comes to a password. */
export interface PasswordHandover {
  /** The owner's full name. */
  name: string;
  email: string;
  /** Shown this once; null when a one-time link was e-mailed instead. */
  temporaryPassword?: string | null;
}

/** The person, as a GraphQL handover names them. */
export const handoverOf = (
  account: { firstName: string; lastName: string; email: string },
  temporaryPassword: string | null | undefined,
): PasswordHandover => ({ name: `${account.firstName} ${account.lastName}`, email: account.email, temporaryPassword });

/** The sentence handing over a new account's one-time password. */
const handOverText = (name: string): string =>
  `Give this one-time password to ${name}. They must choose their own password when they first sign in. It will not be shown again.`;

/** The sentence after the owner was e-mailed their one-time link. */
const linkSentText = (name: string, email: string): string =>
  `We e-mailed ${name} at ${email} a link to choose their password. The link works once, for ${SET_PASSWORD_LINK_DAYS} days.`;

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
  /** The account just made or reset, or null: closing forgets a one-time password for good. */
  handover: PasswordHandover | null;
  onClose: () => void;
}

/** The account's one-time password, shown this once (the server never gives it again), or word that their link was e-mailed. */
export function PasswordHandoverDialog({ handover, onClose }: PasswordHandoverDialogProps) {
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
          <p>{handOverText(handover.name)}</p>
          <StyledPassword>{handover.temporaryPassword}</StyledPassword>
        </>
      )}
      {handover && !handover.temporaryPassword && <p>{linkSentText(handover.name, handover.email)}</p>}
    </Modal>
  );
}
