/**
 * The frame of every statistics pane: the well's name and the period the numbers cover, the view
 * tabs of a route pane (its {view} param picks the first), figures as labelled cards with units, and
 * the pane states (no well, loading, generating history, error, nothing in the period).
 */
import { Caption1, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PaneStateView, paneState } from '../logs/pane-state';
import type { Analytics } from './use-analytics';
import { showDayS } from '../../features/format/user-format';
import { DetectionNotice } from './detection-notice';
import { paneBarStyle, paneRootStyle } from '../pane-chrome';

const useStyles = makeStyles({
  root: paneRootStyle,
  bar: { ...paneBarStyle, flexWrap: 'wrap' },
  well: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  tools: { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
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
  cardUnit: { fontSize: '12px', marginLeft: '3px', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
});

const day = showDayS;

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
  return (
    <div className={s.root} data-report={p.title} data-well={p.wellId ?? ''}>
      <div className={s.bar}>
        <Text className={s.well}>{a.pw.well?.name ?? 'No well'}</Text>
        <Caption1 className={s.muted}>{p.title}</Caption1>
        {period && <Caption1 className={s.muted}>{`${day(period.start_date)} – ${period.autoUpdate ? 'now' : day(period.end_date)}`}</Caption1>}
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
      <div className={s.body}>
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
      </div>
    </div>
  );
}

export interface Figure {
  label: string;
  value: string;
  unit?: string;
}

export function Figures({ items }: { items: Figure[] }) {
  const s = useStyles();
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
