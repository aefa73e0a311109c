import { DATA_ACCESS_MESSAGES } from '@barangay-portal/domain';
import { DomainError } from '../../../common/domain-error';
import { barangayClockTime } from '../data-access.columns';
import { requiredIdViewPurpose } from '../id-view-purpose';
import { checkedWindow } from '../ledger-filters';

const refusalOf = (check: () => void): { reason: string; fields?: Record<string, string[]> } | 'accepted' => {
  try {
    check();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { reason: error.reason, fields: error.fields };
  }
};

describe("the purpose staff give for opening someone's ID", () => {
  it.each([['verify_identity'], ['VERIFY_IDENTITY'], [' Verify_Identity ']])('reads %p as verifying identity', (asked) => {
    expect(requiredIdViewPurpose(asked)).toBe('verify_identity');
  });

  it.each([[undefined], [''], ['curiosity'], ['verify identity']])('refuses %p with the list to choose from', (asked) => {
    expect(refusalOf(() => requiredIdViewPurpose(asked))).toEqual({
      reason: 'ID_VIEW_PURPOSE_REQUIRED', fields: { purpose: [DATA_ACCESS_MESSAGES.purposeRequired] },
    });
  });
});

describe("the ledger's window", () => {
  it('takes any part of a window for a search, and a whole one in order for an export', () => {
    expect(refusalOf(() => checkedWindow({}, { required: false }))).toBe('accepted');
    expect(refusalOf(() => checkedWindow({ from: '2026-03-01' }, { required: false }))).toBe('accepted');
    expect(refusalOf(() => checkedWindow({ from: '2026-03-01', to: '2026-03-01' }, { required: true }))).toBe('accepted');
    expect(refusalOf(() => checkedWindow({ from: '2026-03-01' }, { required: true })))
      .toEqual({ reason: 'INVALID_INPUT', fields: { to: [DATA_ACCESS_MESSAGES.windowRequired] } });
    expect(refusalOf(() => checkedWindow({ from: '2026-03-02', to: '2026-03-01' }, { required: false })))
      .toEqual({ reason: 'INVALID_INPUT', fields: { to: [DATA_ACCESS_MESSAGES.windowReversed] } });
    expect(refusalOf(() => checkedWindow({ from: '2026-02-30', to: 'tomorrow' }, { required: true })))
      .toEqual({ reason: 'INVALID_INPUT', fields: { from: ['Enter a valid date (YYYY-MM-DD).'], to: ['Enter a valid date (YYYY-MM-DD).'] } });
  });
});

describe("the export's clock", () => {
  it("writes an instant on the barangay's clock (UTC+8) to the second", () => {
    expect(barangayClockTime(new Date('2020-02-29T16:00:00Z'))).toBe('2020-03-01 00:00:00');
    expect(barangayClockTime(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31 23:59:59');
  });
});
