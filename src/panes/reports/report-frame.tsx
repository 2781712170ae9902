/**
 * The frame of every statistics pane: the well's name and the period the numbers cover, the view
 * tabs of a route pane (its {view} param picks the first), figures as labelled cards with units, and
 * the pane states (no well, loading, generating history, error, nothing in the period).
 */
import { Caption1, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { PaneStateView, paneState } from '../logs/pane-state';
import type { Analytics } from './use-analytics';
import { showDayRangeS } from '../../features/format/user-format';
import { DetectionNotice } from './detection-notice';
import { paneBarStyle, paneRootStyle } from '../pane-chrome';

const useStyles = makeStyles({
  root: paneRootStyle,
  bar: { ...paneBarStyle, flexWrap: 'wrap' },
  well: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  // Tools wider than a tile wrap onto lines of their own, never past its edge.
  tools: { marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalS },
  body: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    overflow: 'auto',
  },
  center: { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' },
  cards: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  card: {
    display: 'flex',
    flexDirection: 'column',
    padding: '4px 10px',
    minWidth: '110px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  cardLabel: { fontSize: '12px', color: tokens.colorNeutralForeground3 },
  cardValue: { fontSize: '20px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  denseCards: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, rowGap: '2px' },
  denseCard: { display: 'flex', alignItems: 'baseline', gap: '4px', whiteSpace: 'nowrap' },
  denseValue: { fontSize: '14px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  note: { flexShrink: 0 },
  denseNote: { flexShrink: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  cardUnit: { fontSize: '12px', marginLeft: '3px', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
});

/**
 * Below this body height (a dashboard tile at 1440×900 has about 290 px) figures are a dense line
 * and notes one ellipsed line, so a chart under them keeps its axes in view without scrolling.
 */
const DENSE_BELOW_PX = 480;
const DenseContext = createContext(false);
/** True inside a report body too short for full figure cards and notes. */
export const useDense = () => useContext(DenseContext);

function useDenseBody() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [dense, setDense] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setDense(el.clientHeight > 0 && el.clientHeight < DENSE_BELOW_PX));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, dense };
}

export function ReportFrame<T>(p: {
  title: string;
  wellId: string | null;
  a: Analytics<T>;
  /** Nothing to show in the period (no connections, no trips…). */
  isEmpty(data: T): boolean;
  emptyText: string;
  views?: { id: string; label: string }[];
  view?: string;
  onView?(id: string): void;
  /** Buttons at the end of the bar (edit mode, delete). */
  tools?: ReactNode;
  children(data: T): ReactNode;
}) {
  const s = useStyles();
  const { a } = p;
  const data = a.answer?.data;
  const empty = data === undefined || p.isEmpty(data);
  const state = paneState({ wellId: p.wellId, loading: a.loading, error: a.error, generation: a.generation, empty });
  const period = a.pw.period;
  const body = useDenseBody();
  return (
    <div className={s.root} data-report={p.title} data-well={p.wellId ?? ''}>
      <div className={s.bar}>
        <Text className={s.well}>{a.pw.well?.name ?? 'No well'}</Text>
        <Caption1 className={s.muted}>{p.title}</Caption1>
        {period && <Caption1 className={s.muted}>{showDayRangeS(period.start_date, period.autoUpdate ? null : period.end_date)}</Caption1>}
        {p.views && p.views.length > 1 && (
          <TabList size="small" selectedValue={p.view} onTabSelect={(_, d) => p.onView?.(String(d.value))}>
            {p.views.map((v) => (
              <Tab key={v.id} value={v.id}>
                {v.label}
              </Tab>
            ))}
          </TabList>
        )}
        {p.tools && <div className={s.tools}>{p.tools}</div>}
      </div>
      <DetectionNotice detection={a.answer?.detection} />
      <div className={s.body} ref={body.ref} data-dense={body.dense || undefined}>
        <DenseContext.Provider value={body.dense}>
          {state && state !== 'empty' ? (
            <div className={s.center}>
              <PaneStateView kind={state} error={a.error} generation={a.generation} />
            </div>
          ) : empty ? (
            <div className={s.center}>
              <PaneStateView kind="empty" emptyText={p.emptyText} />
            </div>
          ) : (
            p.children(data!)
          )}
        </DenseContext.Provider>
      </div>
    </div>
  );
}

export interface Figure {
  label: string;
  value: string;
  unit?: string;
}

/** Figures as cards; `dense` (a short tile, useDense) as one wrapping line of label, value and unit. */
export function Figures({ items, dense = false }: { items: Figure[]; dense?: boolean }) {
  const s = useStyles();
  if (dense)
    return (
      <div className={s.denseCards} data-figures="dense">
        {items.map((f) => (
          <span key={f.label} className={s.denseCard} data-figure={f.label}>
            <span className={s.cardLabel}>{f.label}</span>
            <span className={s.denseValue}>
              {f.value}
              <span className={s.cardUnit}>{f.unit}</span>
            </span>
          </span>
        ))}
      </div>
    );
  return (
    <div className={s.cards} data-figures>
      {items.map((f) => (
        <div key={f.label} className={s.card} data-figure={f.label}>
          <span className={s.cardLabel}>{f.label}</span>
          <span className={s.cardValue}>
            {f.value}
            <span className={s.cardUnit}>{f.unit}</span>
          </span>
        </div>
      ))}
    </div>
  );
}

/** An explaining note under the figures; dense, one line cut with an ellipsis, whole on hover and to screen readers. */
export function ReportNote({ text, dense = false }: { text: string; dense?: boolean }) {
  const s = useStyles();
  return (
    <Caption1 className={dense ? s.denseNote : s.note} title={dense ? text : undefined} data-report-note>
      {text}
    </Caption1>
  );
}
