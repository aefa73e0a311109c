/**
 * The document requests that are the resident's own ($1 the account): those they made, not those taken at the counter
 * for the registry record linked to them, which stay the registry's (an erasure unlinks them first, as unlinking does).
 */
export const OWN_REQUESTS = `SELECT id FROM document_request
  WHERE requester_id = $1 AND (inhabitant_id IS NULL OR inhabitant_id NOT IN (SELECT id FROM inhabitant WHERE user_id = $1))`;
