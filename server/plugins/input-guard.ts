// One check of every request's input before any route sees it: path parameters, query and JSON body.
// Text that PostgreSQL cannot store (NUL), that is not Unicode (a lone surrogate), or JSON nested
// deeper than any screen needs would otherwise fail deep inside a handler as a 500; here it is a 400
// that names where it was found.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** Deeper than any form definition or record (a few nested layouts are some twenty levels). */
export const MAX_JSON_DEPTH = 100;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Problem {
  path: string;
  message: string;
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a lone surrogate (not valid Unicode)';
  return undefined;
}

/** The first problem of a value, walking at most MAX_JSON_DEPTH levels (no recursion into the rest). */
export function inputProblem(value: unknown, path = ''): Problem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const message = textProblem(item.value);
      if (message) return { path: item.path || '/', message };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH)
      return { path: item.path || '/', message: `is nested deeper than ${MAX_JSON_DEPTH} levels` };
    for (const [key, child] of Object.entries(item.value)) {
      const childPath = `${item.path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const message = textProblem(key);
      if (message) return { path: childPath, message: `has a name that ${message}` };
      stack.push({ value: child, path: childPath, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/** Refuses (400 INVALID_INPUT) a part of a request holding text the database cannot keep. */
export function assertCleanInput(part: string, value: unknown): void {
  const problem = inputProblem(value);
  if (problem) {
    throw badRequest('INVALID_INPUT', `The request ${part} at ${problem.path} ${problem.message}`, [
      { path: problem.path, message: problem.message },
    ]);
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body } as const;
    for (const [part, value] of Object.entries(parts)) assertCleanInput(part, value);
  });
}
