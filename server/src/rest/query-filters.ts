import type { Request } from 'express';
import { DomainError } from '../common/domain-error';

// A list's filters from a REST query string (`?search=dela&purokId=3&status=LIVING`), named and valued as the list's
// GraphQL arguments are, so a screen sends the same filters to both. A value that is no filter is refused by name.

/** The longest search any list takes (the GraphQL lists' MaxLength). */
const SEARCH_MAX = 100;

function single(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw refusal(name, `Give ${name} once.`);
  return raw;
}

const refusal = (name: string, message: string) => DomainError.invalid('INVALID_INPUT', { [name]: [message] }, message);

/** A search text, or nothing. */
export function searchQuery(req: Request, name = 'search'): string | null {
  const text = single(req, name);
  if (text !== undefined && text.length > SEARCH_MAX) throw refusal(name, `The search is at most ${SEARCH_MAX} characters.`);
  return text ?? null;
}

/** An id chosen from a list (a purok), or nothing. */
export function idQuery(req: Request, name: string): number | null {
  const text = single(req, name);
  if (text === undefined) return null;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw refusal(name, `${name} is not an id.`);
  return Number(text);
}

/** One of a vocabulary's values, given by its GraphQL name (LIVING) or its value (living), or nothing. */
export function choiceQuery<V extends Readonly<Record<string, string>>>(req: Request, name: string, vocabulary: V): V[keyof V] | null {
  const text = single(req, name);
  if (text === undefined) return null;
  const value = (vocabulary as Record<string, string>)[text] ?? Object.values(vocabulary).find((candidate) => candidate === text);
  if (value === undefined) throw refusal(name, `${name} must be one of ${Object.keys(vocabulary).join(', ')}.`);
  return value as V[keyof V];
}
