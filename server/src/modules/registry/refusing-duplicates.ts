import type { DomainError } from '../../common/domain-error';
import { isUniqueViolation } from '../../db/errors';

/** `work`, its unique-index violation answered by `refusal` (its transaction rolled back: nothing written). */
export async function refusingDuplicates<T>(refusal: () => DomainError, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
