import { useMutation } from '@apollo/client/react';
import type { InhabitantFieldsFragment } from '../../../gql/graphql';
import { useMessages } from '../../../lib/i18n/language-context';
import { FormModal, formFields, useZodForm } from '../../../ui';
import { MoveInhabitantMutation } from '../api/registry.graphql';
import { MOVE_SERVER_FIELDS, moveFormSchema, ONE_HEAD, toMoveInput, type MoveForm } from '../registry-forms';
import { registryMessages } from '../messages';
import { RELATIONSHIP_OPTIONS } from '../registry-texts';
import { HouseholdPicker } from './household-picker';

export interface MoveModalProps {
  open: boolean;
  inhabitant: InhabitantFieldsFragment;
  onClose: () => void;
  onMoved: (moved: InhabitantFieldsFragment) => void;
  onNotFound: () => void;
}

const Field = formFields<MoveForm>();

/** Move to household: another household with the relationship to its head, or none. */
export function MoveModal({ open, ...rest }: MoveModalProps) {
  return open ? <MoveDialog {...rest} /> : null;
}

function MoveDialog({ inhabitant, onClose, onMoved, onNotFound }: Omit<MoveModalProps, 'open'>) {
  const t = useMessages(registryMessages);
  const form = useZodForm<MoveForm>(moveFormSchema, {
    householdId: inhabitant.household ? String(inhabitant.household.id) : '',
    relationshipToHead: inhabitant.relationshipToHead ?? '',
  });
  const [move, { loading }] = useMutation(MoveInhabitantMutation);

  const save = async (values: MoveForm) => {
    const { data } = await move({ variables: { input: toMoveInput(inhabitant.id, values) } });
    if (data) onMoved(data.moveInhabitant);
  };

  return (
    <FormModal
      form={form}
      title={t('move.title')}
      saving={loading}
      onClose={onClose}
      onSave={save}
      refusal={{ message: t('move.saveFailed'), fields: MOVE_SERVER_FIELDS, onNotFound, ownMessageReasons: ONE_HEAD }}
    >
      <p>{t('form.pairingHint')}</p>
      <HouseholdPicker current={inhabitant.household ?? null} />
      <Field.Select name="relationshipToHead" label={t('form.relationship')} options={RELATIONSHIP_OPTIONS} placeholder={t('form.noRelationship')} />
    </FormModal>
  );
}
