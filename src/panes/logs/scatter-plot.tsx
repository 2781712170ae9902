/**
 * Scatter Plot: one channel against another over the pane's period (e.g. ROP against WOB), each point a
 * bucket of the window coloured by the rig activity of that bucket, so drilling parameters read apart
 * from tripping and connections.
 */
import { Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ACTIVITIES } from '../../domain/drilling/activities';
import { TIME_CHANNELS, channelById } from '../../domain/drilling/channels';
import { Chart } from '../../features/charts';
import { displayUnit } from '../../features/log-tracks/display-units';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { PaneStateView, paneState } from './pane-state';
import { usePaneWell } from './use-pane-well';
import { useWindowRows } from './use-window-rows';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, backgroundColor: tokens.colorNeutralBackground1 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', padding: `2px ${tokens.spacingHorizontalS}`, flexWrap: 'wrap', flexShrink: 0 },
  center: { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' },
});

export default function ScatterPlot(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const { user } = useSnapshot(session);
  const units = user?.locale.unit_system ?? 'metric';
  const pw = usePaneWell(props);
  const [xId, setX] = useState(props.instance.params.x ?? 'wobT');
  const [yId, setY] = useState(props.instance.params.y ?? 'ropMph');
  const x = channelById(xId) ?? TIME_CHANNELS[4];
  const y = channelById(yId) ?? TIME_CHANNELS[9];
  const p = pw.period;
  const data = useWindowRows({
    wellId: props.wellId,
    channels: [x.id, y.id, 'activity'],
    fromS: p ? Math.floor(p.start_date) : null,
    toS: p ? Math.floor(p.end_date) : null,
    buckets: 3000,
    live: false,
    visible,
  });
  const ux = displayUnit(x.unit, units);
  const uy = displayUnit(y.unit, units);
  const traces = ACTIVITIES.map((a) => {
    const rows = data.rows.filter(
      (r) => r.values.activity !== null && Math.round(r.values.activity!) === a.code && r.values[x.id] !== null && r.values[y.id] !== null,
    );
    return {
      type: 'scattergl' as const,
      mode: 'markers' as const,
      name: a.label,
      x: rows.map((r) => ux.convert(r.values[x.id]!)),
      y: rows.map((r) => uy.convert(r.values[y.id]!)),
      marker: { color: a.color, size: 4, opacity: 0.7 },
    };
  }).filter((t) => t.x.length > 0);
  const state = paneState({ wellId: props.wellId, loading: data.loading, error: data.error ?? pw.error, generation: null, empty: data.rows.length === 0 });
  const pick = (label: string, value: string, on: (v: string) => void) => (
    <Select size="small" aria-label={label} value={value} onChange={(_, d) => on(d.value)}>
      {TIME_CHANNELS.map((c) => (
        <option key={c.id} value={c.id}>
          {c.label}
        </option>
      ))}
    </Select>
  );
  return (
    <div className={s.root} data-scatter data-well={props.wellId ?? ''}>
      <div className={s.bar}>
        <strong>{pw.well?.name}</strong> X {pick('X channel', x.id, setX)} Y {pick('Y channel', y.id, setY)}
      </div>
      {state ? (
        <div className={s.center}>
          <PaneStateView kind={state} error={data.error ?? pw.error} />
        </div>
      ) : (
        <Chart
          label={`${y.label} against ${x.label}${pw.well ? ` of ${pw.well.name}` : ''}`}
          exportName={`${pw.well?.name ?? 'well'} ${y.label} vs ${x.label}`}
          data={traces}
          x={{ title: x.label, unit: ux.symbol }}
          y={{ title: y.label, unit: uy.symbol }}
          showLegend
          uiRevision={`${xId}-${yId}`}
        />
      )}
    </div>
  );
}
