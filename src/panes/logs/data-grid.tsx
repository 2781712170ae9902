/**
 * Data Grid: the well's channels as a table, newest first, one row per second (or per bucket when the
 * chosen span is long), in the user's units; live rows arrive at the top each second.
 */
import { Select, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { TIME_CHANNELS } from '../../domain/drilling/channels';
import { VirtualTable } from '../../features/virtual-table';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { PaneStateView, paneState } from './pane-state';
import { usePaneWell } from './use-pane-well';
import { useWindowRows } from './use-window-rows';
import { dataGridColumns } from './data-grid-columns';

const SPANS = [
  { s: 900, label: 'Last 15 min, every second', buckets: 900 },
  { s: 3600, label: 'Last hour, every second', buckets: 3600 },
  { s: 86_400, label: 'Last day, every minute', buckets: 1440 },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, backgroundColor: tokens.colorNeutralBackground1 },
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    padding: `2px ${tokens.spacingHorizontalS}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  center: { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' },
});

export default function DataGrid(props: PaneProps) {
  const s = useStyles();
  const { visible } = usePaneActivity();
  const { user } = useSnapshot(session);
  const units = user?.locale.unit_system ?? 'metric';
  const pw = usePaneWell(props);
  const [span, setSpan] = useState(SPANS[0]);
  const endS = pw.period ? (pw.live ? Math.floor(Date.now() / 60_000) * 60 : pw.period.end_date) : null;
  const channels = useMemo(() => TIME_CHANNELS.map((c) => c.id), []);
  const data = useWindowRows({
    wellId: props.wellId,
    channels,
    fromS: endS === null ? null : endS - span.s,
    toS: endS,
    buckets: span.buckets,
    live: pw.live,
    visible,
  });
  const columns = useMemo(() => dataGridColumns(units), [units]);
  const rows = useMemo(() => [...data.rows].reverse(), [data.rows]);
  const state = paneState({ wellId: props.wellId, loading: data.loading, error: data.error ?? pw.error, generation: null, empty: rows.length === 0 });
  return (
    <div className={s.root} data-data-grid data-well={props.wellId ?? ''}>
      <div className={s.bar}>
        {pw.well?.name}
        <Select size="small" aria-label="Rows" value={String(span.s)} onChange={(_, d) => setSpan(SPANS.find((x) => String(x.s) === d.value) ?? SPANS[0])}>
          {SPANS.map((x) => (
            <option key={x.s} value={x.s}>
              {x.label}
            </option>
          ))}
        </Select>
      </div>
      {state ? (
        <div className={s.center}>
          <PaneStateView kind={state} error={data.error ?? pw.error} emptyHint="Pick a longer window in the list above." />
        </div>
      ) : (
        <VirtualTable
          label={`Rig data of ${pw.well?.name ?? 'the well'}`}
          exportTitle={`Rig data of ${pw.well?.name ?? 'the well'}`}
          rows={rows}
          columns={columns}
          rowKey={(r) => String(r.t)}
        />
      )}
    </div>
  );
}
