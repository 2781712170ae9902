/**
 * A small markdown subset parsed into a tree, never into HTML: the renderer (features/markdown) builds
 * React elements from it, so every character of a note reaches the page as text and no markup a note
 * holds (script, event handlers, svg, iframes) can run. Supported: paragraphs, headings (#, ##, ###),
 * bullet and numbered lists, fenced code, inline code, **strong**, *emphasis* / _emphasis_ and
 * [links](url) whose url is http, https or mailto (any other link stays text).
 */

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'strong'; c: Inline[] }
  | { t: 'em'; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'link'; href: string; c: Inline[] }
  | { t: 'br' };

export type Block =
  | { t: 'p'; c: Inline[] }
  | { t: 'h'; level: 1 | 2 | 3; c: Inline[] }
  | { t: 'ul'; items: Inline[][] }
  | { t: 'ol'; items: Inline[][] }
  | { t: 'pre'; v: string };

const SAFE_SCHEME = /^(https?:\/\/|mailto:)/i;

/**
 * The url when a link may point there: http(s) or mailto, with no space or control character anywhere
 * (browsers drop tabs and newlines inside urls, which is how 'java\tscript:' slips past naive checks).
 */
export function safeHref(url: string): string | null {
  const u = url.trim();
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029<>"'`\\]/.test(u)) return null;
  return SAFE_SCHEME.test(u) ? u : null;
}

/** Inline markup of one line or paragraph. Unclosed markers stay text. */
export function parseInline(s: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ t: 'text', v: text });
    text = '';
  };
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    if (ch === '\\' && i + 1 < s.length && /[\\`*_[\]()#+\-.!]/.test(s[i + 1])) {
      text += s[i + 1];
      i += 2;
      continue;
    }
    if (ch === '\n') {
      flush();
      out.push({ t: 'br' });
      i++;
      continue;
    }
    if (ch === '`') {
      const end = s.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ t: 'code', v: s.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && s[i + 1] === ch) {
      const end = s.indexOf(ch + ch, i + 2);
      if (end > i + 2) {
        flush();
        out.push({ t: 'strong', c: parseInline(s.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const end = s.indexOf(ch, i + 1);
      // a lone marker or one inside a word (snake_case) stays text
      const opensWord = i === 0 || !/\w/.test(s[i - 1]) || ch === '*';
      if (end > i + 1 && opensWord && s[i + 1] !== ' ') {
        flush();
        out.push({ t: 'em', c: parseInline(s.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const m = /^\[([^\]\n]+)\]\(([^)\s]*)\)/.exec(s.slice(i));
      if (m) {
        flush();
        const href = safeHref(m[2]);
        if (href) out.push({ t: 'link', href, c: parseInline(m[1]) });
        else out.push({ t: 'text', v: m[0] });
        i += m[0].length;
        continue;
      }
    }
    text += ch;
    i++;
  }
  flush();
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const HEADING = /^(#{1,3})\s+(.*)$/;
const FENCE = /^\s*```/;

/** The blocks of a note. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const endPara = () => {
    if (para.length) blocks.push({ t: 'p', c: parseInline(para.join('\n')) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (FENCE.test(line)) {
      endPara();
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i]); i++) code.push(lines[i]);
      blocks.push({ t: 'pre', v: code.join('\n') });
      continue;
    }
    if (!line.trim()) {
      endPara();
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      endPara();
      blocks.push({ t: 'h', level: h[1].length as 1 | 2 | 3, c: parseInline(h[2]) });
      continue;
    }
    const list = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : null;
    if (list) {
      endPara();
      const re = list === 'ul' ? BULLET : NUMBERED;
      const items: Inline[][] = [];
      for (; i < lines.length && re.test(lines[i]); i++) items.push(parseInline(re.exec(lines[i])![1]));
      i--;
      blocks.push({ t: list, items });
      continue;
    }
    para.push(line);
  }
  endPara();
  return blocks;
}

/** The note as plain text (markers dropped), for titles, tooltips and chart hovers. */
export function markdownText(source: string): string {
  const inline = (xs: Inline[]): string => xs.map((x) => (x.t === 'text' || x.t === 'code' ? x.v : x.t === 'br' ? ' ' : inline(x.c))).join('');
  return parseMarkdown(source)
    .map((b) => (b.t === 'pre' ? b.v : b.t === 'ul' || b.t === 'ol' ? b.items.map(inline).join('; ') : inline(b.c)))
    .join('\n');
}
