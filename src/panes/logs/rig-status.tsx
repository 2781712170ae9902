/**
 * Rig Status: what the rig is doing now (the detected rig state, coloured as everywhere else) and
 * every surface channel's current value in the user's units, large enough to read across an
 * operations room; live each second on a realtime well, with the age of the last sample.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ACTIVITIES } from '../../domain/drilling/activities';
import { TIME_CHANNELS } from '../../domain/drilling/channels';
import { agoText } from '../../domain/format';
import { showDateTimeS } from '../../features/format/user-format';
import { displayUnit, formatValue } from '../../features/log-tracks/display-units';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { CHANNEL_COLORS } from './curve-presets';
import { PaneStateView, paneState } from './pane-state';
import { usePaneWell } from './use-pane-well';
import { useLiveValues } from './use-live-values';

const CHANNELS = ['activity', ...TIME_CHANNELS.map((c) => c.id)];

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    flexGrow: 1,
    minHeight: 0,
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  well: { fontSize: '16px', fontWeight: tokens.fontWeightSemibold },
  state: { fontSize: '22px', fontWeight: tokens.fontWeightBold, color: '#ffffff', padding: '2px 12px', borderRadius: tokens.borderRadiusMedium },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingVerticalS },
  cell: {
    display: 'flex',
    flexDirection: 'column',
    padding: '4px 8px',
    borderLeftWidth: '4px',
    borderLeftStyle: 'solid',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusSmall,
  },
  label: { fontSize: '12px', color: tokens.colorNeutralForeground3 },
  value: { fontSize: '26px', lineHeight: '32px', fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums' },
  unit: { fontSize: '13px', fontWeight: tokens.fontWeightRegular, marginLeft: '4px', color: tokens.colorNeutralForeground3 },
  center: { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' },
});

export default function RigStatus(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const { user } = useSnapshot(session);
  const units = user?.locale.unit_system ?? 'metric';
  const pw = usePaneWell(props);
  const v = useLiveValues(props.wellId, CHANNELS, pw.live, visible);
  const ageS = useAge(v.time);
  const state = paneState({ wellId: props.wellId, loading: v.loading, error: v.error ?? pw.error, generation: null, empty: v.time === null });
  if (state)
    return (
      <div className={s.center}>
        <PaneStateView kind={state} error={v.error ?? pw.error} emptyText="This well has no rig data yet." />
      </div>
    );
  const code = v.values.activity;
  const activity = code === null || code === undefined ? null : ACTIVITIES[Math.round(code)];
  return (
    <div className={s.root} data-rig-status data-well={props.wellId ?? ''}>
      <div className={s.head} data-rs-head>
        <span className={s.well}>{pw.well?.name}</span>
        <span
          className={s.state}
          data-rs-state
          style={{ backgroundColor: activity?.color ?? tokens.colorNeutralBackground3 }}
          data-activity={activity?.id ?? ''}
        >
          {activity?.label ?? 'Rig state unknown'}
        </span>
        <Caption1 data-age>{v.time === null ? '' : `${showDateTimeS(v.time)} · ${agoText(ageS ?? 0)}`}</Caption1>
      </div>
      <div className={s.grid} data-rs-grid>
        {TIME_CHANNELS.map((c) => {
          const u = displayUnit(c.unit, units);
          return (
            <div key={c.id} className={s.cell} style={{ borderLeftColor: CHANNEL_COLORS[c.id] }} data-readout={c.id}>
              <span className={s.label} data-readout-label>
                {c.label}
              </span>
              <span className={s.value} data-readout-value>
                {formatValue(v.values[c.id], u)}
                <span className={s.unit} data-readout-unit>
                  {u.symbol}
                </span>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Seconds since `timeS`, ticking once a second. */
function useAge(timeS: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return timeS === null ? null : Math.max(0, Math.round(now / 1000 - timeS));
}
