import { StatusBadge, requestStatusLabel, requestStatusTone } from '../../../ui';

/** A request status with its coloured icon (docs/rules/documents.md#request-lifecycle): pending grey, canceled red, processing yellow, pickup blue, rejected red, released green. */
export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge tone={requestStatusTone(status)} icon>
      {requestStatusLabel(status)}
    </StatusBadge>
  );
}
