/**
 * Reading one number out of a text field. Hot path: called for every cell of every file, so no
 * regular expressions unless the fast path fails.
 */

/** Spellings of not-a-number that loggers write instead of the declared null. */
const NAN_SPELLINGS = new Set(['nan', '-nan', '+nan', 'na', 'n/a', '#n/a', '1.#qnan', '-1.#ind', 'null']);

/**
 * The number in `token` (already trimmed), NaN for an explicit not-a-number spelling, or undefined
 * when the token is not a number at all. '' is not a number: callers treat empty cells as missing.
 */
export function readNumber(token: string): number | undefined {
  if (token === '') return undefined;
  const fast = readPlainDecimal(token);
  if (fast === fast) return fast;
  const v = +token;
  if (v === v) {
    // +'0x1A' is 26 and +'Infinity' is Infinity: neither is a log value.
    const c = token.charCodeAt(token.length - 1);
    if ((c >= 48 && c <= 57) || c === 46) return v;
    return undefined;
  }
  if (NAN_SPELLINGS.has(token.toLowerCase())) return NaN;
  return undefined;
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * '-1049.987' without exponent and with at most 15 significant digits, by integer arithmetic:
 * the integer and the power of ten are both exact doubles, so one division gives the correctly
 * rounded value, the same double as Number(). NaN when the token has another shape.
 */
function readPlainDecimal(token: string): number {
  const n = token.length;
  let i = 0;
  let c = token.charCodeAt(0);
  const negative = c === 45; /* - */
  if (negative || c === 43 /* + */) i = 1;
  let mantissa = 0;
  let significant = 0;
  let sawDigit = false;
  let fraction = -1;
  for (; i < n; i++) {
    c = token.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      sawDigit = true;
      mantissa = mantissa * 10 + (c - 48);
      if (mantissa !== 0) significant++;
      if (fraction >= 0) fraction++;
    } else if (c === 46 /* . */ && fraction < 0) fraction = 0;
    else return NaN;
  }
  if (!sawDigit || significant > 15 || fraction > 15) return NaN;
  const v = fraction > 0 ? mantissa / POW10[fraction] : mantissa;
  return negative ? -v : v;
}

/** Like readNumber for files whose decimal mark is a comma ('1670,000', '-999,250'). */
export function readCommaDecimalNumber(token: string): number | undefined {
  const comma = token.indexOf(',');
  if (comma < 0) return readNumber(token);
  if (token.indexOf(',', comma + 1) >= 0 || token.indexOf('.') >= 0) return undefined;
  return readNumber(token.slice(0, comma) + '.' + token.slice(comma + 1));
}

/** True for a token that is a number written with a decimal comma: '123,420', '-999,25'. */
export function looksLikeCommaDecimal(token: string): boolean {
  return /^[+-]?\d+,\d+$/.test(token);
}
