/**
 * The one log pane: Time Analysis Log, Drilling Control Log, Depth Analysis Log, Custom Log and
 * Custom Well Log are declarations (log-pane-decls.ts) rendered by this component. Data comes from
 * useLogData (server windows + live seconds); a hidden tab neither subscribes nor fetches.
 */
import { makeStyles } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useChannels, type WellChannels } from '../../api/logs';
import { channelById } from '../../domain/drilling/channels';
import type { UnitSystemId } from '../../domain/units';
import { LogView, type LogGeometry } from '../../features/log-tracks/log-view';
import type { ChannelMeta } from '../../features/log-tracks/log-header';
import type { TrackSpec } from '../../features/log-tracks/track-types';
import { clampSpan, type LogWindow } from '../../features/log-tracks/zoom';
import { usePaneActivity } from '../../features/workspace/pane-activity';
import { linkedCursors, setMdCursor, setTimeCursor } from '../../state/linked-cursor';
import { useShownTheme } from '../../features/preferences/use-shown-theme';
import { session } from '../../state/session';
import type { PaneProps } from '../pane-types';
import { useCustomTracks } from './custom-log-config';
import { CustomLogEditor } from './custom-log-editor';
import { ImportDialog } from './import-dialog';
import { SHORT_LABELS } from './curve-presets';
import { LOG_PANES, channelsOf, type LogPaneDecl } from './log-pane-decls';
import { LogPaneBar } from './log-pane-bar';
import { PaneStateView, paneState } from './pane-state';
import { Readouts } from './readouts';
import { useLogData } from './use-log-data';
import { useLogAnnotations } from './use-log-annotations';
import { usePaneWell } from './use-pane-well';
import { paneRootStyle } from '../pane-chrome';
import { useStagePeriod } from '../completions/stage-period';

const useStyles = makeStyles({
  root: paneRootStyle,
  body: { display: 'flex', flexGrow: 1, minHeight: 0, minWidth: 0 },
});

const DAY_S = 86_400;

export default function LogPane(props: PaneProps) {
  const decl = LOG_PANES[props.paneType.id];
  if (!decl) throw new Error(`No log declaration for ${props.paneType.id}`);
  return <LogPaneOf decl={decl} {...props} />;
}

function LogPaneOf(props: PaneProps & { decl: LogPaneDecl }) {
  const { wellId } = props;
  let decl = props.decl;
  const s = useStyles();
  const { visible, instanceId } = usePaneActivity();
  const { theme, fontScale } = useShownTheme();
  const { user } = useSnapshot(session);
  const units: UnitSystemId = user?.locale.unit_system ?? 'metric';
  const paneWell = usePaneWell(props);
  // A completions log of a fractured well opens on the frac, not on the drilling (stage-period.ts).
  const stagePeriod = useStagePeriod(props.paneType.id, wellId, paneWell.period, visible);
  const pw = { ...paneWell, period: stagePeriod ?? null, loading: paneWell.loading || stagePeriod === undefined };
  const custom = useCustomTracks(decl.configurable ? instanceId : null, props.instance.params, decl.tracks);
  const tracks: readonly TrackSpec[] = decl.configurable ? custom.tracks : decl.tracks;
  const [editing, setEditing] = useState(false);
  const [importing, setImporting] = useState(false);
  // Bumped after an import: the channel list and the log's data are read again.
  const [reloads, setReloads] = useState(0);
  const wellChannels = useChannels(wellId);
  const available = wellChannels.data ? new Set((decl.axis === 'time' ? wellChannels.data.time : wellChannels.data.depth).map((c) => c.channel)) : null;
  const availableKey = available ? [...available].sort().join(',') : '';
  // Ask only for channels the well has (the server answers 400 naming the others).
  const channels = useMemo(
    () => (available ? [...new Set([...channelsOf(tracks), ...(decl.readouts ?? [])])].filter((c) => available.has(c)) : []),
    [tracks, availableKey, decl.readouts],
  );
  // Where the data ends: the last stored second (time) or the deepest depth-log point (depth).
  const dataEnd = wellChannels.data
    ? decl.axis === 'time'
      ? maxOf(wellChannels.data.time.map((c) => c.last))
      : maxOf(wellChannels.data.depth.map((c) => c.bottom_m))
    : null;
  const meta = useChannelMeta(wellChannels.data);

  const periodEnd = pw.period ? pw.period.end_date : null;
  // A layout may ask for its own initial span (a wall tile of the last 5 minutes): the `span` param.
  const spanParam = Number(props.instance.params.span);
  if (Number.isFinite(spanParam) && spanParam > 0 && spanParam !== decl.spanIndex) decl = { ...decl, spanIndex: spanParam };
  const maxSpan =
    decl.axis === 'time'
      ? Math.max(decl.spanIndex, pw.period ? pw.period.end_date - pw.period.start_date : 30 * DAY_S)
      : Math.max(decl.spanIndex, (pw.well?.end_depth ?? 6000) * 1.1);
  const [win, setWin] = useState<LogWindow | null>(null);
  const timeEnd = periodEnd !== null && dataEnd !== null ? Math.min(periodEnd, dataEnd + 1) : (periodEnd ?? dataEnd);
  const window: LogWindow = win ?? initialWindow(decl, pw.live, timeEnd, dataEnd ?? pw.period?.end_depth ?? null, maxSpan);
  const [geometry, setGeometry] = useState<LogGeometry | null>(null);
  const onGeometry = useCallback((g: LogGeometry) => setGeometry((old) => (old && old.bucket === g.bucket && old.columns === g.columns ? old : g)), []);

  const data = useLogData({
    wellId: available ? wellId : null,
    axis: decl.axis,
    channels,
    geometry,
    window,
    live: pw.live,
    visible,
    latestHint: decl.axis === 'time' ? timeEnd : dataEnd,
    reloads,
  });

  const viewEnd = window.follow ? (data.latest ?? window.end) : window.end;
  const marks = useLogAnnotations(wellId, decl.axis, viewEnd - window.span, viewEnd, visible);

  const cursors = useSnapshot(linkedCursors);
  const c = wellId ? cursors[wellId] : undefined;
  const cursor = (decl.axis === 'time' ? c?.timeS : c?.mdM) ?? null;
  const onCursor = useCallback(
    (index: number | null) => {
      if (!wellId) return;
      if (decl.axis === 'time') setTimeCursor(wellId, index === null ? null : Math.round(index), instanceId);
      else setMdCursor(wellId, index, instanceId);
    },
    [wellId, decl.axis, instanceId],
  );

  const store = data.store;
  const empty = !store || !geometry || data.loads === 0 ? true : !hasDataInView(store, window, geometry, decl);
  const state = paneState({
    wellId,
    loading: data.loading || data.loads === 0,
    error: data.error ?? pw.error,
    generation: data.generation,
    empty,
    refused: data.refused,
  });

  return (
    <div className={s.root} data-log-pane={props.paneType.id} data-well={wellId ?? ''} data-loads={data.loads}>
      <LogPaneBar
        title={props.paneType.title}
        wellName={pw.well?.name ?? null}
        axis={decl.axis}
        window={window}
        live={pw.live}
        onWindow={(w) => setWin({ ...w, span: clampSpan(decl.axis, w.span, maxSpan) })}
        latest={data.latest}
        maxSpan={maxSpan}
        generation={data.generation}
        onConfigure={decl.configurable ? () => setEditing(true) : undefined}
        onImport={wellId ? () => setImporting(true) : undefined}
        exportRange={
          wellId
            ? {
                wellId,
                axis: decl.axis,
                channels,
                from: window.follow ? (data.latest ?? window.end) - window.span : window.end - window.span,
                to: window.follow ? (data.latest ?? window.end) : window.end,
              }
            : null
        }
      />
      {decl.readouts && <Readouts channels={decl.readouts} store={store} meta={meta} units={units} />}
      <div className={s.body}>
        <LogView
          label={`${props.paneType.title}${pw.well ? ` of ${pw.well.name}` : ''}`}
          axis={decl.axis}
          orientation={decl.orientation}
          tracks={tracks}
          store={store}
          window={window}
          onWindowChange={(w) => setWin({ ...w, span: clampSpan(decl.axis, w.span, maxSpan) })}
          onGeometry={onGeometry}
          maxSpan={maxSpan}
          latest={data.latest}
          live={pw.live}
          cursor={cursor}
          onCursor={onCursor}
          meta={meta}
          units={units}
          theme={theme}
          fontScale={fontScale}
          depthToDisplay={units === 'imperial' ? (m) => m / 0.3048 : undefined}
          probeTag={wellId ? `${wellId} ${instanceId}` : undefined}
          marks={marks}
          overlay={
            state && (
              <PaneStateView
                kind={state}
                error={data.error ?? pw.error}
                generation={data.generation}
                refused={data.refused}
                emptyHint="Scroll or zoom out (− key) to find data."
              />
            )
          }
        />
      </div>
      {importing && wellId && (
        <ImportDialog
          wellId={wellId}
          wellName={pw.well?.name ?? 'the well'}
          onClose={(imported) => {
            setImporting(false);
            if (imported) {
              void wellChannels.mutate();
              setReloads((n) => n + 1);
            }
          }}
        />
      )}
      {editing && decl.configurable && (
        <CustomLogEditor
          tracks={custom.tracks}
          choices={decl.choices}
          onSave={(t) => {
            custom.save(t);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </div>
  );
}

function maxOf(xs: readonly (number | null | undefined)[]): number | null {
  let m: number | null = null;
  for (const x of xs) if (x !== null && x !== undefined && (m === null || x > m)) m = x;
  return m;
}

function initialWindow(decl: LogPaneDecl, live: boolean, periodEnd: number | null, endDepthM: number | null, maxSpan: number): LogWindow {
  if (decl.axis === 'depth') return { end: endDepthM ?? decl.spanIndex, span: Math.min(decl.spanIndex, maxSpan), follow: live };
  return { end: live ? Math.floor(Date.now() / 1000) : (periodEnd ?? Math.floor(Date.now() / 1000)), span: Math.min(decl.spanIndex, maxSpan), follow: live };
}

function hasDataInView(store: NonNullable<ReturnType<typeof useLogData>['store']>, w: LogWindow, g: LogGeometry, decl: LogPaneDecl): boolean {
  if (w.follow) return Number.isFinite(store.lastColumn);
  const end = Math.ceil(w.end / store.bucket);
  void decl;
  return store.anyIn(end - g.columns, end + 1);
}

/** Labels and units: the server's list for the well (imported channels too), else the declarations. */
function useChannelMeta(data: WellChannels | undefined): (channel: string) => ChannelMeta {
  return useCallback(
    (channel: string) => {
      const d = channelById(channel);
      if (d) return { label: d.label, unit: d.unit, short: SHORT_LABELS[channel] };
      const info = data?.time.find((c) => c.channel === channel) ?? data?.depth.find((c) => c.channel === channel);
      if (info) return { label: info.label || channel, unit: info.unit };
      return { label: channel === 'activity' ? 'Rig state' : channel, unit: '' };
    },
    [data],
  );
}
