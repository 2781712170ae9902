/**
 * Track headers of a log: per curve its name, value (at the linked cursor, else the newest) with the
 * unit of the user's system, and its scale ends, in the curve's colour and dash. DOM, not canvas: it
 * stays crisp, screen readers can reach it, and it re-renders at most once a second.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ACTIVITIES } from '../../domain/drilling/activities';
import type { UnitSystemId } from '../../domain/units';
import type { ColumnStore } from './column-store';
import { canvasDash } from './dash-pattern';
import { displayUnit, formatValue } from './display-units';
import { headerName, trackWidthCss, type CurveLines, type HeaderChannel } from './header-fit';
import type { Layout } from './track-layout';
import type { TrackSpec } from './track-types';
import { useStoreTicks } from './use-store-ticks';

/** A channel's name, short name and stored unit as the header shows them. */
export type ChannelMeta = HeaderChannel;

const useStyles = makeStyles({
  cell: { position: 'absolute', overflow: 'hidden', display: 'flex', flexDirection: 'column', gap: '1px', boxSizing: 'border-box', padding: '1px 3px 0' },
  row: { display: 'flex', alignItems: 'baseline', columnGap: '4px', lineHeight: '16px', whiteSpace: 'nowrap', minWidth: 0 },
  // The name gives way first; the value and its unit are never cut.
  reading: { display: 'flex', alignItems: 'baseline', justifyContent: 'center', gap: '3px', flexGrow: 1, minWidth: 0 },
  name: { fontSize: '12px', fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0, flexShrink: 1 },
  value: { fontSize: '14px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground1, flexShrink: 0 },
  unit: { fontSize: '11px', color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular, flexShrink: 0 },
  end: { fontSize: '10px', color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums', flexShrink: 0 },
  swatch: { display: 'block' },
  // Stacked (a narrow track): the name on its own line, the value and unit under it (wrapping the unit to a third).
  stacked: { whiteSpace: 'normal' },
  stackedReading: { flexWrap: 'wrap', rowGap: 0 },
  stackedName: { flexBasis: '100%', textAlign: 'center' },
  title: {
    fontSize: '11px',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: tokens.colorNeutralForeground2,
  },
  activity: {
    fontSize: '12px',
    lineHeight: '18px',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    borderRadius: '2px',
    color: '#ffffff',
    padding: '0 2px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textShadow: '0 0 2px rgba(0,0,0,0.6)',
  },
});

/** What a narrow rig-state cell says. */
const SHORT_ACTIVITY: Record<string, string> = {
  ROTARY_DRILLING: 'Rotary',
  SLIDE_DRILLING: 'Slide',
  CONNECTION: 'Conn.',
  REAMING: 'Ream',
  CIRCULATING: 'Circ.',
  TRIP_IN: 'Trip in',
  TRIP_OUT: 'Trip out',
  OUT_OF_HOLE: 'OOH',
  OTHER: 'Other',
};

export function LogHeader(props: {
  tracks: readonly TrackSpec[];
  layout: Layout;
  store: ColumnStore | null;
  /** Index whose values are shown; null: the newest. */
  at: number | null;
  meta(channel: string): ChannelMeta;
  units: UnitSystemId;
  /** CSS px of each header cell across the index axis (vertical: its height; horizontal: its width). */
  depthCss: number;
  /** How much larger the text is drawn (TV mode zooms it, tv-mode.css): a cell holds that much less. */
  textScale?: number;
  /** The scale a curve is drawn with (auto scales move with the data). */
  scaleOf?(track: number, curve: number): { min: number; max: number } | null;
  /** Lines each curve's header takes (header-fit.ts); one each when absent. */
  lines?: readonly (readonly CurveLines[])[];
}) {
  const s = useStyles();
  const { tracks, layout, store, at, meta, units } = props;
  useStoreTicks(store, 1000);
  const vertical = layout.orientation === 'vertical';
  const valueOf = (channel: string): number | null => {
    if (!store) return null;
    return at === null ? store.latest(channel) : store.latest(channel, store.columnOf(at), 2);
  };
  return (
    <>
      {tracks.map((t, i) => {
        const r = layout.tracks[i];
        const pos = vertical
          ? { left: r.a0 / layout.dpr, width: (r.a1 - r.a0) / layout.dpr, top: 0, height: props.depthCss }
          : { top: r.a0 / layout.dpr, height: (r.a1 - r.a0) / layout.dpr, left: 0, width: props.depthCss };
        if (t.kind === 'activity') {
          const code = valueOf(t.channel);
          const a = code === null ? null : ACTIVITIES[Math.round(code)];
          return (
            <div key={t.id} className={s.cell} style={pos} data-track={t.id}>
              <div className={s.title}>{t.title ?? 'Rig state'}</div>
              <div className={s.activity} style={{ backgroundColor: a?.color ?? 'transparent' }} data-activity={a?.id ?? ''} title={a?.label}>
                {a ? ((pos.width ?? 0) / (props.textScale ?? 1) < 110 ? (SHORT_ACTIVITY[a.id] ?? a.label) : a.label) : '-'}
              </div>
            </div>
          );
        }
        return (
          <div key={t.id} className={s.cell} style={pos} data-track={t.id}>
            {t.curves.map((c, ci) => {
              const m = meta(c.channel);
              const widthCss = vertical ? trackWidthCss(layout, i, props.textScale) : props.depthCss / (props.textScale ?? 1);
              // Narrow tracks: the short name, and no scale ends (the grid and the tooltip give them);
              // narrower still, the name above the value (header-fit.ts), never cut to "R…".
              const lines = props.lines?.[i]?.[ci] ?? 1;
              const ends = widthCss >= 200 && lines === 1;
              const sc = props.scaleOf?.(i, ci) ?? c;
              const u = displayUnit(m.unit, units);
              const dash = canvasDash(c.dash, c.thicknessPx).join(' ');
              return (
                <div key={`${c.channel}-${ci}`} data-curve={c.channel}>
                  <div
                    className={mergeClasses(s.row, lines > 1 && s.stacked)}
                    style={{ color: c.color }}
                    title={`${m.label}, ${formatValue(sc.min, u)} to ${formatValue(sc.max, u)} ${u.symbol}`}
                    data-header-lines={lines}
                  >
                    {ends && <span className={s.end}>{formatValue(sc.min, u)}</span>}
                    <span className={mergeClasses(s.reading, lines > 1 && s.stackedReading)}>
                      <span className={mergeClasses(s.name, lines > 1 && s.stackedName)}>
                        {headerName(m, widthCss)}
                        {c.smoothing ? ` (${c.smoothing.type === 'SIMPLE' ? 'avg' : 'median'} ${c.smoothing.window})` : ''}
                      </span>
                      <span className={s.value} data-value>
                        {formatValue(valueOf(c.channel), u)}
                      </span>
                      <span className={s.unit}>{u.symbol}</span>
                    </span>
                    {ends && <span className={s.end}>{formatValue(sc.max, u)}</span>}
                  </div>
                  <svg width="100%" height={Math.max(2, c.thicknessPx)} className={s.swatch} aria-hidden>
                    <line
                      x1="0"
                      x2="100%"
                      y1={c.thicknessPx / 2}
                      y2={c.thicknessPx / 2}
                      stroke={c.color}
                      strokeWidth={c.thicknessPx}
                      strokeDasharray={dash || undefined}
                    />
                  </svg>
                </div>
              );
            })}
          </div>
        );
      })}
    </>
  );
}
