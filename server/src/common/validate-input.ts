import { validate, ValidationError } from 'class-validator';
import { DomainError, FieldErrors } from './domain-error';

/** The message to show for one property: "is required" says more than "is not an e-mail", so it wins. */
function firstMessage(error: ValidationError): string | undefined {
  const constraints = error.constraints ?? {};
  const own = constraints.isFilled ?? constraints.isDefined ?? Object.values(constraints)[0];
  if (own !== undefined) return own;
  // A list of nested inputs (e.g. a document type's fields) reports under the list's own name.
  for (const child of error.children ?? []) {
    const nested = firstMessage(child);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

export function toFieldErrors(errors: readonly ValidationError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const message = firstMessage(error);
    if (message !== undefined) fields[error.property] = [message];
  }
  return fields;
}

/**
 * Builds an input object from plain values and runs its class-validator rules, the same rules TypeGraphQL
 * runs on GraphQL arguments, so the REST layer checks shape exactly as GraphQL does.
 */
export async function validatedInput<T extends object>(InputClass: new () => T, values: Partial<T>): Promise<T> {
  const input = Object.assign(new InputClass(), values);
  const errors = await validate(input, { forbidUnknownValues: true });
  if (errors.length > 0) throw DomainError.invalid('INVALID_INPUT', toFieldErrors(errors));
  return input;
}
