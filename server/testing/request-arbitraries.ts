import fc from 'fast-check';
import type { DocumentedOperation, DocumentedParameter } from './openapi-operations.ts';
import {
  edgeNumber,
  hostileString,
  hostileValue,
  hostileValueOf,
  validFieldOf,
  validValueOf,
  type ValueSources,
} from './schema-arbitraries.ts';

/** A path parameter as sent: text to escape, or (`raw`) text put in the address as it is, for malformed escapes. */
export interface PathValue {
  raw: boolean;
  text: string;
}

export type FormPart = { name: string; text: string } | { name: string; file: { bytes: Uint8Array; type: string; filename: string } };

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'form'; parts: FormPart[] };

export interface FuzzRequest<Caller> {
  caller: Caller;
  path: Record<string, PathValue>;
  /** The query string, escaped, without its `?`. */
  query: string;
  body: FuzzBody;
}

export interface RequestSources<Caller> {
  callers: fc.Arbitrary<Caller>;
  /** Values of the operation's path parameter that name something that exists; may be empty. */
  knownValues(operation: DocumentedOperation, parameter: string): readonly string[];
  /** The fixture's ids and realistic values by field name, for valid bodies and queries. */
  values: ValueSources;
  /** Forms the upload routes take, each as its parts, to send as they are or broken. */
  forms: readonly FormPart[][];
}

/** Requests for one operation of the document: valid-shaped ones, and hostile ones in every part of the request. */
export function requestsFor<Caller>(operation: DocumentedOperation, sources: RequestSources<Caller>): fc.Arbitrary<FuzzRequest<Caller>> {
  const path = fc.record(
    Object.fromEntries(operation.pathParameters.map((parameter) => [parameter.name, pathValueOf(operation, parameter, sources)])),
  ) as fc.Arbitrary<Record<string, PathValue>>;
  return fc.record({
    caller: sources.callers,
    path,
    query: queryOf(operation.queryParameters, sources.values),
    body: bodyOf(operation, sources),
  });
}

/** Malformed or surprising escapes, sent as they are. */
const rawEscapes = ['%', '%zz', '%00', '%2F', '%2e%2e', '%C0%80', '%ED%A0%80', '%FF%FE', '%E0%A4%A', '%uD800'];

function pathValueOf<Caller>(
  operation: DocumentedOperation,
  parameter: DocumentedParameter,
  sources: RequestSources<Caller>,
): fc.Arbitrary<PathValue> {
  const escaped = (text: fc.Arbitrary<string>) => text.map((value) => ({ raw: false, text: value }));
  const options: fc.WeightedArbitrary<PathValue>[] = [
    { arbitrary: escaped(validValueOf(parameter.schema, sources.values).map(String)), weight: 2 },
    { arbitrary: escaped(hostileString), weight: 2 },
    { arbitrary: fc.constantFrom(...rawEscapes).map((text) => ({ raw: true, text })), weight: 1 },
  ];
  const known = sources.knownValues(operation, parameter.name);
  if (known.length > 0) options.push({ arbitrary: escaped(fc.constantFrom(...known)), weight: 5 });
  return fc.oneof(...options);
}

/** Text as a URL carries it: lone surrogates, which no URL can hold, become U+FFFD first. */
export const escape = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
const queryString = (pairs: [string, string][]) => pairs.map(([name, value]) => `${escape(name)}=${escape(value)}`).join('&');

function queryOf(parameters: DocumentedParameter[], values: ValueSources): fc.Arbitrary<string> {
  const valid = fc
    .record(
      Object.fromEntries(
        parameters.map((parameter) => [parameter.name, validFieldOf(parameter.name, parameter.schema, values).map(String)]),
      ),
      {
        requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      },
    )
    .map((record) => Object.entries(record) as [string, string][]);
  const hostileText = fc.oneof(hostileString, edgeNumber.map(String));
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: valid.map(queryString), weight: 3 },
    {
      arbitrary: fc
        .tuple(valid, fc.dictionary(hostileString, hostileText, { minKeys: 1, maxKeys: 3 }))
        .map(([pairs, extra]) => queryString([...pairs, ...Object.entries(extra)])),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...rawEscapes, '&&', '=', 'a[b]=1', '__proto__[polluted]=1'))
        .map(([pairs, raw]) => `${queryString(pairs)}&${raw}`),
      weight: 1,
    },
  ];
  if (parameters.length > 0) {
    const names = parameters.map((parameter) => parameter.name);
    const oneHostile = fc
      .tuple(valid, fc.constantFrom(...names), hostileText)
      .map(([pairs, name, text]) => queryString([...pairs.filter(([key]) => key !== name), [name, text]]));
    const repeated = fc
      .tuple(valid, fc.constantFrom(...names), fc.array(hostileText, { minLength: 2, maxLength: 4 }))
      .map(([pairs, name, texts]) => queryString([...pairs, ...texts.map((text): [string, string] => [name, text])]));
    options.push({ arbitrary: oneHostile, weight: 2 }, { arbitrary: repeated, weight: 1 });
  }
  return fc.oneof(...options);
}

/** Bodies that are broken before any schema sees them: bad JSON, numbers JSON cannot hold, wrong or lying content types. */
const rawBodies: { contentType: string; text: string }[] = [
  ...['', '{', '{"a":', 'not json', '{"a":1,"a":2}', '\ufeff{}', '1e999', '[1e999]', '"\\u0000"', '{"a":"\\ud800"}'].map((text) => ({
    contentType: 'application/json',
    text,
  })),
  { contentType: 'application/json', text: '{"__proto__":{"polluted":true}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"polluted":true}}}' },
  { contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'application/json; charset=latin1', text: '{}' },
  { contentType: 'text/plain', text: '{}' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=b&c=%00' },
  { contentType: 'application/xml', text: '<a/>' },
  { contentType: 'application/octet-stream', text: '\u0000\u0001' },
  { contentType: 'multipart/form-data', text: 'not a form' },
  { contentType: 'multipart/form-data; boundary=x', text: 'garbage' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n' },
];

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bodyOf<Caller>(operation: DocumentedOperation, sources: RequestSources<Caller>): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: 'none' });
  if (!bodyMethods.has(operation.method)) return none;
  const json = (value: fc.Arbitrary<unknown>) => value.map((inner): FuzzBody => ({ kind: 'json', value: inner }));
  const raw = fc.constantFrom(...rawBodies).map((body): FuzzBody => ({ kind: 'raw', ...body }));
  const form = brokenForms(sources.forms).map((parts): FuzzBody => ({ kind: 'form', parts }));
  if (operation.jsonBody) {
    return fc.oneof(
      { arbitrary: json(validValueOf(operation.jsonBody, sources.values)), weight: 4 },
      { arbitrary: json(hostileValueOf(operation.jsonBody, sources.values)), weight: 5 },
      { arbitrary: raw, weight: 1 },
      { arbitrary: form, weight: 1 },
      { arbitrary: none, weight: 1 },
    );
  }
  // No JSON body in the document: an upload (multipart, undocumented), or a body the route ignores.
  return fc.oneof(
    { arbitrary: none, weight: 2 },
    { arbitrary: form, weight: 4 },
    { arbitrary: json(hostileValue), weight: 2 },
    { arbitrary: raw, weight: 1 },
  );
}

/** A form as an upload route takes it, or broken: a part missing, a field hostile, a file's bytes random, cut or mistyped, parts repeated or added. */
function brokenForms(forms: readonly FormPart[][]): fc.Arbitrary<FormPart[]> {
  const fileTypes = ['application/octet-stream', 'text/plain', 'image/svg+xml', 'image/jpeg', 'audio/wav', 'video/mp4', ''];
  return fc.constantFrom(...forms).chain((parts) => {
    const at = fc.nat(parts.length - 1);
    const replaceAt = (index: number, change: (part: FormPart) => FormPart) =>
      parts.map((part, where) => (where === index ? change(part) : part));
    const withFile = (
      part: FormPart,
      change: (file: Extract<FormPart, { file: unknown }>['file']) => Partial<Extract<FormPart, { file: unknown }>['file']>,
    ) => ('file' in part ? { ...part, file: { ...part.file, ...change(part.file) } } : part);
    return fc.oneof(
      fc.constant(parts),
      at.map((index) => parts.filter((_, where) => where !== index)),
      fc
        .tuple(at, hostileString)
        .map(([index, text]) =>
          replaceAt(index, (part) => ('file' in part ? withFile(part, () => ({ filename: text })) : { ...part, text })),
        ),
      fc
        .tuple(at, fc.uint8Array({ maxLength: 2048 }), fc.constantFrom(...fileTypes))
        .map(([index, bytes, type]) => replaceAt(index, (part) => withFile(part, () => ({ bytes, type })))),
      fc
        .tuple(at, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([index, share]) =>
          replaceAt(index, (part) => withFile(part, (file) => ({ bytes: file.bytes.slice(0, Math.floor(file.bytes.length * share)) }))),
        ),
      fc.tuple(at, fc.integer({ min: 2, max: 4 })).map(([index, times]) => [...parts, ...Array<FormPart>(times).fill(parts[index]!)]),
      fc
        .dictionary(hostileString, hostileString, { minKeys: 1, maxKeys: 40 })
        .map((extra) => [...parts, ...Object.entries(extra).map(([name, text]) => ({ name, text }))]),
    );
  });
}

/** The address of a request: the document's path with each parameter escaped (or raw), and the query. */
export function urlOf<Caller>(operation: DocumentedOperation, request: FuzzRequest<Caller>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.path[name]!;
    return value.raw ? value.text : escape(value.text);
  });
  return request.query ? `${path}?${request.query}` : path;
}

/** The body and headers to send for a request's body. */
export function sendOptionsOf(body: FuzzBody): { json?: unknown; body?: BodyInit; headers?: Record<string, string> } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { json: body.value };
    case 'raw':
      return { body: body.text, headers: { 'content-type': body.contentType } };
    case 'form': {
      const form = new FormData();
      for (const part of body.parts) {
        if ('file' in part)
          form.append(part.name, new Blob([new Uint8Array(part.file.bytes)], { type: part.file.type }), part.file.filename);
        else form.append(part.name, part.text);
      }
      return { body: form };
    }
  }
}

/** The parts of a form, read back, to make broken copies of. */
export async function partsOf(form: FormData): Promise<FormPart[]> {
  const parts: FormPart[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, text: value });
    else parts.push({ name, file: { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type, filename: value.name } });
  }
  return parts;
}
