import { canonicalChoice, ID_VIEW_PURPOSES, IdViewPurpose } from '@barangay-portal/domain';
import { DataAccessErrors } from './data-access.errors';

/**
 * The purpose a staff member gave for opening someone's ID image (the file route's `purpose`), by its value
 * (verify_identity) or its GraphQL name (VERIFY_IDENTITY), in any letter case; anything else, nothing included, is
 * refused with the list to choose from.
 */
export function requiredIdViewPurpose(asked: string | undefined): IdViewPurpose {
  const byValue = canonicalChoice(asked, ID_VIEW_PURPOSES);
  if (byValue) return byValue;
  const byName = canonicalChoice(asked, Object.keys(IdViewPurpose) as Array<keyof typeof IdViewPurpose>);
  if (byName) return IdViewPurpose[byName];
  throw DataAccessErrors.purposeRequired();
}
