/**
 * Rows of a time window (one per bucket, each channel's last value in it) for tables and scatter
 * plots, with live seconds appended while the pane is visible (when the bucket is one second).
 */
import { useEffect, useState } from 'react';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchWindow } from '../../api/logs';
import { useTopic } from '../../api/realtime/use-topic';

export interface WindowRow {
  /** Epoch s of the bucket. */
  t: number;
  values: Record<string, number | null>;
}

export function useWindowRows(o: {
  wellId: string | null;
  channels: readonly string[];
  fromS: number | null;
  toS: number | null;
  buckets: number;
  live: boolean;
  visible: boolean;
  maxRows?: number;
}) {
  const key =
    o.wellId && o.visible && o.fromS !== null && o.toS !== null && o.channels.length
      ? ['logs/rows', o.wellId, o.channels.join(','), o.fromS, o.toS, o.buckets]
      : null;
  const swr = useOwnedSWR(
    `logs/rows|${o.wellId}`,
    key,
    () => fetchWindow(o.wellId!, { channels: o.channels, from: o.fromS!, to: o.toS!, buckets: o.buckets }),
    {
      revalidateOnFocus: false,
    },
  );
  const [liveRows, setLiveRows] = useState<WindowRow[]>([]);
  useEffect(() => setLiveRows([]), [key?.join('|')]);
  const w = swr.data;
  const stored: WindowRow[] = [];
  if (w) {
    for (let i = 0; i < w.t.length; i++) {
      const values: Record<string, number | null> = {};
      let any = false;
      for (const ch of o.channels) {
        const v = w.channels[ch]?.last[i] ?? null;
        values[ch] = v;
        if (v !== null) any = true;
      }
      if (any) stored.push({ t: w.t[i], values });
    }
  }
  const oneSecond = w ? w.bucket_s === 1 : false;
  useTopic(
    o.wellId,
    'live',
    (m) => {
      const values: Record<string, number | null> = {};
      for (const ch of o.channels) values[ch] = m.values[ch] ?? null;
      setLiveRows((rows) => [...rows.slice(-(o.maxRows ?? 3600)), { t: m.time, values }]);
    },
    o.visible && o.live && oneSecond,
  );
  const lastStored = stored.length ? stored[stored.length - 1].t : -Infinity;
  const rows = [...stored, ...liveRows.filter((r) => r.t > lastStored)];
  return { rows, bucketS: w?.bucket_s ?? null, loading: swr.isLoading, error: swr.error ? String((swr.error as Error).message ?? swr.error) : null };
}
