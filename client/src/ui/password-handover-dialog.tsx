import { SET_PASSWORD_LINK_DAYS } from '@barangay-portal/domain';
import styled from 'styled-components';
import { useMessages } from '../lib/i18n/language-context';
import { Button } from './button';
import { uiMessages } from './messages';
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
  const t = useMessages(uiMessages);
  return (
    <Modal
      open={handover !== null}
      onClose={onClose}
      title={t(handover?.temporaryPassword ? 'handover.passwordTitle' : 'handover.linkTitle')}
      closeOnBackdrop={false}
      footer={<Button onClick={onClose}>{t('handover.done')}</Button>}
    >
      {handover?.temporaryPassword && (
        <>
          <p>{t('handover.passwordText', { name: handover.name })}</p>
          <StyledPassword>{handover.temporaryPassword}</StyledPassword>
        </>
      )}
      {handover && !handover.temporaryPassword && (
        <p>{t('handover.linkText', { name: handover.name, email: handover.email, days: SET_PASSWORD_LINK_DAYS })}</p>
      )}
    </Modal>
  );
}
