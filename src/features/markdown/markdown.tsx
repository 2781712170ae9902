/**
 * Renders a note's markdown (domain/notes/markdown.ts) as React elements: text is always text, links
 * only http, https or mailto, opened in a new tab without the opener. No innerHTML anywhere, so a
 * note holding <script>, onerror= or javascript: shows those characters and runs nothing.
 */
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../../domain/notes/markdown';

function inline(xs: readonly Inline[]): ReactNode[] {
  return xs.map((x, i) => {
    switch (x.t) {
      case 'text':
        return <Fragment key={i}>{x.v}</Fragment>;
      case 'br':
        return <br key={i} />;
      case 'code':
        return <code key={i}>{x.v}</code>;
      case 'strong':
        return <strong key={i}>{inline(x.c)}</strong>;
      case 'em':
        return <em key={i}>{inline(x.c)}</em>;
      case 'link':
        return (
          <a key={i} href={x.href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(x.c)}
          </a>
        );
    }
  });
}

function block(b: Block, i: number): ReactNode {
  switch (b.t) {
    case 'p':
      return <p key={i}>{inline(b.c)}</p>;
    case 'h': {
      const H = `h${b.level + 2}` as 'h3' | 'h4' | 'h5';
      return <H key={i}>{inline(b.c)}</H>;
    }
    case 'ul':
      return (
        <ul key={i}>
          {b.items.map((it, j) => (
            <li key={j}>{inline(it)}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol key={i}>
          {b.items.map((it, j) => (
            <li key={j}>{inline(it)}</li>
          ))}
        </ol>
      );
    case 'pre':
      return (
        <pre key={i}>
          <code>{b.v}</code>
        </pre>
      );
  }
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className} data-markdown="">
      {parseMarkdown(source).map(block)}
    </div>
  );
}
