import { useMessages } from '../../../lib/i18n/language-context';
import { Modal } from '../../../ui';
import { erasureMessages } from '../messages';
import type { StaffErasureRequest } from '../staff-erasure-request';
import { ErasurePlanLines, ErasurePlanView } from './erasure-plan-view';

export interface ErasurePlanModalProps {
  /** The request whose plan is shown, or null when closed. */
  request: StaffErasureRequest | null;
  onClose: () => void;
}

/** A request's plan while it waits (what erasing would erase and keep now), or what was kept and why once processed. */
export function ErasurePlanModal({ request, onClose }: ErasurePlanModalProps) {
  const t = useMessages(erasureMessages);
  return (
    <Modal open={request !== null} onClose={onClose} title={t('plan.modalTitle', { name: request?.residentName ?? '' })} size="large">
      {request?.plan && <ErasurePlanView plan={request.plan} />}
      {request && !request.plan && <ErasurePlanLines title={t('plan.heldTitle')} lines={request.held} />}
    </Modal>
  );
}
