import { useCallback, useState } from 'react';
import { BANNER_DISMISS_MS, Banner } from './banner';

/**
 * The outcome of an action on a screen: a success fades by itself, an error stays until dismissed
 * (docs/rules/common.md#banner-timing). A new `id` per message restarts the countdown, also when the same
 * text shows again; `useNotice` hands them out.
 */
export interface Notice {
  id: number;
  variant: 'success' | 'error';
  text: string;
}

export interface NoticeBannerProps {
  /** A notice without an id restarts its countdown only when its text changes. */
  notice: (Omit<Notice, 'id'> & { id?: number }) | null;
  /** Clear the notice here, so the same text can show again. */
  onDismiss: () => void;
  /** How long a success shows: `BANNER_DISMISS_MS.projects` on the Project Manager, else the default. */
  dismissMs?: number;
}

export function NoticeBanner({ notice, onDismiss, dismissMs = BANNER_DISMISS_MS.default }: NoticeBannerProps) {
  if (!notice) return null;
  return (
    <Banner
      key={notice.id}
      variant={notice.variant}
      autoDismissMs={notice.variant === 'success' ? dismissMs : undefined}
      onDismiss={onDismiss}
    >
      {notice.text}
    </Banner>
  );
}

export interface NoticeState {
  notice: Notice | null;
  /** Shows a message in place of the current one, with a new id. */
  show: (variant: Notice['variant'], text: string) => void;
  clear: () => void;
}

/** One notice slot for a screen, for `NoticeBanner`. */
export function useNotice(): NoticeState {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (variant: Notice['variant'], text: string) => setNotice((current) => ({ id: (current?.id ?? 0) + 1, variant, text })),
    [],
  );
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
