/**
 * The live frac stage of a pane's well (issue 19): its lines so far from GET frac_live, then each
 * second from /topic/{well_id}/frac/live appended to them, so the treatment plot grows at 1 Hz. A
 * message of another stage record (the next stage began) re-reads the lines. Only while the pane is
 * visible: a hidden tab holds no subscription.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchFracLive, type FracLiveStageDto, type StageLinesDto } from '../../api/completions';
import { useOwnedSWR } from '../../api/owned-swr';
import type { FracLiveMessage } from '../../api/realtime/topics';
import { useTopic } from '../../api/realtime/use-topic';
import { useShownStage } from './use-frac';

/** Lines with one more second; unchanged when the second is already drawn. */
export function appendSecond(lines: StageLinesDto, m: Pick<FracLiveMessage, 'time' | 'values'>): StageLinesDto {
  const x = m.time - lines.origin;
  if (lines.x.length && x <= lines.x[lines.x.length - 1]) return lines;
  const y: StageLinesDto['y'] = {};
  for (const ch of Object.keys(lines.y)) y[ch] = [...lines.y[ch], m.values[ch] ?? null];
  return { ...lines, x: [...lines.x, x], y };
}

export interface FracLive {
  /** The stage being pumped, with its lines up to the last second heard; null when none is. */
  live: FracLiveStageDto | null;
  loading: boolean;
  error: string | null;
  /** The topic was refused (no VIEW_COMPLETION on the well). */
  refused: string | null;
}

/** And the stage the pane shows (use-frac.ts useShownStage, the live one offered): the topic is listened to only while that is the live stage. */
export function useFracLive(
  wellId: string | null,
  stages: readonly { stage_no: number }[] | undefined,
  width: number,
  channels: readonly string[],
  enabled: boolean,
): FracLive & { shown: number | null } {
  const swr = useOwnedSWR(
    `frac/live|${wellId}`,
    wellId && enabled ? ['frac', wellId, 'live', width, channels.join(',')] : null,
    () => fetchFracLive(wellId!, width, channels),
    { revalidateOnFocus: false },
  );
  const snapshot = swr.data?.data.live ?? null;
  const [live, setLive] = useState<FracLiveStageDto | null>(null);
  const reread = useRef(swr.mutate);
  reread.current = swr.mutate;
  useEffect(() => setLive(snapshot), [snapshot]);
  const shown = useShownStage(wellId, stages, snapshot?.stage_no ?? null);
  const { refused } = useTopic(
    wellId,
    'frac/live',
    (m) => {
      if (!snapshot) return;
      if (m.start_s !== snapshot.start_s || m.stage_no !== snapshot.stage_no) {
        void reread.current();
        return;
      }
      setLive((l) => {
        if (!l) return l;
        const series = appendSecond(l.series, m);
        return series === l.series ? l : { ...l, series, elapsed_s: m.time - l.start_s + 1 };
      });
    },
    enabled && snapshot !== null && shown === snapshot.stage_no,
  );
  // Until the effect above runs, the state still holds the previous record's lines (or none).
  const current = live && snapshot && live.start_s === snapshot.start_s && live.stage_no === snapshot.stage_no ? live : snapshot;
  return {
    shown,
    live: current,
    loading: swr.isLoading,
    error: swr.error ? String((swr.error as Error).message || swr.error) : null,
    refused,
  };
}
