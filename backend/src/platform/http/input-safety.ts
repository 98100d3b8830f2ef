import type { Request, RequestHandler } from 'express';

import { translate } from '../i18n/messages';
import { requestLanguage } from '../i18n/request-language';
import { errorBody } from './http-error.filter';

/**
 * Deepest nesting of objects and arrays a request body may have. Every document the API takes is
 * flat or nearly so; deeper input only exists to exhaust the validators' recursion.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * NUL (which PostgreSQL text cannot hold) and UTF-16 surrogates without their pair (which are not
 * Unicode text at all, and which no database, mail or PDF can carry).
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = 'http.input.characters' | 'http.input.depth';

/** What is wrong with a parsed value (keys and strings at any depth), walked without recursion. */
export function problemOf(value: unknown, maxDepth = MAX_BODY_DEPTH): InputProblem | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (UNSAFE_TEXT.test(next.value)) return 'http.input.characters';
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return 'http.input.depth';
    for (const [key, item] of Object.entries(next.value)) {
      if (UNSAFE_TEXT.test(key)) return 'http.input.characters';
      pending.push({ value: item, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/**
 * The path and query as the handlers will see them once decoded. Percent-encoding that does not
 * decode to UTF-8 (such as an encoded lone surrogate) is refused like the characters themselves.
 */
function urlProblem(url: string): InputProblem | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return 'http.input.characters';
  }
  return UNSAFE_TEXT.test(decoded) ? 'http.input.characters' : undefined;
}

function requestProblem(req: Request): InputProblem | undefined {
  return urlProblem(req.url) ?? problemOf(req.query) ?? problemOf(req.body);
}

/**
 * One check of every request's path (and so its route parameters), query and parsed body before
 * any handler, validator or query sees them: input PostgreSQL, the validators or the mailer would
 * fail on is a 400 in the common error shape, whatever the route.
 */
export function inputSafety(): RequestHandler {
  return (req, res, next) => {
    const problem = requestProblem(req);
    if (!problem) return next();
    res.status(400).json(errorBody(400, translate(problem, requestLanguage(req))));
  };
}
