/** The privacy notice's addresses (docs/architecture.md#privacy-notice), which its pages and editor link to. */
export const privacyPaths = {
  /** Public: the notice in force, or an earlier version (`?version=2`; privacyNoticePathFor). */
  notice: '/privacy',
  /** The notice's versions and the data protection officer, for those with MANAGE_PRIVACY. */
  manager: '/privacy-notice-manager',
} as const;

/** The public page of one version of the privacy notice. */
export const privacyNoticePathFor = (version: number): string => `${privacyPaths.notice}?version=${version}`;
