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
import { useChannels } from '../../api/logs';
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
  // Ask only for channels the well has (the server answers 400 naming the others): without the rig
  // state the points are plotted uncoloured rather than not at all.
  const wellChannels = useChannels(props.wellId);
  const has = new Set((wellChannels.data?.time ?? []).map((c) => c.channel));
  const channels = wellChannels.data ? [x.id, y.id, 'activity'].filter((c) => has.has(c)) : [];
  const data = useWindowRows({
    wellId: wellChannels.data && channels.includes(x.id) && channels.includes(y.id) ? props.wellId : null,
    channels,
    fromS: p ? Math.floor(p.start_date) : null,
    toS: p ? Math.floor(p.end_date) : null,
    buckets: 3000,
    live: false,
    visible,
  });
  const ux = displayUnit(x.unit, units);
  const uy = displayUnit(y.unit, units);
  const both = data.rows.filter((r) => r.values[x.id] != null && r.values[y.id] != null);
  // SVG markers: at most 3,000 buckets draw quickly without WebGL, which wall displays and remote
  // desktops without a GPU often lack (plotly's scattergl then shows only a WebGL notice).
  const trace = (name: string, color: string, rows: typeof both) => ({
    type: 'scatter' as const,
    mode: 'markers' as const,
    name,
    x: rows.map((r) => ux.convert(r.values[x.id]!)),
    y: rows.map((r) => uy.convert(r.values[y.id]!)),
    marker: { color, size: 4, opacity: 0.7 },
  });
  const traces = [
    ...ACTIVITIES.map((a) =>
      trace(
        a.label,
        a.color,
        both.filter((r) => r.values.activity != null && Math.round(r.values.activity) === a.code),
      ),
    ),
    trace(
      'Rig state unknown',
      '#9e9e9e',
      both.filter((r) => r.values.activity == null),
    ),
  ].filter((t) => t.x.length > 0);
  const state = paneState({
    wellId: props.wellId,
    loading: data.loading || wellChannels.isLoading,
    error: data.error ?? pw.error,
    generation: null,
    empty: data.rows.length === 0,
  });
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
