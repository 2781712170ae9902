/**
 * Bytes to text. Log files arrive in whatever encoding the logging unit used: UTF-8 (with or without
 * BOM), UTF-16 with a BOM, Windows-1252/Latin-1 (degree signs in LAS headers), and Cyrillic code pages
 * from Russian software (CP866, Windows-1251). The XML declaration is not trusted: files declaring
 * encoding="utf-16" while holding UTF-8 bytes exist in the wild.
 */

export interface DecodedText {
  readonly text: string;
  /** WHATWG encoding label used: 'utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'windows-1251', 'ibm866'. */
  readonly encoding: string;
}

/** Single-byte code pages tried, in order of preference when they score the same. */
const SINGLE_BYTE_CANDIDATES = ['windows-1252', 'windows-1251', 'ibm866'] as const;

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  const utf16 = sniffUtf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };

  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: some single-byte code page. Pick the one whose decoding reads most like text.
  }
  let best: DecodedText | undefined;
  let bestScore = -Infinity;
  for (const encoding of SINGLE_BYTE_CANDIDATES) {
    const text = new TextDecoder(encoding).decode(bytes);
    const score = plausibility(text, encoding === 'windows-1252' ? 'latin' : 'cyrillic');
    if (score > bestScore) {
      best = { text, encoding };
      bestScore = score;
    }
  }
  return best!;
}

/** UTF-16 without BOM shows as every other byte being zero in ASCII-heavy text. */
function sniffUtf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length, 1024) & ~1;
  if (n < 8) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) zeroEven++;
    if (bytes[i + 1] === 0) zeroOdd++;
  }
  const pairs = n / 2;
  if (zeroOdd > pairs * 0.4 && zeroEven < pairs * 0.05) return 'utf-16le';
  if (zeroEven > pairs * 0.4 && zeroOdd < pairs * 0.05) return 'utf-16be';
  return undefined;
}

const PLAUSIBLE_SYMBOLS = new Set('°±µ²³·×÷§©®«»¬–—‘’“”•…€¼½¾ºª\u00a0'.split(''));

/**
 * How much a decoding looks like real text. Letters count for the script the code page is for:
 * Latin text has isolated accented letters inside ASCII words, Cyrillic text has whole words of
 * non-ASCII letters. Box-drawing characters and C1 controls count against: no log header holds them.
 */
function plausibility(text: string, script: 'latin' | 'cyrillic'): number {
  let score = 0;
  let runAscii = 0;
  let runHigh = 0;
  let runCyrillic = 0;
  const closeRun = () => {
    if (runHigh > 0) {
      if (script === 'latin') score += runAscii > 0 && runHigh <= 2 ? runHigh : -runHigh;
      else score += runCyrillic - (runHigh - runCyrillic);
    }
    runAscii = runHigh = runCyrillic = 0;
  };
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) {
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) runAscii++;
      else closeRun();
      continue;
    }
    if (/\p{L}/u.test(ch)) {
      runHigh++;
      if (/\p{Script=Cyrillic}/u.test(ch)) runCyrillic++;
      continue;
    }
    closeRun();
    if (!PLAUSIBLE_SYMBOLS.has(ch)) score -= 1;
  }
  closeRun();
  return score;
}
