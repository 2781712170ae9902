/**
 * The bad values the fuzzer puts into one field, parameter or query key at a time, by family. Each
 * family is a fast-check arbitrary, so a fixed seed replays the same requests in CI.
 */
import fc from 'fast-check';

/** JSON has no NaN or Infinity: these markers are written into the raw body text instead. */
export const RAW_NUMBERS = ['1e309', '-1e309', 'NaN', '-0'] as const;
export const rawMarker = (n: string) => `__raw_number_${n}__`;

const MB = 1024 * 1024;
const control = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\ufeff', '\r\n', '\t');
const unicode = fc.constantFrom('Ωmega 🛢️ ⛽', 'مرحبا بالعالم', '\u202Egnp.exe', 'e\u0301\u0301\u0301', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '\uFFFF\uFFFE', '👨‍👩‍👧‍👦'.repeat(50), 'İıŞş');
const traversal = fc.constantFrom(
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd',
  'file:///etc/passwd',
  '....//....//etc/passwd',
);

export type Family = 'type' | 'huge' | 'control' | 'unicode' | 'number' | 'traversal';

export const familyArb: Record<Family, fc.Arbitrary<unknown>> = {
  type: fc.constantFrom<unknown>(null, true, 0, -1, '', 'not-the-type', [], [1, 'x'], {}, { nested: { deeper: [null] } }),
  huge: fc.constantFrom(
    'x'.repeat(MB),
    'é'.repeat(MB / 2),
    [...'a'.repeat(10)].map(() => 'y'.repeat(MB / 10)),
  ),
  control: fc.tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 })).map(([a, c, b]) => `${a}${c}${b}`),
  unicode,
  number: fc.oneof(fc.constantFrom<unknown>(-1, -1e308, 1e308, 2 ** 53 + 1, -(2 ** 31), 0.1 + 0.2, 1e-320), fc.constantFrom(...RAW_NUMBERS).map(rawMarker)),
  traversal,
};

export const FAMILIES = Object.keys(familyArb) as Family[];

/** Values for a path parameter or query string (text only). */
export const textArb: fc.Arbitrary<string> = fc.oneof(
  control,
  unicode,
  traversal,
  fc.constantFrom('-1', 'NaN', 'Infinity', '1e309', '0x10', '', ' ', 'null', 'undefined', '[]', '{}', "' or 1=1 --", 'x'.repeat(5000)),
);

/** Bodies that are not the object a route expects at all. */
export const wholeBodyArb: fc.Arbitrary<{ raw: string } | { json: unknown }> = fc.oneof(
  fc.constantFrom<unknown>(null, [], [{}], 'text', 42, true).map((json) => ({ json })),
  fc
    .constantFrom('{', '{"a":', '{"a":1}{"b":2}', '\u0000', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[1e309]')
    .map((raw) => ({ raw })),
);
