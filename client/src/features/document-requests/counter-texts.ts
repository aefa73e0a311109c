/** What the counter's screens say (walk-in service; docs/rules/screens.md). */
export const COUNTER_TEXTS = {
  open: 'Request at the Counter',
  title: 'Request at the Counter',
  inhabitant: 'Inhabitant',
  chooseInhabitant: 'Select the inhabitant',
  findInhabitant: 'Find the inhabitant',
  findInhabitantPlaceholder: 'Family name, first name or household number',
  hasAccount: 'has an online account',
  submit: 'Take Request',
  taken: (referenceNumber: string, requestor: string) => `Request ${referenceNumber} taken for ${requestor}. Print the claim stub and hand it over.`,
  printStub: 'Print Claim Stub',
  stubFailed: 'The claim stub could not be downloaded. Please try again.',
  takenAtCounter: 'Taken at the counter',
} as const;
