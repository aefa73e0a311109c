import {
  DOCUMENT_REQUEST_STATUSES, DocumentRequestStatus as S, FINAL_STATUS_NOTES, isFinalStatus, MAX_OPEN_REQUESTS, nextStatuses,
  OPEN_STATUSES, readRequestStatus, REQUEST_STATUS_LABELS, requestStatusName, requestStatusOfName, tooManyOpenMessage,
  transitionRefusal,
} from '..';

describe('the document request lifecycle (spec §4)', () => {
  it('lets an administrator move pending to processing or rejected, processing to pickup, pickup to released', () => {
    expect(nextStatuses(S.PENDING, 'ADMIN')).toEqual([S.PROCESSING, S.REJECTED]);
    expect(nextStatuses(S.PROCESSING, 'ADMIN')).toEqual([S.PICKUP]);
    expect(nextStatuses(S.PICKUP, 'ADMIN')).toEqual([S.RELEASED]);
    for (const final of [S.RELEASED, S.REJECTED, S.CANCELED]) expect(nextStatuses(final, 'ADMIN')).toEqual([]);
  });

  it('lets a resident only cancel a pending request', () => {
    expect(nextStatuses(S.PENDING, 'RESIDENT')).toEqual([S.CANCELED]);
    for (const status of DOCUMENT_REQUEST_STATUSES.filter((s) => s !== S.PENDING)) expect(nextStatuses(status, 'RESIDENT')).toEqual([]);
  });

  it('keeps rejected, released and canceled final, each with its note', () => {
    expect(DOCUMENT_REQUEST_STATUSES.filter(isFinalStatus)).toEqual([S.RELEASED, S.REJECTED, S.CANCELED]);
    expect(FINAL_STATUS_NOTES).toEqual({
      [S.REJECTED]: 'Rejected requests cannot be modified.',
      [S.RELEASED]: 'This request has already been released.',
      [S.CANCELED]: 'Canceled requests cannot be modified.',
    });
  });

  it('says why a move is refused: the final note first, else who cannot make which move', () => {
    expect(transitionRefusal(S.RELEASED, S.PICKUP, 'ADMIN')).toBe('This request has already been released.');
    expect(transitionRefusal(S.PENDING, S.RELEASED, 'ADMIN')).toBe('An administrator cannot change a request from Pending to Released.');
    expect(transitionRefusal(S.PROCESSING, S.CANCELED, 'RESIDENT')).toBe('A resident cannot change a request from Processing to Canceled.');
    expect(transitionRefusal(S.PENDING, S.CANCELED, 'RESIDENT')).toBeNull();
    expect(transitionRefusal(S.PICKUP, S.RELEASED, 'ADMIN')).toBeNull();
  });

  it('labels pickup For Pickup and the others by their name', () => {
    expect(DOCUMENT_REQUEST_STATUSES.map((status) => REQUEST_STATUS_LABELS[status]))
      .toEqual(['Pending', 'Processing', 'For Pickup', 'Released', 'Rejected', 'Canceled']);
  });

  it('reads a status in any letter case, and the legacy approved as pickup; nothing else', () => {
    expect(readRequestStatus(' PICKUP ')).toBe(S.PICKUP);
    expect(readRequestStatus('Approved')).toBe(S.PICKUP);
    expect(readRequestStatus('released')).toBe(S.RELEASED);
    for (const text of ['done', '', null, undefined, 'approved later']) expect(readRequestStatus(text)).toBeNull();
  });

  it('names the statuses as GraphQL does, and back', () => {
    expect(DOCUMENT_REQUEST_STATUSES.map(requestStatusName)).toEqual(['PENDING', 'PROCESSING', 'PICKUP', 'RELEASED', 'REJECTED', 'CANCELED']);
    expect(requestStatusOfName('PICKUP')).toBe('pickup');
  });
});

describe('the open-request limit (spec §9)', () => {
  it('is 3 requests pending or processing, with the spec’s warning', () => {
    expect(MAX_OPEN_REQUESTS).toBe(3);
    expect(OPEN_STATUSES).toEqual([S.PENDING, S.PROCESSING]);
    expect(tooManyOpenMessage()).toBe(
      'You already have 3 pending document requests. Please wait until they are approved before submitting another.');
  });
});
