import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ALL_PERMISSIONS } from '@barangay-portal/domain';
import { CurrentUserGreetingQuery } from '../features/auth/api/auth.graphql';
import { StaffAccessQuery } from '../lib/staff-access.graphql';
import type { CityRole, Permission } from '../gql/graphql';
import { NotificationAddedSubscription, UnreadNotificationCountQuery } from '../features/notifications/api/notifications.graphql';
import { ServedBarangayQuery } from '../features/settings/api/served-barangay.graphql';
import { MyPrivacyConsentQuery } from '../features/privacy/api/privacy.graphql';
import { pictureAt } from '../ui/testing/picture';

/** The side menu's `me` query, answered as often as it is asked. */
export function meMock(nickname: string, email: string, id = 7): MockLink.MockedResponse {
  return {
    request: { query: CurrentUserGreetingQuery },
    result: { data: { me: { __typename: 'User', id, nickname, email } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * What a resident's top bar asks for (the bell's count, as often as asked, and a subscription that stays
 * silent), so screens rendered in the resident layout need not mock the bell.
 */
export function bellMocks(unreadCount = 0): MockLink.MockedResponse[] {
  return [
    {
      request: { query: UnreadNotificationCountQuery },
      result: { data: { unreadNotificationCount: unreadCount } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: NotificationAddedSubscription },
      result: { data: null },
      delay: Number.POSITIVE_INFINITY,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/**
 * A mocked request for `query` that matches any variables and records each request's variables in `sent`,
 * so the test checks what the screen sent rather than only that it matched.
 */
export function recordingRequest(query: DocumentNode, sent: Record<string, unknown>[]): MockLink.MockedResponse['request'] {
  return {
    query,
    variables: (variables) => {
      sent.push(variables);
      return true;
    },
  };
}

/** A list query's one page: the field it answers in, with the page's GraphQL type name. */
export interface ListPageAnswer {
  query: DocumentNode;
  field: string;
  typename: string;
}

/**
 * A list query answered with these rows, as often as it is asked; each request's variables are recorded in
 * `seen` (the admin tables' tests check what the table asked the server for).
 */
export function listPageMock(
  { query, field, typename }: ListPageAnswer, items: readonly unknown[], seen: Record<string, unknown>[] = [], total = items.length,
): MockLink.MockedResponse {
  return {
    request: recordingRequest(query, seen),
    result: { data: { [field]: { __typename: typename, items, total } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * The staff guards' and menu's `me` query: by default the spec's administrator (every permission), as the
 * administrator of test/tokens.ts (id 1, as meMock's administrator, so both answers are one cached account).
 */
export function staffAccessMock(
  permissions: readonly Permission[] = ALL_PERMISSIONS,
  { mustChangePassword = false, id = 1, cityRole = null }: { mustChangePassword?: boolean; id?: number; cityRole?: CityRole | null } = {},
): MockLink.MockedResponse {
  return {
    request: { query: StaffAccessQuery },
    result: { data: { me: { __typename: 'User', id, mustChangePassword, permissions: [...permissions], cityRole } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * The top bar's served barangay (public), answered as often as it is asked: by default the single-barangay install's
 * default barangay, without a seal.
 */
export function servedBarangayMock(name = 'Barangay San Isidro', sealUrl: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: ServedBarangayQuery },
    result: { data: { servedBarangay: { __typename: 'ServedBarangay', id: 1, name, seal: pictureAt(sealUrl) } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * Where a resident stands with the privacy notice, as the gate before the residents' screens asks (as often as asked):
 * by default agreed to the version in force, so resident screens show; `agreedVersion` null never agreed.
 */
export function privacyConsentMock(
  { currentVersion = 1, agreedVersion = currentVersion }: { currentVersion?: number; agreedVersion?: number | null } = {},
): MockLink.MockedResponse {
  const consent = {
    __typename: 'PrivacyConsentStatus', currentVersion, version: agreedVersion,
    consentedAt: agreedVersion === null ? null : '2026-01-05T01:00:00.000Z', needsConsent: agreedVersion !== currentVersion,
  };
  return { request: { query: MyPrivacyConsentQuery }, result: { data: { myPrivacyConsent: consent } }, maxUsageCount: Number.POSITIVE_INFINITY };
}
