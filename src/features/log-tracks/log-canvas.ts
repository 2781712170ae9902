/**
 * The log renderer: one canvas holding every track of a view, painted in device pixels.
 *
 * Live data never repaints history. Columns are anchored to absolute index values, so when time moves
 * on by one column the canvas copies itself one column back (`scrollTo`, an exact copy because a column
 * is a whole number of device px) and paints only the newly exposed columns; a second that lands in
 * the current column repaints the last few columns (`paintFrom`), clipped to them. Each paint of a
 * range draws everything that touches it (grid, labels, curves from a few columns before), clipped to
 * the range, so the pixels are the same as a full repaint.
 *
 * Text the user reads (curve names, units, values, scales) is DOM above the canvas; only the index
 * labels are painted here, because they scroll with the data.
 */
import { ACTIVITIES } from '../../domain/drilling/activities';
import { type ColumnStore, type M4Column } from './column-store';
import { canvasDash, clampThickness } from './dash-pattern';
import type { IndexTick } from './index-ticks';
import { smooth } from './smoothing';
import { columnPos, type Layout } from './track-layout';
import type { CurveSpec, LogTheme, TrackSpec } from './track-types';
import { niceStep, normalizeScale, scaleGrid, toUnit, type ValueScale } from './value-scale';

export interface LogCanvasSetup {
  layout: Layout;
  tracks: readonly TrackSpec[];
  theme: LogTheme;
  store: ColumnStore;
  /** Ticks between two index values, for the given device px per index unit. */
  ticks(from: number, to: number, pxPerIndex: number): IndexTick[];
  /** Empty columns bridged by a line (a missed second is not a break; a trip out of the log is). */
  maxGapColumns: number;
}

/** A scale around [lo, hi] with 10 % to spare and round ends. */
function niceRange(kind: ValueScale['kind'], lo: number, hi: number): ValueScale {
  if (kind === 'log')
    return normalizeScale({ kind, min: 10 ** Math.floor(Math.log10(Math.max(lo, 1e-6))), max: 10 ** Math.ceil(Math.log10(Math.max(hi, 1e-6))) });
  const pad = Math.max((hi - lo) * 0.1, Math.abs(hi) * 0.002, 1);
  const step = niceStep((hi - lo + 2 * pad) / 4);
  return { kind, min: Math.floor((lo - pad) / step) * step, max: Math.ceil((hi + pad) / step) * step };
}

/** Extra columns painted before a range: a 5 px line or a smoothing window reaches that far. */
const LEAD_COLUMNS = 6;

export class LogCanvas {
  private readonly ctx: CanvasRenderingContext2D;
  private s: LogCanvasSetup | null = null;
  private scales: ValueScale[][] = [];
  private first = 0;
  private readonly col: M4Column = { min: 0, max: 0, first: 0, last: 0 };
  /** Frames painted and columns painted, for tests and the bench. */
  readonly counters = { fullPaints: 0, partialPaints: 0, columnsPainted: 0, scrolls: 0 };

  constructor(readonly canvas: HTMLCanvasElement) {
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('2D canvas is not available');
    this.ctx = ctx;
  }

  get firstColumn(): number {
    return this.first;
  }

  get layout(): Layout | null {
    return this.s?.layout ?? null;
  }

  setup(s: LogCanvasSetup, firstColumn: number): void {
    this.s = s;
    this.pending = null;
    this.first = firstColumn;
    this.scales = s.tracks.map((t) => (t.kind === 'curves' ? t.curves.map((c) => normalizeScale({ kind: t.scale, min: c.min, max: c.max })) : []));
    if (this.canvas.width !== s.layout.widthDev) this.canvas.width = s.layout.widthDev;
    if (this.canvas.height !== s.layout.heightDev) this.canvas.height = s.layout.heightDev;
    this.paintAll();
  }

  paintAll(): void {
    if (!this.s) return;
    this.fitAutoScales();
    this.counters.fullPaints++;
    this.paintColumns(this.first, this.first + this.s.layout.columns);
  }

  /**
   * Repaint columns whose data changed, [k0, k1] (settled values replacing provisional ones), with the
   * columns their lines reach into on both sides.
   */
  paintRange(k0: number, k1: number): void {
    if (!this.s) return;
    if (k1 === Infinity) return this.paintFrom(k0);
    if (this.autoScaleOutgrown(k1)) return this.paintAll();
    const reach = this.reachColumns() + this.maxHalfWindow();
    const from = Math.max(this.first, k0 - reach);
    const to = Math.min(this.first + this.s.layout.columns, k1 + 1 + reach);
    if (to <= from) return;
    this.counters.partialPaints++;
    this.paintColumns(from, to);
  }

  /** Repaint from column `k` to the end of the view (the live column changed). */
  paintFrom(k: number): void {
    if (!this.s) return;
    if (this.autoScaleOutgrown(k)) {
      this.paintAll();
      return;
    }
    const last = this.first + this.s.layout.columns;
    // The segment into column k starts at the previous column's centre; thick lines reach further.
    const from = Math.max(this.first, k - this.reachColumns() - this.maxHalfWindow());
    if (from > last) return;
    this.counters.partialPaints++;
    this.paintColumns(from, last);
  }

  /**
   * Make `firstColumn` the first visible column. A shift shorter than the view copies the pixels
   * already painted and paints only what scrolled in.
   */
  scrollTo(firstColumn: number): void {
    const s = this.s;
    if (!s || firstColumn === this.first) return;
    const delta = firstColumn - this.first;
    this.first = firstColumn;
    const n = s.layout.columns;
    if (Math.abs(delta) >= n) {
      this.paintAll();
      return;
    }
    if (delta > 0 && this.autoScaleOutgrown(firstColumn + n - 1)) {
      this.paintAll();
      return;
    }
    this.counters.scrolls++;
    const d = delta * s.layout.colDev;
    const ctx = this.ctx;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = 'copy';
    if (s.layout.orientation === 'vertical') ctx.drawImage(this.canvas, 0, -d);
    else ctx.drawImage(this.canvas, -d, 0);
    ctx.restore();
    // Repaint what scrolled in, plus a few columns that labels and thick lines of the old edge touched.
    if (delta > 0) this.paintColumns(firstColumn + n - delta - LEAD_COLUMNS - this.maxHalfWindow(), firstColumn + n);
    else this.paintColumns(firstColumn, firstColumn - delta + LEAD_COLUMNS);
  }

  /** The scale a curve is drawn with now (auto scales follow the data). */
  scaleOf(track: number, curve: number): ValueScale | null {
    return this.scales[track]?.[curve] ?? null;
  }

  /** Auto curves: the data range over the visible columns, with a margin and nice ends. */
  private fitAutoScales(): void {
    const s = this.s!;
    s.tracks.forEach((t, ti) => {
      if (t.kind !== 'curves') return;
      t.curves.forEach((c, ci) => {
        if (!c.auto) return;
        let lo = Infinity;
        let hi = -Infinity;
        for (let k = this.first; k < this.first + s.layout.columns; k++) {
          if (!s.store.read(c.channel, k, this.col)) continue;
          lo = Math.min(lo, this.col.min);
          hi = Math.max(hi, this.col.max);
        }
        this.scales[ti][ci] = lo <= hi ? niceRange(t.scale, lo, hi) : normalizeScale({ kind: t.scale, min: c.min, max: c.max });
      });
    });
  }

  /** A live value left an auto scale: the curve must be refitted (a full repaint). */
  private autoScaleOutgrown(k: number): boolean {
    const s = this.s!;
    for (let ti = 0; ti < s.tracks.length; ti++) {
      const t = s.tracks[ti];
      if (t.kind !== 'curves') continue;
      for (let ci = 0; ci < t.curves.length; ci++) {
        const c = t.curves[ci];
        if (!c.auto || !s.store.read(c.channel, k, this.col)) continue;
        const sc = this.scales[ti][ci];
        if (this.col.min < sc.min || this.col.max > sc.max) return true;
      }
    }
    return false;
  }

  /** Index value at a device px along the index axis (pointer, cursor). */
  indexAtDev(posDev: number): number {
    const l = this.s!.layout;
    return (this.first + posDev / l.colDev) * l.bucket;
  }

  /** Device px along the index axis of an index value (the cursor line). */
  devOfIndex(index: number): number {
    const l = this.s!.layout;
    return (index / l.bucket - this.first) * l.colDev;
  }

  /** Columns a line drawn in one column can touch before it. */
  private reachColumns(): number {
    const l = this.s!.layout;
    return 1 + Math.ceil((2.5 * l.dpr) / l.colDev);
  }

  private maxHalfWindow(): number {
    let h = 0;
    for (const t of this.s?.tracks ?? [])
      if (t.kind === 'curves') for (const c of t.curves) if (c.smoothing) h = Math.max(h, Math.floor(c.smoothing.window / 2));
    return h;
  }

  /** Paints columns [c0, c1) of every track and the labels, clipped to them. */
  private paintColumns(c0: number, c1: number): void {
    const s = this.s!;
    const l = s.layout;
    c0 = Math.max(c0, this.first);
    c1 = Math.min(c1, this.first + l.columns + 1);
    if (c1 <= c0) return;
    this.counters.columnsPainted += c1 - c0;
    const p0 = columnPos(l, this.first, c0);
    const p1 = c1 >= this.first + l.columns ? l.axisDev : columnPos(l, this.first, c1);
    const ctx = this.ctx;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    this.rect(ctx, p0, p1, 0, l.orientation === 'vertical' ? l.widthDev : l.heightDev);
    ctx.clip();
    ctx.fillStyle = s.theme.background;
    this.fillSpan(ctx, p0, p1, 0, l.orientation === 'vertical' ? l.widthDev : l.heightDev);
    const ticks = s.ticks((c0 - LEAD_COLUMNS * 4) * l.bucket, (c1 + LEAD_COLUMNS * 4) * l.bucket, l.colDev / l.bucket);
    for (let t = 0; t < s.tracks.length; t++) {
      const track = s.tracks[t];
      const r = l.tracks[t];
      ctx.fillStyle = s.theme.trackBackground;
      this.fillSpan(ctx, p0, p1, r.a0, r.a1);
      if (track.kind === 'activity') {
        this.paintActivity(track.channel, c0, c1, r.a0, r.a1);
        continue;
      }
      this.paintValueGrid(track, t, p0, p1, r.a0, r.a1);
      this.paintIndexGrid(ticks, p0, p1, r.a0, r.a1);
      for (let c = 0; c < track.curves.length; c++) this.paintCurve(track.curves[c], this.scales[t][c], c0 - LEAD_COLUMNS, c1, r.a0, r.a1);
    }
    this.paintLabels(ticks);
    ctx.restore();
  }

  /** A rectangle given along the index axis [p0, p1) and across it [a0, a1). */
  private rect(ctx: CanvasRenderingContext2D, p0: number, p1: number, a0: number, a1: number): void {
    if (this.s!.layout.orientation === 'vertical') ctx.rect(a0, p0, a1 - a0, p1 - p0);
    else ctx.rect(p0, a0, p1 - p0, a1 - a0);
  }

  private fillSpan(ctx: CanvasRenderingContext2D, p0: number, p1: number, a0: number, a1: number): void {
    if (this.s!.layout.orientation === 'vertical') ctx.fillRect(a0, p0, a1 - a0, p1 - p0);
    else ctx.fillRect(p0, a0, p1 - p0, a1 - a0);
  }

  /** Moves or draws to (index pos p, across position a). */
  private to(ctx: CanvasRenderingContext2D, move: boolean, p: number, a: number): void {
    if (this.s!.layout.orientation === 'vertical') {
      if (move) ctx.moveTo(a, p);
      else ctx.lineTo(a, p);
    } else if (move) ctx.moveTo(p, a);
    else ctx.lineTo(p, a);
  }

  /** Across position of a 0..1 value in a track: left to right (vertical), bottom to top (horizontal). */
  private across(u: number, a0: number, a1: number): number {
    return this.s!.layout.orientation === 'vertical' ? a0 + u * (a1 - a0) : a1 - u * (a1 - a0);
  }

  private paintValueGrid(track: Extract<TrackSpec, { kind: 'curves' }>, t: number, p0: number, p1: number, a0: number, a1: number): void {
    const ctx = this.ctx;
    const scale = this.scales[t][0] ?? normalizeScale({ kind: track.scale, min: 0, max: 1 });
    const { major, minor } = scaleGrid(scale, 4);
    ctx.lineWidth = 1;
    ctx.setLineDash([]);
    for (const [values, color] of [
      [minor, this.s!.theme.gridMinor],
      [major, this.s!.theme.gridMajor],
    ] as const) {
      ctx.strokeStyle = color;
      ctx.beginPath();
      for (const v of values) {
        const a = Math.round(this.across(toUnit(scale, v), a0, a1)) + 0.5;
        this.to(ctx, true, p0, a);
        this.to(ctx, false, p1, a);
      }
      ctx.stroke();
    }
  }

  private paintIndexGrid(ticks: IndexTick[], p0: number, p1: number, a0: number, a1: number): void {
    const ctx = this.ctx;
    const l = this.s!.layout;
    ctx.lineWidth = 1;
    ctx.setLineDash([]);
    for (const major of [false, true]) {
      ctx.strokeStyle = major ? this.s!.theme.gridMajor : this.s!.theme.gridMinor;
      ctx.beginPath();
      for (const tick of ticks) {
        if (tick.major !== major) continue;
        const p = Math.round((tick.index / l.bucket - this.first) * l.colDev) + 0.5;
        if (p < p0 - 1 || p > p1 + 1) continue;
        this.to(ctx, true, p, a0);
        this.to(ctx, false, p, a1);
      }
      ctx.stroke();
    }
  }

  private paintLabels(ticks: IndexTick[]): void {
    const s = this.s!;
    const l = s.layout;
    if (l.gutter.a1 - l.gutter.a0 < 4) return;
    const ctx = this.ctx;
    ctx.fillStyle = s.theme.background;
    const vertical = l.orientation === 'vertical';
    this.fillSpan(ctx, 0, l.axisDev, l.gutter.a0, l.gutter.a1);
    ctx.fillStyle = s.theme.text;
    ctx.font = s.theme.font;
    ctx.textBaseline = 'middle';
    ctx.textAlign = vertical ? 'right' : 'center';
    for (const tick of ticks) {
      const p = (tick.index / l.bucket - this.first) * l.colDev;
      if (vertical) ctx.fillText(tick.label, l.gutter.a1 - 4 * l.dpr, p);
      else ctx.fillText(tick.label, p, (l.gutter.a0 + l.gutter.a1) / 2);
    }
  }

  /**
   * The activity band. A column with rig data but no activity yet is hatched: detection settles a
   * little after the second (the live message's provisional state fills new seconds), and an honest
   * "not decided yet" reads better than a gap or a guess.
   */
  private paintActivity(channel: string, c0: number, c1: number, a0: number, a1: number): void {
    const ctx = this.ctx;
    const l = this.s!.layout;
    const store = this.s!.store;
    for (let k = c0; k < c1; k++) {
      if (!store.read(channel, k, this.col)) {
        if (store.anyAt(k, channel)) {
          ctx.fillStyle = this.pendingPattern();
          this.fillSpan(ctx, columnPos(l, this.first, k), columnPos(l, this.first, k + 1), a0, a1);
        }
        continue;
      }
      const code = Math.round(this.col.last);
      ctx.fillStyle = ACTIVITIES[code]?.color ?? '#888888';
      this.fillSpan(ctx, columnPos(l, this.first, k), columnPos(l, this.first, k + 1), a0, a1);
    }
  }

  private pending: CanvasPattern | string | null = null;

  /** Diagonal stripes in the grid colour, anchored to the canvas so they line up across columns. */
  private pendingPattern(): CanvasPattern | string {
    if (this.pending) return this.pending;
    const size = Math.round(8 * (this.s?.layout.dpr ?? 1));
    const tile = typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(size, size) : null;
    const c = tile?.getContext('2d');
    if (!tile || !c) return (this.pending = this.s!.theme.gridMajor);
    c.strokeStyle = this.s!.theme.gridMajor;
    c.lineWidth = Math.max(1, size / 6);
    c.beginPath();
    c.moveTo(0, size);
    c.lineTo(size, 0);
    c.stroke();
    return (this.pending = this.ctx.createPattern(tile, 'repeat') ?? this.s!.theme.gridMajor);
  }

  private mids = new Float64Array(0);
  private smoothed = new Float64Array(0);

  /**
   * One curve over columns [c0, c1). Solid curves are one path. Dashed curves are stroked column by
   * column with the dash phase taken from the absolute column, so a repaint of the last columns
   * continues the pattern of the pixels around it exactly.
   */
  private paintCurve(curve: CurveSpec, scale: ValueScale, c0: number, c1: number, a0: number, a1: number): void {
    const s = this.s!;
    const l = s.layout;
    const ctx = this.ctx;
    const store = s.store;
    const col = this.col;
    const half = l.colDev / 2;
    const thick = clampThickness(curve.thicknessPx) * l.dpr;
    const dash = canvasDash(curve.dash, thick);
    const dashLen = dash.reduce((a, b) => a + b, 0);
    ctx.save();
    ctx.beginPath();
    this.rect(ctx, -l.axisDev, 2 * l.axisDev, a0, a1);
    ctx.clip();
    ctx.strokeStyle = curve.color;
    ctx.lineWidth = thick;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'butt';
    ctx.setLineDash(dash);
    const A = (v: number) => this.across(toUnit(scale, v), a0, a1);
    // Per column: where the line enters (first) and leaves (last), and the extremes between.
    let prevK = -Infinity;
    let prevP = 0;
    let prevA = 0;
    let sm: Float64Array | null = null;
    let from = c0;
    if (curve.smoothing) {
      const w = Math.floor(curve.smoothing.window / 2);
      from = c0 - w;
      const n = c1 + w - from;
      if (this.mids.length < n) {
        this.mids = new Float64Array(n);
        this.smoothed = new Float64Array(n);
      }
      const mids = this.mids.subarray(0, n);
      for (let i = 0; i < n; i++) mids[i] = store.read(curve.channel, from + i, col) ? (col.min + col.max) / 2 : NaN;
      sm = smooth(mids, curve.smoothing, this.smoothed.subarray(0, n));
    }
    const solid = dashLen === 0;
    if (solid) ctx.beginPath();
    for (let k = c0; k < c1; k++) {
      let enter: number;
      let lo: number;
      let hi: number;
      let leave: number;
      if (sm) {
        const v = sm[k - from];
        if (Number.isNaN(v)) continue;
        enter = lo = hi = leave = A(v);
      } else {
        if (!store.read(curve.channel, k, col)) continue;
        enter = A(col.first);
        lo = A(col.min);
        hi = A(col.max);
        leave = A(col.last);
      }
      const p = columnPos(l, this.first, k) + half;
      const joined = k - prevK <= s.maxGapColumns + 1;
      if (!solid) {
        ctx.beginPath();
        ctx.lineDashOffset = ((((joined ? prevK + 0.5 : k + 0.5) * l.colDev) % dashLen) + dashLen) % dashLen;
        if (joined) this.to(ctx, true, prevP, prevA);
      }
      this.to(ctx, !joined, p, enter);
      if (lo !== hi) {
        this.to(ctx, false, p, lo);
        this.to(ctx, false, p, hi);
      }
      this.to(ctx, false, p, leave);
      if (!solid) ctx.stroke();
      prevK = k;
      prevP = p;
      prevA = leave;
    }
    if (solid) ctx.stroke();
    ctx.restore();
  }
}
