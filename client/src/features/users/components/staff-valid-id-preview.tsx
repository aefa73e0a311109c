import type { IdViewPurpose } from '@barangay-portal/domain';
import { useState } from 'react';
import { withViewPurpose } from '../id-view-purpose';
import { IdPurposePicker } from './id-purpose-picker';
import { ValidIdPreview, type ValidIdPreviewProps } from './valid-id-preview';

/**
 * Someone's valid ID as staff open it: first why (IdPurposePicker), then the file, its address carrying the purpose
 * the server records (docs/architecture.md#privacy-access-ledger). Nothing of the file is fetched before a purpose is chosen.
 */
export function StaffValidIdPreview({ url, mediaType, ownerName }: ValidIdPreviewProps) {
  const [purpose, setPurpose] = useState<IdViewPurpose | null>(null);
  if (url && purpose === null) return <IdPurposePicker ownerName={ownerName} onChosen={setPurpose} />;
  return <ValidIdPreview url={url && purpose && withViewPurpose(url, purpose)} mediaType={mediaType} ownerName={ownerName} />;
}
