/**
 * The newest value of each channel of a well: the last stored second (GET logs/{id}/latest), then
 * every live second while the pane is visible. For Rig Status, Solid Gauge and readouts.
 */
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { fetchLatest } from '../../api/logs';
import { useTopic } from '../../api/realtime/use-topic';

export interface LiveValues {
  /** Epoch s of the values; null before anything is known. */
  time: number | null;
  values: Readonly<Record<string, number | null>>;
  loading: boolean;
  error: string | null;
  refused: string | null;
}

export function useLiveValues(wellId: string | null, channels: readonly string[], live: boolean, visible: boolean): LiveValues {
  const key = channels.join(',');
  const latest = useSWR(wellId && visible ? ['logs/latest', wellId, key] : null, () => fetchLatest(wellId!, channels), {
    revalidateOnFocus: false,
    refreshInterval: live ? 0 : 60_000,
  });
  const [liveState, setLive] = useState<{ time: number; values: Record<string, number | null> } | null>(null);
  useEffect(() => setLive(null), [wellId]);
  const topic = useTopic(
    wellId,
    'live',
    (m) => {
      const values: Record<string, number | null> = {};
      for (const ch of channels) if (ch in m.values) values[ch] = m.values[ch];
      setLive({ time: m.time, values });
    },
    visible && live,
  );
  const stored = latest.data;
  const useLive = liveState && (!stored?.time || liveState.time >= stored.time);
  return {
    time: useLive ? liveState.time : (stored?.time ?? null),
    values: useLive ? liveState.values : (stored?.values ?? {}),
    loading: !stored && latest.isLoading,
    error: latest.error ? String((latest.error as Error).message ?? latest.error) : null,
    refused: topic.refused,
  };
}
