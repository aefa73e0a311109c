import type { User } from './user.entity';

/**
 * A user as the REST layer shows it: the snake_case fields of docs/rules/rest-api.md#rest-user, never the password or the ID file's
 * storage key. `valid_id` is an image URL (docs/rules/rest-api.md#rest-valid-id-url): the absolute form of `validIdUrl`, a short-lived link
 * bound to the caller's session that an <img> can load without an Authorization header; null when there is
 * no file or the caller may not see it.
 */
export function userToJson(user: User, origin: string, validIdUrl: string | null) {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    full_name: user.fullName,
    gender: user.gender,
    birthdate: user.birthdate,
    birth_place: user.birthPlace,
    age: user.age,
    contact_number: user.contactNumber,
    civil_status: user.civilStatus,
    is_employed: user.isEmployed,
    is_voter: user.isVoter,
    religion: user.religion,
    address: user.address,
    valid_id: validIdUrl === null ? null : `${origin}${validIdUrl}`,
    id_verification_status: user.idVerificationStatus,
    user_type: user.userType,
  };
}
