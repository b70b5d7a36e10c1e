/**
 * The hostile values of the OpenAPI fuzz (openapi-fuzz.test.ts): what a property, a path
 * segment or a query parameter is replaced with. Fixed lists, so that a run is repeatable.
 */

/** A JSON literal written into the body as it is (numbers JSON.stringify cannot write, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `value` as JSON text, with each RawJson spliced in verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => (item instanceof RawJson ? `\u0001raw${raws.push(item.text) - 1}\u0001` : item));
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const UNICODE = 'ção 🚀 \u202eمرحبا\u200b 𝕏';
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** What each declared body property (and each nested one) is replaced with, one at a time. */
export const BAD_JSON_VALUES: [label: string, value: unknown][] = [
  // Wrong types.
  ['number', 42],
  ['string', 'abc'],
  ['null', null],
  ['true', true],
  ['object', { a: 1 }],
  ['empty object', {}],
  ['array', [1, 'a', null]],
  ['empty array', []],
  // Numbers at and past the edges.
  ['zero', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['2^53 + 1', new RawJson('9007199254740993')],
  ['1e999 (Infinity once parsed)', new RawJson('1e999')],
  ['400-digit integer', new RawJson(`1${'0'.repeat(400)}`)],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"-1"', '-1'],
  // Dates a regular expression accepts and the database refuses.
  ['year 0 instant', '0000-01-01T00:00:00Z'],
  ['year 0 day', '0000-01-01'],
  // Strings the database or a query could trip on.
  ['empty string', ''],
  ['blank string', '   '],
  ['NUL byte', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['control characters', '\u0001\u001f\u007f'],
  ['SQL quote', "' OR 1=1 --"],
  ['SQL statement', "'); DROP TABLE users; --"],
  ['LIKE metacharacters', '%_\\'],
  ['trailing backslash', 'abc\\'],
  ['unicode', UNICODE],
  ['lone surrogate', '\ud800'],
  ['header injection', 'a@example.com\r\nBcc: x@example.com'],
  ['HTML', '<script>alert(1)</script>'],
  ['path traversal', '../../etc/passwd'],
  ['javascript URL', 'javascript:alert(1)'],
  ['data URL', 'data:image/svg+xml,<svg onload=alert(1)>'],
  // Sizes: past the body limit, just under it, and multi-byte.
  ['100 KB string', 'x'.repeat(100_000)],
  ['50 KB string', 'x'.repeat(50_000)],
  ['20 000 three-byte characters', '€'.repeat(20_000)],
  ['10 000 items', Array.from({ length: 10_000 }, () => 'x')],
  ['arrays nested 5 000 deep', new RawJson(nested(5_000))],
  ['__proto__ object', new RawJson('{"__proto__":{"is_admin":true},"constructor":{"prototype":{"is_admin":true}}}')],
];

/** What each path parameter is filled with (already URL-encoded where the label says so). */
export const BAD_PATH_SEGMENTS: [label: string, segment: string][] = [
  ['empty', ''],
  ['abc', 'abc'],
  ['unknown uuid', UNKNOWN_UUID],
  ['uuid in capitals', 'F47AC10B-58CC-4372-A567-0E02B2C3D479'],
  ['../../etc/passwd (encoded)', encodeURIComponent('../../etc/passwd')],
  ['../../etc/passwd (raw)', '../../etc/passwd'],
  ['..\\..\\windows (encoded)', encodeURIComponent('..\\..\\windows')],
  ["' OR 1=1 -- (encoded)", encodeURIComponent("' OR 1=1 --")],
  ['10 000 characters', 'x'.repeat(10_000)],
  ['%00', '%00'],
  ['uuid then %00', `${UNKNOWN_UUID}%00`],
  ['%2500', '%2500'],
  ['malformed %zz', '%zz'],
  ['lone %', '%'],
  ['truncated UTF-8 %E0%A4%A', '%E0%A4%A'],
  ['overlong UTF-8 %C0%AF', '%C0%AF'],
  ['surrogate UTF-8 %ED%A0%80', '%ED%A0%80'],
  ['unicode (encoded)', encodeURIComponent(UNICODE)],
  ['encoded slash', 'a%2Fb'],
  ['matrix parameter', 'a;b=c'],
  ['-1', '-1'],
  ['1e308', '1e308'],
  ['NaN', 'NaN'],
  ['null', 'null'],
  ['.', '.'],
  ['..', '..'],
];

/** What each query parameter is given (URL-encoded; the raw ones are malformed on purpose). */
export const BAD_QUERY_VALUES: [label: string, encoded: string][] = [
  ['empty', ''],
  ['abc', 'abc'],
  ['-1', '-1'],
  ['zero', '0'],
  ['1.5', '1.5'],
  ['1e308', '1e308'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['true', 'true'],
  ['null', 'null'],
  ['%00', '%00'],
  ['SQL quote', encodeURIComponent("' OR 1=1 --")],
  ['LIKE metacharacters', encodeURIComponent('%_\\')],
  ['unicode', encodeURIComponent(UNICODE)],
  ['10 000 characters', 'x'.repeat(10_000)],
  ['100 000 characters', 'x'.repeat(100_000)],
  ['malformed %zz', '%zz'],
  ['truncated UTF-8 %E0%A4%A', '%E0%A4%A'],
  ['email with NUL', encodeURIComponent('a\u0000@example.com')],
];

/** Image signatures followed by garbage: sniffed as images, undecodable. */
export const FAKE_IMAGES: [label: string, bytes: number[]][] = [
  ['PNG signature then garbage', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xde, 0xad]],
  ['JPEG signature then garbage', [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xde, 0xad, 0xbe, 0xef]],
  ['WebP signature then garbage', [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 0xde, 0xad, 0xbe, 0xef]],
  ['HEIC signature then garbage', [0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), 0xde, 0xad]],
  ['GIF signature then garbage', [...Buffer.from('GIF89a'), 0xde, 0xad, 0xbe, 0xef]],
  ['SVG', [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]],
  ['random bytes', Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256)],
];

/** A 1x1 PNG: the valid upload the bad ones are variations of. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
