// The barangay's privacy notice and the residents' consent to it (docs/architecture.md#privacy-notice): the text every
// barangay starts with, the rules of its fields and what both sides say.
import type { RequiredTextRule } from './field-rules';
import { TEXT_LIMITS, type TextRule } from './text';

/**
 * Version 1 of every barangay's privacy notice, in the portal's own words. Blocks are separated by an empty line; a
 * block starting with "## " is a heading and one whose lines start with "- " a list (PRIVACY_NOTICE_FORMAT_HINT). The
 * data protection officer's contact is shown under the text from the barangay's settings, so the text names none.
 */
export const DEFAULT_PRIVACY_NOTICE = `## Why this notice

The barangay runs this portal so that residents can register, have their identity verified, request barangay documents and follow the barangay's projects, events and announcements. This notice says which personal data the portal keeps, why, for how long, who sees it, and what you may ask of the barangay, as the Data Privacy Act of 2012 (Republic Act No. 10173) requires.

## What the portal collects and why

- Your account: e-mail address, nickname and names, and your password, kept only as a one-way hash that nobody can read back. It lets you sign in and tells the barangay who is asking.
- Your contact and personal details: address, contact number, sex, birthdate, birthplace, civil status, employment, voter status and religion. They identify you as a resident of the barangay and fill in the documents you ask for.
- The image of your valid ID. Staff compare it with your details before any document is issued in your name.
- Your document requests: the document, its purpose and your answers to its questions, where each request stands, and the certificates issued. They are needed to prepare and release your documents, and to let anyone you show a certificate to check that it is genuine.
- The Registry of Barangay Inhabitants, which the barangay secretary keeps for every inhabitant and household (Local Government Code, section 394). When your account is linked to your record in the registry, your requests name that record.
- Sign-in records: when you signed in and from which network address, kept to protect your account.

## Legal basis

The barangay processes your personal data to carry out its functions under the Local Government Code, to give you the services you ask for, and with your consent, which you give by agreeing to this notice. Sensitive personal information (such as your age, civil status, religion and government-issued ID) is processed only as the law allows and with your consent.

## How long it is kept

Personal data is kept only as long as the purpose it was collected for needs it, or as long as the law requires the barangay to keep its records. After that it is deleted or made anonymous.

## Who sees it

- Barangay staff, each only what their work needs: those who verify IDs see ID images, those who process requests see requests, the secretary keeps the registry. What staff change is recorded in the barangay's audit log.
- Another barangay served by this portal, only if you ask to move there and it accepts you.
- Whoever checks a certificate you showed them sees what the certificate says, nothing else about you.
- Nobody else: the barangay does not sell or share your personal data, except when a law or a court order requires it.

## Your rights

Under the Data Privacy Act of 2012 you have the right:

- to be informed that your personal data is processed, and how (this notice);
- to access your personal data;
- to have it corrected when it is wrong or incomplete;
- to have it erased or blocked when it is no longer needed, was collected unlawfully, or you withdraw your consent;
- to object to its processing;
- to data portability: a copy of your data in a form you can take elsewhere;
- to be paid damages if you are harmed by inaccurate, unlawfully obtained or misused personal data;
- to complain to the National Privacy Commission (www.privacy.gov.ph).

## How to reach the barangay

Write to or call the barangay's data protection officer (contact details below), or ask at the barangay hall.

## Changes to this notice

When this notice changes, the barangay publishes a new version here and asks you to read and agree to it the next time you sign in. Earlier versions stay readable.`;

/** How the notice's text is written, as the staff editor says it. */
export const PRIVACY_NOTICE_FORMAT_HINT =
  'Separate paragraphs with an empty line. Start a line with "## " for a heading and with "- " for an item of a list.';

/** The notice's text and the data protection officer's contact, as the server's inputs and the staff screen check them. */
export const PRIVACY_NOTICE_FIELDS = {
  text: { max: 20_000, label: 'Privacy notice', required: 'The privacy notice text is required.', multiline: true } satisfies RequiredTextRule,
  officerName: { max: TEXT_LIMITS.name, label: 'Name', required: "The data protection officer's name is required." } satisfies RequiredTextRule,
  officerEmail: { max: TEXT_LIMITS.email, label: 'E-mail', required: "The data protection officer's e-mail is required." } satisfies RequiredTextRule,
  officerPhone: { max: TEXT_LIMITS.phone, label: 'Phone' } satisfies TextRule,
} as const;

export const PRIVACY_NOTICE_MESSAGES = {
  /** The registration form's checkbox, left unticked. */
  consentRequired: 'Agree to the privacy notice to register.',
  /** A version given that is not a whole number from 1. */
  versionInvalid: 'The privacy notice version must be a whole number from 1.',
  notFound: 'This version of the privacy notice does not exist.',
  /** Agreeing (at registration or after sign-in) to a version that is no longer the current one. */
  changed: (current: number) =>
    `The privacy notice has changed since you opened it: read version ${current} and agree to it to continue.`,
  /** Publishing from a version that another staff member replaced meanwhile. */
  publishedMeanwhile: (current: number) =>
    `Version ${current} was published while you were editing: read it and bring its changes into your text before publishing, or they would be lost.`,
  unchanged: 'The text is the same as the current version: change it before publishing.',
} as const;
