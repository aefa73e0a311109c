import { useCallback } from 'react';
import { useMessages } from '../lib/i18n/language-context';
import { uiMessages } from './messages';
import { capitalizeStatus, normalizeRequestStatus } from './status-tones';

/**
 * A request status's label in the page's language ('For Pickup' in English, the legacy approved too); an unknown
 * status capitalised as it came. For the screens that list or choose statuses; the badge uses it too.
 */
export function useRequestStatusLabel(): (status: string | null | undefined) => string {
  const t = useMessages(uiMessages);
  return useCallback((status) => {
    const known = normalizeRequestStatus(status);
    return known ? t(`requestStatus.${known}`) : capitalizeStatus(status);
  }, [t]);
}
