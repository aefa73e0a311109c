import { DomainError, ErrorKind } from '../common/domain-error';

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * SQLSTATEs of text PostgreSQL cannot store or compare: a NUL character (character_not_in_repertoire)
 * or one the database encoding lacks (untranslatable_character). The client sent it.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * SQLSTATE numeric_value_out_of_range: a number beyond its column or parameter type (an id or count past
 * int4). The input rules bound the numbers they know of; this keeps any other one a refusal, not a fault.
 */
const NUMBER_OUT_OF_RANGE = '22003';

function sqlState(error: unknown): string | undefined {
  const candidate = error as { driverError?: { code?: unknown }; code?: unknown } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/**
 * The refusal a database error stands for when the client's input caused it, whichever field and API it
 * came through; undefined for every other error.
 */
export function inputErrorFromDatabase(error: unknown): DomainError | undefined {
  const state = sqlState(error);
  if (state === NUMBER_OUT_OF_RANGE) return new DomainError(ErrorKind.BadUserInput, 'NUMBER_OUT_OF_RANGE', 'A number in the request is out of range.');
  if (state === undefined || !UNSTORABLE_TEXT.has(state)) return undefined;
  return new DomainError(ErrorKind.BadUserInput, 'UNSTORABLE_TEXT', 'Text may not contain the NUL character or other control bytes.');
}
