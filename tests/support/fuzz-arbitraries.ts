/* eslint-disable max-lines -- a catalogue of hostile-input generators, each a few lines, used by both fuzz tests */
// Generic hostile input for the property-based fuzz tests (src/server/fuzz, tests/e2e/fuzz-pages.spec.ts):
// strings with NUL, lone surrogates, bidirectional overrides and other control characters, numbers as
// strings, 1 MB strings, JSON trees with wrong types and deep nesting, raw percent-escapes that decode to
// nothing valid, bracket filters, and bodies of the wrong content type. Nothing here knows a route: the tests
// take the routes from the app and the pages from src/pages.
import fc from 'fast-check';

/** FUZZ_SEED and FUZZ_RUNS (npm run fuzz), else the fixed seed and the bounded count CI runs. */
export function fuzzSettings(defaultRuns: number): { seed: number; runs: number } {
  const seed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
  const runs = Number.parseInt(process.env.FUZZ_RUNS ?? '', 10);
  return {
    seed: Number.isFinite(seed) ? seed : 20261125,
    runs: Number.isFinite(runs) && runs > 0 ? runs : defaultRuns,
  };
}

const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Single characters that have broken servers: NUL, surrogate halves, bidi overrides, line separators ... */
const HOSTILE_UNITS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\n',
  '\r',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u200b',
  '\u200f',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\u00a0',
  '\u0301',
  'é',
  'ż',
  '😀',
  '%',
  '%00',
  '\\',
  '/',
  '..',
  "'",
  '"',
  '<',
  '>',
  '&',
  '=',
  '?',
  '#',
  '[',
  ']',
  '{',
  '}',
  ';',
  ',',
  ' ',
  '*',
  '$',
  '`',
  '|',
  'a',
  'Z',
  '0',
  '9',
  '-',
  '_',
  '.',
  '@',
];

const NOTABLE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u202egnp.exe',
  '\u202e\u2066evil\u2069',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  "' OR '1'='1",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '%00',
  '%ED%A0%80',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'a'.repeat(256),
  'ą'.repeat(5000),
  '2026-13-45',
  '2026-11-25T25:61:61Z',
  '0000-00-00',
  'test@example.com',
  'a@b',
  '@',
  'PLN',
  'EUR',
  'advisor',
  'coordinator',
  'ACTIVE',
  'accepted',
  'ABCD-EFGH',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-1234-1234-1234567890ab',
];

/** Any UTF-16 code unit, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Characters a database or an encoder cannot take, or that change how text reads. */
const POISON = ['\u0000', '\ud800', '\udfff', '\u202e', '\u0007', '\u001b', '\u2028'];

/** An ordinary word with one poison character in it (such values pass every check but the character one). */
const poisoned = fc
  .tuple(
    fc.constantFrom('Jan', 'Kowalski', 'jan@example.com', 'Dzień dobry', '600100200', 'abc'),
    fc.constantFrom(...POISON),
    fc.nat({ max: 8 }),
  )
  .map(([word, poison, at]) => word.slice(0, at) + poison + word.slice(at));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: poisoned },
  { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...HOSTILE_UNITS), maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NOTABLE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

/** A header value (a ByteString: no NUL, CR, LF, nothing above U+00FF) that is still hostile. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 1, max: 0xff })
      .filter((c) => c !== 10 && c !== 13)
      .map((c) => String.fromCharCode(c)),
    maxLength: 40,
  }),
  fc.constantFrom(
    '',
    ' ',
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Basic Zm9vOmJhcg==',
    'x'.repeat(9000),
    '\u00ff\u00fe',
    'null',
  ),
);

/** Keys that appear in the API's request shapes, so some fuzzed bodies and queries reach past the first check. */
export const KNOWN_KEYS = [
  'email',
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'code',
  'token',
  'refreshToken',
  'firstName',
  'surname',
  'lastName',
  'phone',
  'phoneNumber',
  'comment',
  'message',
  'amount',
  'investmentValue',
  'value',
  'currency',
  'productId',
  'campaignId',
  'offerId',
  'ownerId',
  'userId',
  'networkId',
  'investorId',
  'landingId',
  'status',
  'role',
  'roles',
  'contextType',
  'contextId',
  'language',
  'lang',
  'country',
  'pesel',
  'street',
  'city',
  'postalCode',
  'address',
  'answers',
  'investors',
  'emails',
  'consents',
  'consent',
  'remember',
  'rememberMe',
  'twoFactorCode',
  'totp',
  'secret',
  'name',
  'title',
  'description',
  'reason',
  'interest',
  'interested',
  'accepted',
  'birthDate',
  'documentNumber',
  'nationality',
  'bankAccount',
  'iban',
  'date',
  'from',
  'to',
  'page',
  'limit',
  'size',
  'sort',
  'order',
  'q',
  'search',
  'filter',
  'id',
  'ids',
  'type',
  'data',
  'items',
  'file',
  'files',
  '__proto__',
  'constructor',
];

const key = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KNOWN_KEYS) }, { weight: 1, arbitrary: hostileString });

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, true, false, null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A JSON tree: objects keyed mostly by the API's own field names, arrays where scalars belong, any leaf type. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(key, tie('node'), { maxKeys: 6 }),
  ),
})).node;

/** The top of a body: usually an object (as every route expects), sometimes anything else. */
const hostileBodyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(key, hostileJson, { maxKeys: 8 }) },
  { weight: 1, arbitrary: hostileJson },
);

/** Percent-escapes that decode to nothing valid (or to NUL), inserted verbatim into paths and queries. */
const RAW_ESCAPES = [
  '%00',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%FF',
  '%C0%80',
  '%',
  '%zz',
  '%E2%80%AE',
  '%2F',
  '%2e%2e',
  '%0A',
  '%0D%0A',
];

/** Percent-encodes any string; lone surrogates (which encodeURIComponent refuses) go out as U+FFFD. */
export function encode(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** A path segment or query part: an encoded hostile string, sometimes with a raw invalid escape. */
export const hostileEncoded: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: poisoned.map(encode) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(poisoned, fc.constantFrom('%00', '%ED%A0%80', '%01', '%1B', '%E2%80%AE', '%C0%80'))
      .map(([s, raw]) => `${encode(s.slice(0, 2))}${raw}${encode(s.slice(2))}`),
  },
  { weight: 4, arbitrary: hostileString.map(encode) },
  {
    weight: 1,
    arbitrary: fc.tuple(hostileString, fc.constantFrom(...RAW_ESCAPES)).map(([s, raw]) => `${encode(s)}${raw}`),
  },
);

/** The names a list query may use (the app's own tables of filters, operators and sort fields). */
export interface ListVocabulary {
  filters: Record<string, readonly string[]>;
  sortFields: readonly string[];
}

const plainKey = fc
  .oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'limit',
        'offset',
        'page',
        'sort',
        'order',
        'q',
        'search',
        'to',
        'lang',
        'token',
        'status',
        'format',
        'filters',
        'filters[]',
        'sorting',
        'filters[0]',
        'filters[a][b][c]',
        '[]',
        '',
      ),
    },
    { weight: 1, arbitrary: hostileString },
  )
  .map(encode);

/** One bracket filter (filters[i][name|operator|value]) with known or hostile names, operators and values. */
function bracketFilter(vocabulary: ListVocabulary): fc.Arbitrary<string[]> {
  const pairs = Object.entries(vocabulary.filters).flatMap(([name, operators]) =>
    operators.map((operator) => ({ name, operator })),
  );
  const hostilePair = fc.record({
    name: fc.oneof(fc.constantFrom(...pairs.map((p) => p.name)), hostileString),
    operator: fc.oneof(fc.constantFrom('eq', 'like', 'in', 'leq'), hostileString),
  });
  return fc
    .record({
      index: fc.oneof(
        { weight: 6, arbitrary: fc.nat({ max: 2 }).map(String) },
        { weight: 1, arbitrary: hostileString },
      ),
      filter: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...pairs) }, { weight: 1, arbitrary: hostilePair }),
      value: fc.option(hostileEncoded, { nil: undefined, freq: 8 }),
    })
    .map(({ index, filter, value }) => {
      const at = (part: string) => encode(`filters[${index}][${part}]`);
      return [
        `${at('name')}=${encode(filter.name)}`,
        `${at('operator')}=${encode(filter.operator)}`,
        ...(value === undefined ? [] : [`${at('value')}=${value}`]),
      ];
    });
}

function sorting(vocabulary: ListVocabulary): fc.Arbitrary<string[]> {
  const field = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...vocabulary.sortFields) },
    { weight: 1, arbitrary: hostileString },
  );
  const order = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('asc', 'desc') },
    { weight: 1, arbitrary: hostileString },
  );
  return fc
    .tuple(field, order)
    .map(([name, o]) => [`sorting%5Bname%5D=${encode(name)}`, `sorting%5Border%5D=${encode(o)}`]);
}

/**
 * A query string (without '?'): the bracket filters and sorting of one of the app's lists (picked per request,
 * so a list's own names often come together), hostile keys and values, raw escapes.
 */
export function hostileQuery(vocabularies: ListVocabulary[]): fc.Arbitrary<string> {
  const plain = fc
    .tuple(plainKey, fc.option(hostileEncoded, { nil: undefined }))
    .map(([k, v]) => [v === undefined ? k : `${k}=${v}`]);
  return fc.constantFrom(...vocabularies).chain((vocabulary) => {
    const part = fc.oneof(
      { weight: 5, arbitrary: bracketFilter(vocabulary) },
      { weight: 1, arbitrary: sorting(vocabulary) },
      { weight: 1, arbitrary: plain },
    );
    return fc.array(part, { minLength: 1, maxLength: 2 }).map((parts) => parts.flat().join('&'));
  });
}

export interface FuzzBody {
  /** What was sent, for the failure report. */
  kind: string;
  contentType?: string;
  body?: BodyInit;
}

const jsonBody = hostileBodyValue.map((value): FuzzBody => ({
  kind: 'json',
  contentType: 'application/json',
  body: JSON.stringify(value) ?? 'null',
}));

const wrongTypeBody = fc
  .tuple(
    hostileBodyValue,
    fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
      'application/octet-stream',
      '',
      'application/json\u00ff',
    ),
  )
  .map(([value, contentType]): FuzzBody => ({
    kind: `json as ${contentType}`,
    contentType,
    body: JSON.stringify(value) ?? 'null',
  }));

const brokenJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '"\\ud800"',
      '{"email":"\\u0000"}',
      '{"__proto__":{"admin":true}}',
      '\u0000',
      '{"a":1}garbage',
      '',
    ),
    fc.nat({ max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.nat({ max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    fc.constant(JSON.stringify({ email: ONE_MEGABYTE })),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => new TextDecoder('latin1').decode(bytes)),
  )
  .map((text): FuzzBody => ({ kind: 'broken json', contentType: 'application/json', body: text }));

const invalidUtf8 = fc
  .constantFrom(
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    new Uint8Array([0xed, 0xa0, 0x80]),
    new Uint8Array([0xc0, 0x80]),
  )
  .map((bytes): FuzzBody => ({ kind: 'invalid utf-8', contentType: 'application/json', body: bytes }));

const formBody = fc.array(fc.tuple(key, hostileString), { maxLength: 6 }).map((pairs): FuzzBody => ({
  kind: 'urlencoded',
  contentType: 'application/x-www-form-urlencoded',
  body: pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
}));

/** A multipart form: hostile fields and up to three files (PDF, PNG, HTML, random bytes) with hostile names and types. */
export const multipartBody = fc
  .record({
    fields: fc.array(fc.tuple(key, hostileString), { maxLength: 5 }),
    files: fc.array(
      fc.record({
        field: fc.constantFrom('file', 'files', 'upload', 'attachment', 'document', ''),
        name: hostileString,
        type: fc.constantFrom(
          'application/pdf',
          'image/png',
          'image/jpeg',
          'text/html',
          'application/x-msdownload',
          '',
          'image/svg+xml',
        ),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 256 }),
          fc.constant(new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')),
          fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
          fc.constant(new TextEncoder().encode('<html><script>alert(1)</script></html>')),
        ),
      }),
      { maxLength: 3 },
    ),
  })
  .map(({ fields, files }): FuzzBody => {
    const form = new FormData();
    for (const [k, v] of fields) form.append(k, v.toWellFormed());
    for (const file of files)
      form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name.toWellFormed());
    return { kind: 'multipart', body: form };
  });

/** A request body of any kind, or none. */
export const hostileBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  { weight: 10, arbitrary: jsonBody },
  { weight: 2, arbitrary: wrongTypeBody },
  { weight: 2, arbitrary: brokenJson },
  { weight: 1, arbitrary: invalidUtf8 },
  { weight: 1, arbitrary: formBody },
  { weight: 2, arbitrary: multipartBody },
);

type Path = Array<string | number>;

/** Every place in a JSON value a mutation may hit: each leaf, each container, and a new key in each object. */
function placesIn(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, i) => placesIn(item, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, [...at, 'unexpectedKey'], ...Object.entries(value).flatMap(([k, v]) => placesIn(v, [...at, k]))];
  return [at];
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? value.map((item: unknown) => item) : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

/**
 * A valid example body with one place replaced by hostile input (a string, a wrong type, a tree): reaches past the
 * schema's other checks.
 */
export function mutatedBody(example: unknown): fc.Arbitrary<FuzzBody> {
  const places = placesIn(example);
  const replacement = fc.oneof({ weight: 4, arbitrary: hostileString }, { weight: 1, arbitrary: hostileJson });
  return fc.tuple(fc.constantFrom(...places), replacement).map(([path, value]): FuzzBody => ({
    kind: `example with ${JSON.stringify(path)} replaced`,
    contentType: 'application/json',
    body: JSON.stringify(setAt(example, path, value)),
  }));
}
