import { only, permitted, SIGNED_IN } from '../../identity/audience';

/** Who may do what with document requests (docs/rules/common.md#access-control, docs/rules/documents.md#documents). */
export const documentRequestPolicy = {
  /** Read requests: a resident their own, a reviewer every one (`seeEveryRequest`). */
  view: SIGNED_IN,
  /** Read and act on anyone's request, not only one's own. */
  seeEveryRequest: permitted('REVIEW_DOCUMENT_REQUESTS'),
  submit: only('RESIDENT'),
  /** Walk-in service: the staff who process requests take one at the counter for an inhabitant without the portal. */
  submitAtCounter: permitted('REVIEW_DOCUMENT_REQUESTS'),
  /** The claim stub handed to the inhabitant at the counter. */
  printClaimStub: permitted('REVIEW_DOCUMENT_REQUESTS'),
  allowance: only('RESIDENT'),
  /** Which moves each role may make is the lifecycle's rule (document-request-lifecycle.ts). */
  changeStatus: SIGNED_IN,
} as const;
