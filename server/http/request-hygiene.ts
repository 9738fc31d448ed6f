import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '../../shared/limits.ts';
import { badRequest } from './api-error.ts';

/**
 * Characters no one types on purpose, removed from every string a request brings: NUL and the
 * other control characters but tab, line feed and carriage return (PostgreSQL refuses NUL in text,
 * SQLite stores it), bidi embeddings, overrides and isolates (they make a name read backwards),
 * and zero-width spaces, word joiners and byte-order marks. Zero-width (non-)joiners and the
 * left-to-right/right-to-left marks stay: emoji sequences and some scripts need them.
 */
const unwantedCharacters = /[^\P{Cc}\t\n\r]|[\u200B\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/** A string as Tandem stores it: composed (NFC), so "é" typed two ways is one text, without unwanted characters. */
export function cleanText(text: string): string {
  return text.normalize('NFC').replace(unwantedCharacters, '');
}

/** `value` with every string in its plain objects and arrays, keys included, cleaned; anything else (a Buffer) as it is. */
export function cleanStrings(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [cleanText(key), cleanStrings(inner)]));
  }
  return value;
}

/** A JSON object, or a query or path-parameter object (whose prototypes have no constructor); not a Buffer or a stream. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const constructor = (Object.getPrototypeOf(value) as { constructor?: unknown } | null)?.constructor;
  return constructor === undefined || constructor === Object;
}

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, read in one pass without
 * parsing: a body nested thousands deep parses, then overflows the stack of whatever walks it.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) => void;

/** Fastify's own JSON parser (which refuses `__proto__` and `constructor` poisoning), behind the depth limit. */
export function depthLimitedJsonParser(app: FastifyInstance): JsonParser {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (jsonNestsDeeperThan(body, limits.jsonMaxDepth)) {
      done(badRequest('json_too_deep', `The request body nests more than ${limits.jsonMaxDepth} levels deep.`));
      return;
    }
    parse(request, body, done);
  };
}

/** Every JSON body depth-limited, and every string of a body, query or path cleaned before validation sees it. */
export function installRequestHygiene(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, depthLimitedJsonParser(app));
  // A callback hook that leaves what is empty alone: most requests (every GET without a query) bring nothing to clean.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined) request.body = cleanStrings(request.body);
    if (hasKeys(request.query)) request.query = cleanStrings(request.query);
    if (hasKeys(request.params)) request.params = cleanStrings(request.params);
    done();
  });
}

function hasKeys(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const _ in value) return true;
  return false;
}
