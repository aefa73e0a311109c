import { BANNER_DISMISS_MS, Banner } from './banner';

/** The outcome of an action on a screen: a success fades by itself, an error stays until dismissed. */
export interface Notice {
  variant: 'success' | 'error';
  text: string;
}

export interface NoticeBannerProps {
  notice: Notice | null;
  /** Clear the notice here, so the same text can show again. */
  onDismiss: () => void;
}

export function NoticeBanner({ notice, onDismiss }: NoticeBannerProps) {
  if (!notice) return null;
  return (
    <Banner
      variant={notice.variant}
      autoDismissMs={notice.variant === 'success' ? BANNER_DISMISS_MS.default : undefined}
      onDismiss={onDismiss}
    >
      {notice.text}
    </Banner>
  );
}
