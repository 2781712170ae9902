/**
 * The note renderer against script payloads: whatever a note holds, the markup it produces has no
 * element but the few the subset makes, no event-handler attribute, no href other than http(s) or
 * mailto, and the payload's characters are on the page as text.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownText, parseMarkdown, safeHref } from '../../domain/notes/markdown';
import { Markdown } from './markdown';

const html = (s: string) => renderToStaticMarkup(<Markdown source={s} />);

const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload=alert(1)><circle r=5 /></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[x](https://ok.example/"onmouseover="alert(1))',
  '**<b onclick=alert(1)>bold</b>**',
  '`<script>alert(1)</script>`',
  '```\n</code></pre><script>alert(1)</script>\n```',
  '- <a href="javascript:alert(1)">item</a>\n- two',
  '<style>body{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

const ALLOWED_TAGS = new Set(['div', 'p', 'h3', 'h4', 'h5', 'ul', 'ol', 'li', 'pre', 'code', 'strong', 'em', 'a', 'br']);

describe('markdown renderer', () => {
  it.each(PAYLOADS)('renders %j inert', (payload) => {
    const out = html(payload);
    const tags = [...out.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => m[1].toLowerCase());
    for (const t of tags) expect(ALLOWED_TAGS.has(t), `tag <${t}> in ${out}`).toBe(true);
    // attributes only the renderer's own: data-markdown, href, target, rel
    for (const m of out.matchAll(/<[a-z0-9]+((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
      for (const a of m[1].matchAll(/\s+([^\s=>]+)/g)) expect(['data-markdown', 'href', 'target', 'rel'], `attribute ${a[1]} in ${out}`).toContain(a[1]);
    }
    for (const m of out.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^(https?:\/\/|mailto:)/);
    expect(out).not.toMatch(/href="\s*(javascript|vbscript|data)/i);
    // nothing of the payload is lost: its letters are on the page as text
    const visible = out.replace(/<[^>]*>/g, '');
    const letters = (s: string) => s.replace(/[^a-zA-Z0-9]/g, '');
    expect(letters(decode(visible))).toContain(letters(payload.replace(/[*`_#-]/g, '').replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1')).slice(0, 12));
  });

  it('renders the subset: paragraphs, headings, emphasis, code, lists and safe links', () => {
    const out = html(
      '# Plan\n\nDrill **fast** and *straight*, see `WOB`.\n\n- one\n- two\n\n1. first\n2. second\n\n[docs](https://example.com/a?b=1) [mail](mailto:a@b.c)',
    );
    expect(out).toContain('<h3>Plan</h3>');
    expect(out).toContain('<strong>fast</strong>');
    expect(out).toContain('<em>straight</em>');
    expect(out).toContain('<code>WOB</code>');
    expect(out).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(out).toContain('<ol><li>first</li><li>second</li></ol>');
    expect(out).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">docs</a>');
    expect(out).toContain('href="mailto:a@b.c"');
  });

  it('keeps an unsafe link as its text and snake_case words whole', () => {
    expect(parseMarkdown('[x](javascript:alert(1))')).toEqual([
      {
        t: 'p',
        c: [
          { t: 'text', v: '[x](javascript:alert(1)' },
          { t: 'text', v: ')' },
        ],
      },
    ]);
    expect(markdownText('hook_load_t and bit_depth_m')).toBe('hook_load_t and bit_depth_m');
    expect(safeHref('https://a.b/c')).toBe('https://a.b/c');
    for (const bad of ['javascript:x', ' java\nscript:x', 'https://a b', '//evil.example', '/relative', 'data:,x']) expect(safeHref(bad), bad).toBeNull();
  });
});

function decode(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
