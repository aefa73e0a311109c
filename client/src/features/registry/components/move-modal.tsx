import { useMutation } from '@apollo/client/react';
import type { InhabitantFieldsFragment } from '../../../gql/graphql';
import { FormModal, formFields, useZodForm } from '../../../ui';
import { MoveInhabitantMutation } from '../api/registry.graphql';
import { MOVE_SERVER_FIELDS, moveFormSchema, ONE_HEAD, toMoveInput, type MoveForm } from '../registry-forms';
import { RELATIONSHIP_OPTIONS, REGISTRY_TEXTS } from '../registry-texts';
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
      title={REGISTRY_TEXTS.move}
      saving={loading}
      onClose={onClose}
      onSave={save}
      refusal={{ message: REGISTRY_TEXTS.moveSaveFailed, fields: MOVE_SERVER_FIELDS, onNotFound, ownMessageReasons: ONE_HEAD }}
    >
      <p>{REGISTRY_TEXTS.pairingHint}</p>
      <HouseholdPicker current={inhabitant.household ?? null} />
      <Field.Select name="relationshipToHead" label="Relationship to the head" options={RELATIONSHIP_OPTIONS} placeholder="None" />
    </FormModal>
  );
}
