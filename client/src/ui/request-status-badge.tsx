import { StatusBadge } from './status-badge';
import { useRequestStatusLabel } from './status-labels';
import { requestStatusTone } from './status-tones';

/**
 * A request status with its coloured icon (docs/rules/documents.md#request-lifecycle): pending grey, canceled red, processing yellow,
 * pickup blue, rejected red, released green. Shared: a resident's requests are listed by the barangay that has them and, after a move,
 * by the one they moved to.
 */
export function RequestStatusBadge({ status }: { status: string }) {
  const label = useRequestStatusLabel();
  return (
    <StatusBadge tone={requestStatusTone(status)} icon>
      {label(status)}
    </StatusBadge>
  );
}
