import { PRIVACY_NOTICE_MESSAGES } from '@barangay-portal/domain';

/** What the privacy notice's screens say (docs/architecture.md#privacy-notice). */
export const PRIVACY_TEXTS = {
  title: 'Privacy Notice',
  loading: 'Loading the privacy notice...',
  loadFailed: 'The privacy notice could not be loaded. Try again in a moment.',
  notFound: PRIVACY_NOTICE_MESSAGES.notFound,
  earlierVersion: (version: number, current: number) => `This is version ${version}, an earlier one. The notice in force is version ${current}.`,
  readCurrent: 'Read the notice in force',
  readEarlier: (version: number) => `Read version ${version}`,
  published: (version: number, date: string) => `Version ${version}, published ${date}.`,
  officerTitle: 'Data protection officer',
  noOfficer: 'The barangay has not named its data protection officer yet: ask at the barangay hall.',
  // The gate after sign-in.
  consentTitle: 'Before you continue',
  firstConsent: 'Please read the barangay\'s privacy notice. You can use the portal once you agree to it.',
  changedConsent: (agreed: number) =>
    `The barangay's privacy notice has changed since you agreed to version ${agreed}. Please read the new version and agree to it to continue.`,
  agree: 'I agree',
  agreeing: 'Saving...',
  declineHint: 'If you do not agree, log out from the menu and contact the data protection officer named below.',
  agreeFailed: 'Your agreement could not be saved. Try again in a moment.',
  changedMeanwhile: 'The notice changed while you were reading it: the new version is shown below.',
} as const;
