import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { RegistryLinkFieldsFragment, RegistryLinkInhabitantFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { Banner, Button, ConfirmDialog, Loading, TextWithLink } from '../../../ui';
import {
  ConfirmResidentLinkMutation, LinkResidentToInhabitantMutation, ResidentRegistryLinkQuery, UnlinkResidentMutation,
} from '../api/users.graphql';
import { usersMessages, type UsersText } from '../messages';
import { StyledMutedText } from './muted-text';

const StyledList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The inhabitant as the verifier tells them apart: name, birthdate, household and address. */
const describe = (t: UsersText, inhabitant: RegistryLinkInhabitantFragment): string => [
  inhabitant.fullName,
  t('registry.born', { date: inhabitant.birthdate }),
  inhabitant.household && t('registry.household', { number: inhabitant.household.householdNumber }),
  inhabitant.address,
].filter(Boolean).join(', ');

export interface RegistryLinkSectionProps {
  residentId: number;
  /** The resident's ID is approved: only then may they be linked (the server refuses otherwise). */
  approved: boolean;
  /** The viewer keeps the registry (MANAGE_REGISTRY) and may confirm a link. */
  confirms: boolean;
}

/**
 * One person, once (docs/rules/id-verification.md#registry-link), in View Details for whoever verifies IDs: the
 * registry record the resident is linked to (with Unlink, for a mistake, and Confirm Link for the registry's keepers
 * while unconfirmed), or the inhabitants with the resident's names and birthdate, each with Link once the ID is approved.
 */
export function RegistryLinkSection({ residentId, approved, confirms }: RegistryLinkSectionProps) {
  const t = useMessages(usersMessages);
  const { data, loading, error } = useQuery(ResidentRegistryLinkQuery, { variables: { userId: residentId }, fetchPolicy: 'network-only' });
  const [link, { loading: linking }] = useMutation(LinkResidentToInhabitantMutation);
  const [unlink, { loading: unlinking }] = useMutation(UnlinkResidentMutation);
  const [confirmLink, { loading: confirming }] = useMutation(ConfirmResidentLinkMutation);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const [failed, setFailed] = useState(false);
  // A link or unlink answers the resident's new state, shown from then on (the query is read afresh on each opening).
  const [changed, setChanged] = useState<RegistryLinkFieldsFragment | null>(null);
  const busy = linking || unlinking || confirming;
  const attempt = async (change: () => Promise<RegistryLinkFieldsFragment | undefined>) => {
    setFailed(false);
    try {
      setChanged((await change()) ?? null);
    } catch {
      setFailed(true);
    }
  };

  const state = changed ?? data?.residentRegistryLink;
  if (!state) {
    if (loading) return <Loading text={t('registry.loading')} />;
    return error ? <Banner variant="error">{t('registry.loadFailed')}</Banner> : null;
  }
  return (
    <>
      {failed && <Banner variant="error">{t('registry.linkFailed')}</Banner>}
      {state.linked && (
        <StyledItem as="div">
          <span>
            <TextWithLink text={(record) => t('registry.linked', { record })} link={<strong>{describe(t, state.linked)}</strong>} />
          </span>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirmingUnlink(true)}>{t('registry.unlink')}</Button>
        </StyledItem>
      )}
      {state.linked && (
        <StyledItem as="div">
          <StyledMutedText>{t(state.confirmed ? 'registry.confirmed' : 'registry.unconfirmed')}</StyledMutedText>
          {!state.confirmed && confirms && (
            <Button
              disabled={busy}
              onClick={() => void attempt(async () => (await confirmLink({ variables: { userId: residentId } })).data?.confirmResidentLink)}
            >
              {t('registry.confirm')}
            </Button>
          )}
        </StyledItem>
      )}
      {!state.linked && state.matches.length === 0 && <StyledMutedText>{t('registry.noMatch')}</StyledMutedText>}
      {!state.linked && state.matches.length > 0 && (
        <>
          <p>{t('registry.matches')}</p>
          {!approved && <StyledMutedText>{t('registry.notVerified')}</StyledMutedText>}
          <StyledList>
            {state.matches.map((inhabitant) => (
              <StyledItem key={inhabitant.id}>
                <span>{describe(t, inhabitant)}</span>
                {approved && (
                  <Button
                    disabled={busy}
                    aria-label={t('registry.linkName', { name: inhabitant.fullName })}
                    onClick={() => void attempt(async () =>
                      (await link({ variables: { userId: residentId, inhabitantId: inhabitant.id } })).data?.linkResidentToInhabitant)}
                  >
                    {t('registry.link')}
                  </Button>
                )}
              </StyledItem>
            ))}
          </StyledList>
        </>
      )}
      <ConfirmDialog
        open={confirmingUnlink}
        title={t('registry.unlink')}
        message={t('registry.unlinkQuestion')}
        confirmLabel={t('registry.unlink')}
        cancelLabel={t('cancel')}
        tone="danger"
        busy={unlinking}
        onConfirm={() => void attempt(async () => (await unlink({ variables: { userId: residentId } })).data?.unlinkResident)
          .then(() => setConfirmingUnlink(false))}
        onCancel={() => setConfirmingUnlink(false)}
      />
    </>
  );
}
