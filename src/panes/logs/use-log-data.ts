/**
 * Feeds a LogView: a ColumnStore at the view's bucket, filled from the server's M4 windows for what
 * is on screen (plus half a screen back, so a small scroll needs no request) and, for a live well,
 * from each second of /topic/{well}/live. A hidden pane holds no subscription and fetches nothing;
 * when it shows again it fetches the seconds it missed.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchDepthWindow, fetchWindow, useGenerationStatus, type GenerationStatus } from '../../api/logs';
import { useTopic } from '../../api/realtime/use-topic';
import type { LiveMessage } from '../../api/realtime/topics';
import { ColumnStore } from '../../features/log-tracks/column-store';
import type { LogGeometry } from '../../features/log-tracks/log-view';
import type { IndexAxis } from '../../features/log-tracks/track-types';
import type { LogWindow } from '../../features/log-tracks/zoom';

export interface LogDataInput {
  wellId: string | null;
  axis: IndexAxis;
  channels: readonly string[];
  geometry: LogGeometry | null;
  window: LogWindow;
  live: boolean;
  visible: boolean;
  /** Newest index known before any data arrives (the period's end, the well's depth). */
  latestHint: number | null;
  /** Changing it reads everything again (after an import). */
  reloads?: number;
}

export interface LogData {
  store: ColumnStore | null;
  loading: boolean;
  error: string | null;
  generation: GenerationStatus | null;
  /** The newest index there is: the last live second, else the hint. */
  latest: number | null;
  /** The server refused the live topic of this well. */
  refused: string | null;
  /** Requests answered so far (tests wait on it). */
  loads: number;
}

const nowS = () => Math.floor(Date.now() / 1000);
const ACTIVITY = 'activity';
const SETTLED_REFRESH_MS = 60_000;
/** The simulator's depth-log sampling (server/simulator/rig-model/depth-log.ts). */
const DEPTH_STEP_M = 0.2;

export function useLogData(i: LogDataInput): LogData {
  const { wellId, axis, geometry, window: win, live, visible, latestHint } = i;
  const channelsKey = i.channels.join(',');
  const bucket = geometry?.bucket ?? 0;
  const capacity = Math.max(4096, (geometry?.columns ?? 0) * 4);
  // A new store when the bucket (zoom) changes; resizing within the capacity keeps it.
  const store = useMemo(
    () => (wellId && bucket > 0 ? new ColumnStore(bucket, capacity) : null),
    [wellId, bucket, channelsKey, axis, capacity > 4096 ? capacity : 0, i.reloads ?? 0],
  );
  const loaded = useRef<{ store: ColumnStore | null; from: number; to: number }>({ store: null, from: 0, to: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  const lastDepthStep = useRef(-Infinity);

  const generation = useGenerationStatus(wellId, visible).data ?? null;
  const generating = generation?.state === 'generating' || generation?.state === 'catching_up';

  // Read at render: live seconds move it without re-rendering the pane each second.
  const stored =
    store && Number.isFinite(store.lastIndex) ? store.lastIndex : store && Number.isFinite(store.lastColumn) ? (store.lastColumn + 1) * store.bucket : null;
  const latest = axis === 'time' ? (live ? Math.max(stored ?? 0, nowS()) : (latestHint ?? stored)) : Math.max(stored ?? 0, latestHint ?? 0) || null;

  // Fetch what the view needs and the store does not hold yet.
  useEffect(() => {
    if (!store || !wellId || !visible || !geometry) return;
    const end = win.follow ? (latest ?? win.end) : win.end;
    const margin = win.span / 2;
    let from = Math.floor((end - win.span - margin) / store.bucket) * store.bucket;
    let to = (Math.floor(end / store.bucket) + 2) * store.bucket;
    const l = loaded.current;
    if (l.store === store) {
      // Only the part not loaded yet (for a live view after a pause: the seconds it missed).
      if (from >= l.from && to <= l.to) return;
      if (from >= l.from && from < l.to) from = Math.floor((l.to - store.bucket) / store.bucket) * store.bucket;
      else if (to <= l.to && to > l.from) to = l.from + store.bucket;
    }
    const buckets = Math.max(1, Math.round((to - from) / store.bucket));
    const ctrl = new AbortController();
    setLoading(true);
    const request =
      axis === 'time'
        ? fetchWindow(wellId, { channels: i.channels, from, to, buckets, signal: ctrl.signal }).then((w) => ({
            from: w.from,
            bucket: w.bucket_s,
            t: w.t,
            channels: w.channels,
          }))
        : fetchDepthWindow(wellId, { channels: i.channels, fromM: from, toM: to, buckets, signal: ctrl.signal }).then((w) => ({
            from: w.from_m,
            bucket: w.bucket_m,
            t: w.depth,
            channels: w.channels,
          }));
    request
      .then((w) => {
        if (ctrl.signal.aborted) return;
        store.loadWindow({ ...w, bucket: store.bucket });
        const prev = loaded.current;
        loaded.current = prev.store === store ? { store, from: Math.min(prev.from, from), to: Math.max(prev.to, to) } : { store, from, to };
        setError(null);
        setLoads((n) => n + 1);
      })
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
    // `latest` moves every second while live; the live topic fills those seconds, not a request.
  }, [store, wellId, visible, win.follow, win.follow ? 0 : win.end, win.span, channelsKey, axis, geometry?.columns]);

  // While the server generates history, what is on screen grows: fetch again as it does.
  const generatedFraction = generation ? Math.floor(generation.fraction * 20) : 0;
  useEffect(() => {
    if (generation && (generation.state === 'done' || generating)) loaded.current = { store: null, from: 0, to: 0 };
  }, [generatedFraction, generation?.state]);

  // The rig state of a live second is provisional; detection settles ten minutes later. Once a
  // minute, the last quarter hour's settled states replace the provisional ones (and fill what
  // happened before the pane opened).
  const hasActivity = i.channels.includes(ACTIVITY);
  useEffect(() => {
    if (!store || !wellId || !visible || !live || axis !== 'time' || !hasActivity) return;
    const ctrl = new AbortController();
    // Tiles opened together (a wall) must not all refresh in the same frame.
    let id: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      const to = (Math.floor(nowS() / store.bucket) + 1) * store.bucket;
      const from = to - Math.ceil(900 / store.bucket) * store.bucket;
      fetchWindow(wellId, { channels: [ACTIVITY], from, to, buckets: Math.round((to - from) / store.bucket), signal: ctrl.signal })
        .then((w) => !ctrl.signal.aborted && store.loadWindow({ from: w.from, bucket: store.bucket, t: w.t, channels: w.channels }, { replace: true }))
        .catch(() => {});
    };
    const start = setTimeout(
      () => {
        refresh();
        id = setInterval(refresh, SETTLED_REFRESH_MS);
      },
      5_000 + Math.random() * SETTLED_REFRESH_MS,
    );
    return () => {
      clearTimeout(start);
      clearInterval(id);
      ctrl.abort();
    };
  }, [store, wellId, visible, live, axis, hasActivity]);

  const live$ = useTopic(
    wellId,
    'live',
    (m: LiveMessage) => {
      if (!store) return;
      if (axis === 'time') {
        const values: Record<string, number | null> = {};
        for (const ch of i.channels) if (ch in m.values) values[ch] = m.values[ch];
        store.mergeValues(m.time, values);
      } else {
        // Depth logs grow at the bit while drilling on bottom, one point per depth step (as the
        // stored depth log is sampled), not one per second: slow drilling would pile noise up.
        const hole = m.values.holeDepthM;
        const bit = m.values.bitDepthM;
        if (hole === null || hole === undefined || bit === null || bit === undefined || hole - bit > 0.5) return;
        const step = Math.floor(hole / DEPTH_STEP_M);
        if (step <= lastDepthStep.current) return;
        lastDepthStep.current = step;
        const values: Record<string, number | null> = {};
        for (const ch of i.channels) if (ch in m.values) values[ch] = m.values[ch];
        store.mergeValues(hole, values);
      }
    },
    visible && live && store !== null,
  );

  return { store, loading, error, generation, latest, refused: live$.refused, loads };
}
