import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document (which the zod schemas of
 * `shared/api` produce): values of the right shape, and hostile ones a form never sends.
 */

/** Characters that break naive code: NUL and other controls, bidi overrides, zero-width ones, lone surrogates, astral and combining ones. */
const trickyCharacters = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
  '\uffff',
  '\u0301',
  '\u{10ffff}',
  '\u{1f469}\u200d\u{1f469}\u200d\u{1f467}',
  'ﬀ',
  'İ',
  'ß',
  'שלום',
  'مرحبا',
  '漢字',
  '\\',
  '"',
  "'",
  '%',
  '/',
  '?',
  '#',
  '&',
  '=',
  '\t',
  '\r\n',
];

/** Whole strings that mean something to a parser, a database or a shell. */
const trickyStrings = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '%00',
  '%',
  '%zz',
  '$1',
  '#{7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..',
  '.',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0190d5c5-8d5e-7000-8000-00000000000g',
  '{0190D5C5-8D5E-7000-8000-000000000000}',
  'javascript:alert(1)',
  'https://example.invalid/' + 'a'.repeat(2100),
];

const hugeString = fc.oneof(
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 100, max: 20_000 }).map((length) => '\u{1f600}'.repeat(length)),
);

/** Strings no form sends: controls, bidi and zero-width characters, unicode edge cases, injection attempts, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.string({
      unit: fc.oneof(fc.constantFrom(...trickyCharacters), fc.string({ minLength: 1, maxLength: 1 })),
      maxLength: 30,
    }),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constantFrom(...trickyStrings), weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

const edgeNumbers = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e-7,
];

/** Numbers at the edges: signs, fractions, 32-bit and safe-integer bounds, the largest and smallest doubles. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...edgeNumbers),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** JSON nested `depth` levels deep, alternating arrays and objects. */
const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : depth % 2 ? [nested(depth - 1)] : { deeper: nested(depth - 1) });

/** Any hostile JSON value: the wrong type for whatever a field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 5 }),
  fc.integer({ min: 10, max: 60 }).map(nested),
  fc.constant({ ['__proto__']: { polluted: true }, constructor: { prototype: { polluted: true } } }),
);

/** What valid values may be drawn from besides the schema: the fixture's ids, and realistic values of fields the schema cannot describe by its name (an email, a phone number). */
export interface ValueSources {
  knownIds: readonly string[];
  byName: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

/** Epoch milliseconds and ISO times around the fixture's events (2026), so time fields can be right. */
const nearTimes = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true });

/**
 * A value the schema accepts. Strings are sometimes one of the fixture's ids, so a body that
 * names a user, an event or a conversation can name a real one.
 */
export function validValueOf(schema: JsonSchema, sources: ValueSources): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValueOf(option, sources)));
  const value = validOfType(schema, sources);
  return schema.nullable ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : value;
}

function validOfType(schema: JsonSchema, sources: ValueSources): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validString(schema, sources.knownIds);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
      return fc.array(validValueOf(schema.items ?? {}, sources), { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, sources);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema, knownIds: readonly string[]): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern), { maxLength }).filter(fits);
    const times = nearTimes.map((date) => date.toISOString());
    return schema.format === 'date-time' ? fc.oneof({ arbitrary: times, weight: 4 }, { arbitrary: matching, weight: 1 }) : matching;
  }
  const options: fc.Arbitrary<string>[] = [
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }).filter(fits),
    fc.constant('x'.repeat(maxLength)),
  ];
  const ids = knownIds.filter(fits);
  if (ids.length > 0) options.push(fc.constantFrom(...ids));
  return fc.oneof(...options);
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  const inRange = (value: number) => value >= min && value <= max;
  if (schema.type === 'number') return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const small = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  const options: fc.Arbitrary<number>[] = [small, fc.constantFrom(min, max)];
  // Epoch milliseconds, when the range holds them: a time field is then sometimes a sensible time.
  if (inRange(Date.UTC(2026, 0)) && inRange(Date.UTC(2028, 0))) options.push(nearTimes.map((date) => date.getTime()));
  return fc.oneof(...options);
}

/** A valid value of a named field: mostly a realistic one when `byName` has one, else from its schema. */
export function validFieldOf(name: string, schema: JsonSchema, sources: ValueSources): fc.Arbitrary<unknown> {
  const realistic = sources.byName[name];
  const value = validValueOf(schema, sources);
  return realistic ? fc.oneof({ arbitrary: realistic, weight: 3 }, { arbitrary: value, weight: 1 }) : value;
}

function validObject(schema: JsonSchema, sources: ValueSources): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 20 }), validValueOf(schema.additionalProperties, sources), { maxKeys: 5 });
  }
  const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validFieldOf(key, property, sources)]));
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/**
 * A value the schema should refuse, or an edge of it: the wrong type, a field made hostile at any
 * depth, a required field missing, extra fields, too many items, numbers out of range.
 */
export function hostileValueOf(schema: JsonSchema, sources: ValueSources): fc.Arbitrary<unknown> {
  const options: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: hostileValue, weight: 2 }];
  const valid = validValueOf(schema, sources);
  const properties = Object.keys(schema.properties ?? {});
  if (schema.type === 'object' && properties.length > 0) {
    const withHostileField = fc
      .constantFrom(...properties)
      .chain((key) =>
        fc
          .tuple(valid, hostileValueOf(schema.properties![key]!, sources))
          .map(([value, field]) => ({ ...(value as object), [key]: field })),
      );
    const withExtraFields = fc
      .tuple(valid, fc.dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 3 }))
      .map(([value, extra]) => ({ ...(value as object), ...extra }));
    options.push({ arbitrary: withHostileField, weight: 5 }, { arbitrary: withExtraFields, weight: 1 });
    const required = schema.required ?? [];
    if (required.length > 0) {
      const withoutRequired = fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
        return rest;
      });
      options.push({ arbitrary: withoutRequired, weight: 1 });
    }
  }
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    options.push(
      { arbitrary: fc.array(hostileValueOf(items, sources), { minLength: 1, maxLength: 3 }), weight: 2 },
      {
        arbitrary: fc.array(validValueOf(items, sources), {
          minLength: (schema.maxItems ?? 50) + 1,
          maxLength: (schema.maxItems ?? 50) + 20,
        }),
        weight: 1,
      },
    );
  }
  if (schema.type === 'string') {
    options.push({ arbitrary: hostileString, weight: 3 });
    if (schema.maxLength !== undefined) options.push({ arbitrary: fc.constant('x'.repeat(schema.maxLength + 1)), weight: 1 });
    if (schema.enum)
      options.push({ arbitrary: fc.constantFrom(...schema.enum.map((value) => String(value).toLowerCase() + ' ')), weight: 1 });
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const outOfRange = [schema.minimum, schema.maximum].filter((bound) => bound !== undefined).flatMap((bound) => [bound! - 1, bound! + 1]);
    options.push({ arbitrary: fc.oneof(edgeNumber, fc.constantFrom(...outOfRange, 1.5)), weight: 3 });
    options.push({ arbitrary: edgeNumber.map(String), weight: 1 });
  }
  return fc.oneof(...options);
}
