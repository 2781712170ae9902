/**
 * Marks over a log at an index (a time or a depth): the well's annotations (comments, troubles,
 * hazards, …). DOM elements over the canvas, so the live paint path never sees them; they follow the
 * painter's scroll at most once a second while the log follows live data. The hover text is a DOM
 * title: plain text, whatever the note holds.
 */
import { makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { ColumnStore } from './column-store';
import type { LogCanvas } from './log-canvas';

export interface LogMark {
  id: string;
  /** Index (epoch s or metres) where the mark sits; `end` draws a band to it (a trouble's span). */
  at: number;
  end?: number | null;
  color: string;
  /** Short label beside the mark. */
  label: string;
  /** Hover text. */
  title: string;
}

const useStyles = makeStyles({
  layer: { position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' },
  line: { position: 'absolute', opacity: 0.85, pointerEvents: 'auto' },
  band: { position: 'absolute', opacity: 0.12, pointerEvents: 'none' },
  flag: {
    position: 'absolute',
    fontSize: '10px',
    lineHeight: '12px',
    padding: '0 3px',
    borderRadius: '2px',
    color: '#ffffff',
    whiteSpace: 'nowrap',
    maxWidth: '140px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'auto',
    cursor: 'default',
  },
});

export function LogMarks(p: { marks: readonly LogMark[]; painter: LogCanvas | null; store: ColumnStore | null; vertical: boolean; follow: boolean }) {
  const s = useStyles();
  const [, setTick] = useState(0);
  const { store, follow } = p;
  const any = p.marks.length > 0;
  useEffect(() => {
    if (!store || !follow || !any) return;
    let last = 0;
    return store.onChange(() => {
      const now = performance.now();
      if (now - last < 1000) return;
      last = now;
      setTick((n) => n + 1);
    });
  }, [store, follow, any]);

  const pc = p.painter;
  const l = pc?.layout;
  if (!pc || !l || !any) return null;
  const css = (index: number) => pc.devOfIndex(index) / l.dpr;
  const lengthCss = l.axisDev / l.dpr;
  // A flag closer than this to the previous one is left out (its line and hover stay): no pile of labels.
  const FLAG_GAP_CSS = 14;
  let lastFlag = -Infinity;
  const placed = p.marks
    .map((m) => ({ m, at: css(m.at), end: m.end !== undefined && m.end !== null ? css(m.end) : null }))
    .filter((x) => (x.end ?? x.at) >= 0 && x.at <= lengthCss)
    .sort((a, b) => a.at - b.at);
  return (
    <div className={s.layer} data-log-marks={p.marks.length}>
      {placed.map(({ m, at, end }) => {
        const from = Math.max(0, at);
        const flag = from - lastFlag >= FLAG_GAP_CSS;
        if (flag) lastFlag = from;
        const pos = (v: number) => (p.vertical ? { top: v } : { left: v });
        const across = p.vertical ? { left: 0, right: 0, height: 2 } : { top: 0, bottom: 0, width: 2 };
        return (
          <div key={`${m.id}`} data-log-mark={m.id}>
            {end !== null && end > from && (
              <div
                className={s.band}
                style={{
                  ...(p.vertical
                    ? { left: 0, right: 0, top: from, height: Math.min(end, lengthCss) - from }
                    : { top: 0, bottom: 0, left: from, width: Math.min(end, lengthCss) - from }),
                  backgroundColor: m.color,
                }}
              />
            )}
            {at >= 0 && <div className={s.line} title={m.title} style={{ ...across, ...pos(at - 1), backgroundColor: m.color }} />}
            {flag && (
              <div
                className={s.flag}
                title={m.title}
                aria-label={m.title}
                style={{ ...(p.vertical ? { right: 2, top: from + 2 } : { left: from + 3, bottom: 2 }), backgroundColor: m.color }}
              >
                {m.label}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
