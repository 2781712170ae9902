/**
 * Survey node (widget): one survey station of the well at a time, as its own survey places it and as
 * the project's EDM definitive survey does (the EDM well linked to this well), with the difference
 * (well − EDM) and the 3D distance between the two. Arrow keys (or Page Up/Down, Home/End) step
 * through the EDM stations; it opens on the deepest one the well's survey reaches.
 */
import { Body1, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type KeyboardEvent } from 'react';
import { useWellEdmCompare, type EdmCompareRow } from '../../../api/edm';
import type { PaneProps } from '../../pane-types';
import { formatDecimals } from '../../../domain/format';
import { joinContext } from '../shared/context';
import { PaneFrame } from '../shared/pane-frame';
import { DEG, useDisplayUnits } from '../shared/display-units';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, outline: 'none', overflow: 'auto' },
  grid: { display: 'grid', gridTemplateColumns: 'max-content repeat(3, minmax(90px, max-content))', columnGap: tokens.spacingHorizontalXL, rowGap: '4px' },
  head: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  num: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  big: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
});

export default function SurveyNodePane(props: PaneProps) {
  const s = useStyles();
  const u = useDisplayUnits();
  const q = useWellEdmCompare(props.wellId);
  const c = q.data?.data ?? null;
  const [picked, setPicked] = useState<number | null>(null);
  const rows = c?.rows ?? [];
  const lastCompared = rows.reduce((k, r, i) => (r.well ? i : k), rows.length - 1);
  const i = picked === null || picked >= rows.length ? lastCompared : picked;
  const row: EdmCompareRow | undefined = rows[i];
  const L = u.length;
  const len = (v: number | null | undefined) => (v == null ? '-' : formatDecimals(L.show(v), 2));
  const ang = (v: number | null | undefined) => (v == null ? '-' : formatDecimals(v, 2));
  const onKey = (e: KeyboardEvent) => {
    const step: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, PageDown: 10, PageUp: -10 };
    let next: number | null = null;
    if (e.key in step) next = i + step[e.key];
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = rows.length - 1;
    if (next === null) return;
    e.preventDefault();
    setPicked(Math.max(0, Math.min(rows.length - 1, next)));
  };
  const line = (label: string, unit: string, w: string, edm: string, d: string) => (
    <>
      <span>
        {label} <span className={s.muted}>({unit})</span>
      </span>
      <span className={s.num} data-value>
        {w}
      </span>
      <span className={s.num} data-value>
        {edm}
      </span>
      <span className={s.num} data-value>
        {d}
      </span>
    </>
  );
  return (
    <PaneFrame
      title={props.paneType.title}
      context={joinContext(c ? `${c.well_name} vs EDM ${c.edm_well_name} / ${c.wellbore_name}: ${c.design_name}` : null)}
      state={q.data || q.error ? 'ready' : 'loading'}
    >
      {q.error ? (
        <Body1 role="alert" data-pane-message="error">
          Could not load: {String((q.error as Error).message ?? q.error)}
        </Body1>
      ) : !props.wellId ? (
        <Body1 data-pane-message="empty">Select a well.</Body1>
      ) : !q.data ? (
        <Body1 data-pane-message="loading">Comparing with the project&apos;s EDM…</Body1>
      ) : !c || !row ? (
        <Body1 data-pane-message="empty">No EDM well of this well&apos;s project is linked to it, so there is no EDM survey to compare with.</Body1>
      ) : (
        <div
          className={s.root}
          tabIndex={0}
          onKeyDown={onKey}
          aria-label={`Survey node ${i + 1} of ${rows.length}. Arrow keys step through the stations.`}
          data-survey-node={i}
        >
          <div>
            <Text className={s.big}>
              {len(row.md)} {L.symbol}
            </Text>{' '}
            <Caption1 className={s.muted}>
              MD · node {i + 1} of {rows.length} ({c.compared} within the well&apos;s survey)
            </Caption1>
          </div>
          <div className={s.grid}>
            <span className={s.head} />
            <span className={`${s.head} ${s.num}`}>Well survey</span>
            <span className={`${s.head} ${s.num}`}>EDM</span>
            <span className={`${s.head} ${s.num}`}>Well − EDM</span>
            {line('Inc', DEG, ang(row.well?.inc), ang(row.edm.inc), ang(row.d_inc))}
            {line('Azi', DEG, ang(row.well?.azi), ang(row.edm.azi), ang(row.d_azi))}
            {line('TVD', L.symbol, len(row.well?.tvd), len(row.edm.tvd), len(row.d_tvd))}
            {line('N/S', L.symbol, len(row.well?.ns), len(row.edm.ns), len(row.d_ns))}
            {line('E/W', L.symbol, len(row.well?.ew), len(row.edm.ew), len(row.d_ew))}
          </div>
          <Caption1>
            {row.distance == null
              ? 'Below the deepest station of the well’s own survey: nothing to compare yet.'
              : `Distance between the two positions: ${len(row.distance)} ${L.symbol}. Largest along the survey: ${len(c.max_distance)} ${L.symbol} at ${len(c.max_distance_md)} ${L.symbol} MD.`}
          </Caption1>
          <Caption1 className={s.muted}>Positions from each well&apos;s slot; the well&apos;s survey interpolated on its arcs at the EDM station MD.</Caption1>
        </div>
      )}
    </PaneFrame>
  );
}
