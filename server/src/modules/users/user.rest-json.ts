import type { User } from './user.entity';
import { validIdPath } from './valid-id-file';

/**
 * A user as the REST layer shows it: spec §3's snake_case fields, never the password or the ID file's
 * storage key. `valid_id` is the absolute URL of the authorised route serving the file (send the Bearer
 * token to fetch it), or null when none was uploaded.
 */
export function userToJson(user: User, origin: string) {
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
    valid_id: user.validIdKey ? `${origin}${validIdPath(user.id)}` : null,
    id_verification_status: user.idVerificationStatus,
    user_type: user.userType,
  };
}
