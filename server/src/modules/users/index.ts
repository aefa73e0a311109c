// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { User } from './user.entity';
export { Gender, IdVerificationOutcome, IdVerificationStatus } from './user.enums';
