import { Modal } from '../../../ui';
import { ERASURE_TEXTS } from '../erasure-texts';
import type { StaffErasureRequest } from '../staff-erasure-request';
import { ErasurePlanLines, ErasurePlanView } from './erasure-plan-view';

export interface ErasurePlanModalProps {
  /** The request whose plan is shown, or null when closed. */
  request: StaffErasureRequest | null;
  onClose: () => void;
}

/** A request's plan while it waits (what erasing would erase and keep now), or what was kept and why once processed. */
export function ErasurePlanModal({ request, onClose }: ErasurePlanModalProps) {
  return (
    <Modal open={request !== null} onClose={onClose} title={`${ERASURE_TEXTS.details}: ${request?.residentName ?? ''}`} size="large">
      {request?.plan && <ErasurePlanView plan={request.plan} />}
      {request && !request.plan && <ErasurePlanLines title={ERASURE_TEXTS.heldTitle} lines={request.held} />}
    </Modal>
  );
}
