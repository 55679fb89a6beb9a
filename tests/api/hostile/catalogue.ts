/**
 * The bad-input catalogue of /work/shared/reliability.md §2 as data: values one field, one query parameter or
 * one path segment can take, and whole raw bodies. The generator combines them with every operation.
 */

/** Arrays nested `depth` deep: `[[[…1…]]]`. */
const nestedArrays = (depth: number): unknown => (depth === 0 ? 1 : [nestedArrays(depth - 1)]);

/** JSON values for one body field: wrong types, bounds, strings, unicode, NUL, payloads, shapes. */
export const FIELD_VALUES: Array<[string, unknown]> = [
  ['string-number', '2'],
  ['true', true],
  ['false', false],
  ['null', null],
  ['empty-array', []],
  ['empty-object', {}],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge', 1e308],
  ['unsafe-int', 2 ** 53 + 1],
  ['int32-overflow', 2 ** 31],
  ['money-3-decimals', 10.125],
  ['nan-string', 'NaN'],
  ['infinity-string', 'Infinity'],
  ['1e309-string', '1e309'],
  ['empty-string', ''],
  ['whitespace', '   \t '],
  ['long-string', 'x'.repeat(10_000)],
  ['sql-or', "' OR 1=1--"],
  ['sql-drop', '1;DROP TABLE users'],
  ['sql-sort', 'price;--'],
  ['like-wildcards', '%_%\\'],
  ['script', '<img src=x onerror=alert(1)>'],
  ['svg', '"><svg onload=alert(1)>'],
  ['js-url', 'javascript:alert(1)'],
  ['formula', '=HYPERLINK("http://x")'],
  ['nfd', 'Cafe\u0301'],
  ['zwj-emoji', '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}'],
  ['rtl-override', 'abc\u202Efdp.exe'],
  ['zero-width', 'GRO\u200BOPS'],
  ['dotless-i', 'ı'],
  ['bom', '\uFEFFx'],
  ['lone-surrogate', '\ud800'],
  ['fullwidth-dots', '．．／．．／etc'],
  ['nul', 'a\u0000b'],
  ['traversal', '../../etc/passwd'],
  ['crlf', 'a\r\nSet-Cookie: x=1'],
  ['mongo-operator', { $gt: '' }],
  ['array-of-string', ['1']],
  ['array-of-numbers', [1, 2, 3]],
  ['deep-arrays', nestedArrays(40)],
  ['big-array', Array.from({ length: 10_000 }, () => 1)],
  ['past-date', '1970-01-01'],
  ['invalid-date', '2026-02-30'],
  ['nil-uuid', '00000000-0000-0000-0000-000000000000'],
  ['int32-max', 2_147_483_647],
];

/** Raw (already percent-encoded where needed) query values; `%ED%A0%80` is a lone surrogate, `%ZZ` bad encoding. */
export const QUERY_VALUES: Array<[string, string]> = [
  ['negative', '-1'],
  ['zero', '0'],
  ['negative-zero', '-0'],
  ['fraction', '1.5'],
  ['1e309', '1e309'],
  ['nan', 'NaN'],
  ['infinity', 'Infinity'],
  ['letters', 'abc'],
  ['empty', ''],
  ['spaces', '%20%20'],
  ['long', 'x'.repeat(10_000)],
  ['huge-int', '9'.repeat(30)],
  ['int32-overflow', '2147483648'],
  ['sql-or', '%27%20OR%201%3D1--'],
  ['sql-drop', '1%3BDROP%20TABLE%20users'],
  ['script', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['nul', 'a%00b'],
  ['bad-percent', '%ZZ'],
  ['lone-surrogate', '%ED%A0%80'],
  ['invalid-utf8', '%C3%28'],
  ['rtl-override', '%E2%80%AE'],
  ['nfd', 'Cafe%CC%81'],
  ['like-wildcards', '%25_%25'],
  ['boolean', 'true'],
  ['null', 'null'],
];

/** Query shapes around one parameter name `n` (arrays, objects, operators, prototype keys). */
export const QUERY_SHAPES: Array<[string, (n: string) => string]> = [
  ['array', (n) => `${n}[]=1&${n}[]=2`],
  ['indexed-array', (n) => `${n}[0]=1&${n}[100]=2`],
  ['object', (n) => `${n}[a]=1`],
  ['deep-object', (n) => `${n}[a][b][c][d][e]=1`],
  ['operator', (n) => `${n}[$gt]=`],
  ['repeated', (n) => `${n}=1&${n}=2`],
  ['prototype', (n) => `${n}[__proto__][x]=1`],
  ['conflict', (n) => `${n}=1&${n}[a]=2`],
  ['huge-index', (n) => `${n}[99999999999]=1`],
];

/** Whole query strings that are bad regardless of the operation. */
export const WHOLE_QUERIES: Array<[string, string]> = [
  ['unknown-param', 'zzz_unknown=1'],
  ['prototype', '__proto__[isAdmin]=1'],
  ['constructor', 'constructor[prototype][x]=1'],
  ['too-many', Array.from({ length: 250 }, (_, i) => `p${i}=1`).join('&')],
  ['bad-key', '%5B%5D=1'],
  ['page-huge', 'page=100000000&perPage=100000'],
  ['page-negative', 'page=-1&perPage=-5'],
  ['sort-injection', 'sort=price%3B--&column=(select%201)'],
];

/** Raw path segments for `{id}`-like params. */
export const PATH_VALUES: Array<[string, string]> = [
  ['negative', '-1'],
  ['zero', '0'],
  ['1e309', '1e309'],
  ['letters', 'abc'],
  ['fraction', '1.5'],
  ['huge-int', '9'.repeat(30)],
  ['int32-overflow', '2147483648'],
  ['long', 'x'.repeat(5_000)],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['dot-dot', '%2E%2E'],
  ['backslash', '..%5C..%5Cwindows'],
  ['sql-or', '1%20OR%201%3D1'],
  ['quote', '%27'],
  ['nul', '1%00'],
  ['bad-percent', '%ZZ'],
  ['lone-surrogate', '%ED%A0%80'],
  ['rtl-override', '%E2%80%AE1'],
  ['fullwidth-digit', '%EF%BC%91'],
  ['space', '%20'],
  ['nil-uuid', '00000000-0000-0000-0000-000000000000'],
  ['null', 'null'],
  ['script', '%3Csvg%20onload%3Dalert(1)%3E'],
  ['file-suffix', 'a.png%00.js'],
];

/** Invalid-UTF-8 and overlong byte sequences inside otherwise valid JSON. */
const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

/** Bodies that are broken as a whole (sent as application/json). */
export const RAW_BODIES: Array<[string, string | Buffer]> = [
  ['json-null', 'null'],
  ['json-array', '[]'],
  ['json-string', '"just a string"'],
  ['json-number', '1'],
  ['json-true', 'true'],
  ['truncated', '{"a":'],
  ['nan-literal', '{"a": NaN}'],
  ['infinity-literal', '{"a": Infinity}'],
  ['single-quotes', "{'a': 1}"],
  ['trailing-comma', '{"a": 1,}'],
  ['comment', '{"a": 1 /* x */}'],
  ['bom', '\uFEFF{}'],
  ['deep-arrays', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['deep-objects', `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`],
  ['proto-key', '{"__proto__": {"isAdmin": true}}'],
  ['constructor-prototype', '{"constructor": {"prototype": {"isAdmin": true}}}'],
  ['nul-escape', '{"a": "\\u0000"}'],
  ['lone-surrogate-escape', '{"a": "\\udc00"}'],
  ['invalid-utf8', bytes('{"a": "', [0xc3, 0x28], '"}')],
  ['overlong-utf8', bytes('{"a": "', [0xc0, 0xaf], '"}')],
  ['utf16', Buffer.from('{"a": 1}', 'utf16le')],
];

/** Content types a JSON route must refuse with 415 (the body is a small valid JSON object). */
export const BAD_CONTENT_TYPES: Array<[string, string | null]> = [
  ['none', null],
  ['text-plain', 'text/plain'],
  ['form', 'application/x-www-form-urlencoded'],
  ['multipart', 'multipart/form-data; boundary=x'],
  ['xml', 'application/xml'],
  ['garbage', ';;;'],
];

/** Authorization headers that must read as "not signed in", never as an error of their own kind. */
export const BAD_AUTH_HEADERS: Array<[string, Record<string, string>]> = [
  ['bearer-garbage', { authorization: 'Bearer garbage' }],
  ['bearer-huge-id', { authorization: `Bearer 99999999999|${'a'.repeat(40)}` }],
  ['bearer-sql', { authorization: "Bearer 1' OR 1=1--|aaaaaaaaaaaaaaaaaaaaaaaa" }],
  ['basic', { authorization: 'Basic YTpi' }],
  ['bearer-empty', { authorization: 'Bearer ' }],
  ['jwt-alg-none', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' }],
  ['cookie-garbage', { cookie: 'access_token=%ZZ; access_token=Bearer%20x' }],
];

/** Headers around a request that is otherwise the operation's baseline (sent with the identity's token). */
export const BAD_HEADERS: Array<[string, Record<string, string>]> = [
  ['idempotency-empty', { 'idempotency-key': '' }],
  ['idempotency-long', { 'idempotency-key': 'k'.repeat(300) }],
  ['idempotency-latin1', { 'idempotency-key': 'cl\u00e9' }],
  ['idempotency-sql', { 'idempotency-key': "k' OR 1=1--" }],
  ['json-charset-latin1', { 'content-type': 'application/json; charset=latin1' }],
  ['json-suffix-type', { 'content-type': 'application/vnd.x+json' }],
  ['origin-null', { origin: 'null' }],
  ['accept-xml', { accept: 'application/xml' }],
];

/** Path shapes around an operation's path (its query follows). */
export const PATH_SHAPES: Array<[string, (path: string) => string]> = [
  ['trailing-slash', (p) => `${p}/`],
  ['double-slash', (p) => p.replace('/', '//')],
  ['matrix-param', (p) => `${p};jsessionid=1`],
  ['encoded-slash', (p) => p.replace(/\/([^/]*)$/, '%2F$1')],
  ['dot-segment', (p) => `/x/..${p}`],
  ['upper-case', (p) => p.toUpperCase()],
];
