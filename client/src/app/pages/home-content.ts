/** Fixed texts of the public home page (docs/rules/public-site.md#home-info-cards). */
export const INFO_CARDS = [
  {
    title: 'Community Services',
    text: 'Request barangay documents, follow community projects and join local events, all in one place.',
  },
  {
    title: 'Local Governance',
    text: 'Stay informed about barangay projects, announcements and the officials who serve you.',
  },
  {
    title: 'Resident Support',
    text: 'Register as a resident, verify your identity and keep your profile up to date with help from barangay staff.',
  },
] as const;

export const MISSION =
  'To deliver accessible basic services to every resident, keep our streets and homes safe, ' +
  'and carry out public service with honesty, fairness and care.';

export const VISION =
  'A safe, healthy and united barangay where every resident can count on basic services ' +
  'and on a responsive, transparent public service.';
