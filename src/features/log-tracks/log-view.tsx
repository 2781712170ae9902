/**
 * <LogView>: a well log of any tracks and curves over a time or depth index, drawn by LogCanvas,
 * with DOM headers, the well's linked cursor, and zoom / pan by wheel and keys within spec 9.7.
 *
 * The view does not fetch: its owner gives it a ColumnStore (server windows and live seconds merged
 * into pixel columns) and hears which span and bucket it needs (`onGeometry`). Every store change is
 * painted on the next animation frame, touching only the columns that changed.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { ThemeName } from '../../domain/constants/display';
import type { UnitSystemId } from '../../domain/units';
import type { ColumnStore } from './column-store';
import { depthTicks, timeTicks } from './index-ticks';
import { LogCanvas } from './log-canvas';
import { headerHeightOf, headerLines } from './header-fit';
import { LogHeader, type ChannelMeta } from './log-header';
import { LogMarks, type LogMark } from './log-marks';
import { logTheme } from './log-theme';
import { reportRender } from './render-probe';
import { computeLayout, type Layout } from './track-layout';
import type { IndexAxis, Orientation, TrackSpec } from './track-types';
import { bucketFor, panWindow, zoomWindow, type LogWindow } from './zoom';
import { formatDecimals } from '../../domain/format';
import { showTimeS } from '../format/user-format';

export interface LogGeometry {
  /** Index units per pixel column the store must hold. */
  bucket: number;
  /** Visible columns. */
  columns: number;
}

export interface LogViewProps {
  /** What the figure shows, for screen readers and tests. */
  label: string;
  axis: IndexAxis;
  orientation: Orientation;
  tracks: readonly TrackSpec[];
  store: ColumnStore | null;
  window: LogWindow;
  onWindowChange(w: LogWindow): void;
  onGeometry(g: LogGeometry): void;
  /** The widest span to zoom out to, and the newest index there is (null: unknown). */
  maxSpan: number;
  latest: number | null;
  /** Newest data keeps arriving: End follows it. */
  live: boolean;
  cursor: number | null;
  onCursor(index: number | null): void;
  meta(channel: string): ChannelMeta;
  units: UnitSystemId;
  theme: ThemeName;
  /** Multiplies the canvas font (TV mode on walls); 1 by default. */
  fontScale?: number;
  /** Depth labels in the user's unit. */
  depthToDisplay?: (m: number) => number;
  /** Over the plot: loading, generating history, errors, no data. */
  overlay?: ReactNode;
  /** Annotations at their index (log-marks.tsx), drawn over the canvas, off the live paint path. */
  marks?: readonly LogMark[];
  /** Tag for the render probe (latency bench): usually the well id. */
  probeTag?: string;
  className?: string;
}

const GUTTER_CSS = { vertical: 50, horizontal: 18 } as const;
const HEADER_WIDTH_CSS = 150;

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'flex',
    flexGrow: 1,
    minHeight: 0,
    minWidth: 0,
    outlineStyle: 'none',
    ':focus-visible': { boxShadow: `inset 0 0 0 2px ${tokens.colorStrokeFocus2}` },
  },
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row' },
  header: { position: 'relative', flexShrink: 0 },
  plot: { position: 'relative', flexGrow: 1, minHeight: 0, minWidth: 0, overflow: 'hidden', touchAction: 'none' },
  canvas: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  cursor: { position: 'absolute', pointerEvents: 'none', backgroundColor: tokens.colorPaletteBerryForeground1, opacity: 0.9 },
  cursorLabel: {
    position: 'absolute',
    pointerEvents: 'none',
    fontSize: '11px',
    padding: '0 3px',
    borderRadius: '2px',
    backgroundColor: tokens.colorPaletteBerryForeground1,
    color: '#ffffff',
    whiteSpace: 'nowrap',
  },
  overlay: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' },
});

export const LOG_KEYS_HELP = 'Keys: + and - zoom, arrows and Page Up/Down scroll, Home goes to the start, End to the newest data';

export function LogView(p: LogViewProps) {
  const s = useStyles();
  const plotRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const painter = useRef<LogCanvas | null>(null);
  const [size, setSize] = useState<{ w: number; h: number; dpr: number } | null>(null);
  const vertical = p.orientation === 'vertical';
  const { axis, window: win, store, onGeometry } = p;

  useLayoutEffect(() => {
    const el = plotRef.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      setSize((old) =>
        old && old.w === Math.floor(r.width) && old.h === Math.floor(r.height) && old.dpr === dpr
          ? old
          : { w: Math.floor(r.width), h: Math.floor(r.height), dpr },
      );
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const axisDev = size ? Math.round((vertical ? size.h : size.w) * size.dpr) : 0;
  const bucket = axisDev > 0 ? bucketFor(axis, win.span, axisDev) : 0;

  const layout: Layout | null = useMemo(() => {
    if (!size || size.w < 4 || size.h < 4 || !bucket) return null;
    return computeLayout({
      orientation: p.orientation,
      widthCss: size.w,
      heightCss: size.h,
      dpr: size.dpr,
      gutterCss: GUTTER_CSS[p.orientation],
      gapCss: 2,
      tracks: p.tracks,
      bucket,
      spanIndex: win.span,
    });
  }, [size, bucket, p.orientation, p.tracks, win.span]);

  useEffect(() => {
    if (layout) onGeometry({ bucket: layout.bucket, columns: layout.columns });
  }, [layout, onGeometry]);

  // The first visible column: the newest column at the end while following, else the window's end.
  const firstColumnFor = useCallback(
    (l: Layout): number => {
      const endColumn = win.follow && store && Number.isFinite(store.lastColumn) ? store.lastColumn + 1 : Math.ceil(win.end / l.bucket - 1e-9);
      return endColumn - l.columns;
    },
    [win.follow, win.end, store],
  );

  const ticks = useMemo(() => {
    const min = 60 * (size?.dpr ?? 1);
    return axis === 'time'
      ? (from: number, to: number, pxPerIndex: number) => timeTicks(from, to, pxPerIndex, vertical ? min * 0.6 : min * 1.3)
      : (from: number, to: number, pxPerIndex: number) => depthTicks(from, to, pxPerIndex, vertical ? min * 0.6 : min, p.depthToDisplay);
  }, [axis, vertical, size?.dpr, p.depthToDisplay]);

  // (Re)build the painter whenever what it draws changes; live changes go through the store below.
  useEffect(() => {
    const c = canvasRef.current;
    if (!c || !layout || !store || store.bucket !== layout.bucket) return;
    const t0 = performance.now();
    painter.current ??= new LogCanvas(c);
    painter.current.setup(
      {
        layout,
        tracks: p.tracks,
        theme: logTheme(p.theme, layout.dpr, p.fontScale),
        store,
        ticks,
        maxGapColumns: Math.max(1, Math.ceil((axis === 'time' ? 2 : 3) / layout.bucket)),
      },
      firstColumnFor(layout),
    );
    reportRender(p.probeTag, store, 'full', t0);
  }, [layout, store, p.tracks, p.theme, ticks, axis, firstColumnFor, p.probeTag]);

  // Live: paint what changed on the next frame; a following view scrolls to keep the newest column last.
  useEffect(() => {
    if (!store || !layout) return;
    let dirtyFrom = Infinity;
    let dirtyTo = -Infinity;
    let frame = 0;
    const flush = () => {
      frame = 0;
      const t0 = performance.now();
      const pc = painter.current;
      if (!pc || store.bucket !== pc.layout?.bucket) return;
      const from = dirtyFrom;
      const to = dirtyTo;
      dirtyFrom = Infinity;
      dirtyTo = -Infinity;
      if (win.follow && Number.isFinite(store.lastColumn)) {
        const first = store.lastColumn + 1 - layout.columns;
        if (first !== pc.firstColumn) pc.scrollTo(first);
      }
      if (from === -Infinity) pc.paintAll();
      else if (from < pc.firstColumn + layout.columns && to >= pc.firstColumn) pc.paintRange(from, to);
      reportRender(p.probeTag, store, 'live', t0);
    };
    const off = store.onChange((from, to) => {
      dirtyFrom = Math.min(dirtyFrom, from);
      dirtyTo = Math.max(dirtyTo, to);
      frame ||= requestAnimationFrame(flush);
    });
    return () => {
      off();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [store, layout, win.follow, p.probeTag]);

  // A window moved by the user (not following): scroll the painter there.
  useEffect(() => {
    const pc = painter.current;
    if (!pc || !layout || !store || store.bucket !== layout.bucket || win.follow) return;
    pc.scrollTo(firstColumnFor(layout));
  }, [win.end, win.follow, layout, store, firstColumnFor]);

  const latestOrEnd = p.latest ?? win.end;
  const zoom = (factor: number, anchor: number) => p.onWindowChange(zoomWindow(axis, win, factor, anchor, p.maxSpan));
  const pan = (fraction: number) => {
    const from = win.follow ? { ...win, end: latestOrEnd } : win;
    p.onWindowChange(panWindow(from, fraction, p.latest, p.live));
  };

  const indexAtPointer = (e: { clientX: number; clientY: number }): number | null => {
    const el = plotRef.current;
    const pc = painter.current;
    if (!el || !pc?.layout) return null;
    const r = el.getBoundingClientRect();
    const posCss = vertical ? e.clientY - r.top : e.clientX - r.left;
    return pc.indexAtDev(posCss * pc.layout.dpr);
  };

  // Wheel zooms about the pointer (Shift+wheel scrolls); a native listener, so it can stop the page scrolling.
  const wheelState = useRef({ zoom, pan, indexAtPointer });
  wheelState.current = { zoom, pan, indexAtPointer };
  useEffect(() => {
    const el = plotRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const w = wheelState.current;
      if (e.shiftKey) w.pan(Math.sign(e.deltaY || e.deltaX) * 0.1);
      else {
        const anchor = w.indexAtPointer(e);
        if (anchor !== null) w.zoom(e.deltaY > 0 ? 1.25 : 0.8, anchor);
      }
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const back = vertical ? 'ArrowUp' : 'ArrowLeft';
    const fwd = vertical ? 'ArrowDown' : 'ArrowRight';
    const anchor = p.cursor ?? (win.follow ? latestOrEnd : win.end - win.span / 2);
    const act: Record<string, () => void> = {
      '+': () => zoom(0.5, anchor),
      '=': () => zoom(0.5, anchor),
      '-': () => zoom(2, anchor),
      [back]: () => pan(-0.1),
      [fwd]: () => pan(0.1),
      PageUp: () => pan(-1),
      PageDown: () => pan(1),
      End: () => p.onWindowChange({ ...win, end: latestOrEnd, follow: p.live }),
      Home: () => p.onWindowChange({ ...win, end: latestOrEnd - p.maxSpan + win.span, follow: false }),
    };
    const f = act[e.key];
    if (!f) return;
    e.preventDefault();
    f();
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => p.onCursor(indexAtPointer(e));

  // Cursor line: where the linked cursor of the well is, if it is in view.
  const pc = painter.current;
  const cursorDev = p.cursor !== null && pc?.layout && layout ? pc.devOfIndex(p.cursor) : null;
  const cursorCss = cursorDev !== null && layout && cursorDev >= 0 && cursorDev <= layout.axisDev ? cursorDev / layout.dpr : null;
  const headerRows = headerLines(p.tracks, layout, p.meta, p.units, p.fontScale);
  const headerDepth = vertical ? headerHeightOf(headerRows, p.fontScale) : HEADER_WIDTH_CSS * (p.fontScale ?? 1);
  const valuesAt = cursorCss !== null ? p.cursor : win.follow ? null : win.end - (layout?.bucket ?? 0);

  return (
    <div
      className={mergeClasses(s.root, vertical ? s.vertical : s.horizontal, p.className)}
      tabIndex={0}
      role="figure"
      aria-label={`${p.label}. ${LOG_KEYS_HELP}`}
      data-log-view={p.axis}
      data-follow={win.follow ? 'live' : 'fixed'}
      onKeyDown={onKeyDown}
    >
      <div className={s.header} style={vertical ? { height: headerDepth, marginLeft: 0 } : { width: headerDepth }} aria-label="Curves">
        {layout && (
          <LogHeader
            tracks={p.tracks}
            layout={layout}
            store={store}
            at={valuesAt}
            meta={p.meta}
            units={p.units}
            depthCss={headerDepth}
            textScale={p.fontScale}
            scaleOf={(t, c) => painter.current?.scaleOf(t, c) ?? null}
            lines={headerRows}
          />
        )}
      </div>
      <div ref={plotRef} className={s.plot} onPointerMove={onPointerMove} onPointerLeave={() => p.onCursor(null)}>
        <canvas ref={canvasRef} className={s.canvas} data-log-canvas />
        {cursorCss !== null && (
          <>
            <div className={s.cursor} style={vertical ? { left: 0, right: 0, top: cursorCss, height: 1 } : { top: 0, bottom: 0, left: cursorCss, width: 1 }} />
            <div className={s.cursorLabel} style={vertical ? { left: 2, top: cursorCss + 2 } : { left: cursorCss + 3, top: 2 }}>
              {cursorText(axis, p.cursor!, p.depthToDisplay)}
            </div>
          </>
        )}
        {p.marks && <LogMarks marks={p.marks} painter={painter.current} store={store} vertical={vertical} follow={win.follow} />}
        {p.overlay && <div className={s.overlay}>{p.overlay}</div>}
      </div>
    </div>
  );
}

function cursorText(axis: IndexAxis, index: number, depthToDisplay?: (m: number) => number): string {
  if (axis === 'depth') return formatDecimals(depthToDisplay ? depthToDisplay(index) : index, 1);
  return showTimeS(index);
}
