import { negotiateLocale, type Locale } from '@barangay-portal/domain';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The language an API answer is written in: the request's `Accept-Language` (the portal's client sends the page's
 * language), English without one, so the original client keeps the spec's texts verbatim
 * (docs/architecture/languages.md#server-texts).
 */
export const answerLocale = (headers: IncomingHttpHeaders): Locale => negotiateLocale(headers['accept-language']);
