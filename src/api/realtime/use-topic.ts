/**
 * React hooks over the shared connection. A pane passes `enabled = visible` (usePaneActivity): a
 * hidden tab holds no subscription, and the last listener of a destination unsubscribes it.
 *
 *   useTopic(wellId, 'live', (m) => track.append(m), visible);
 *   useRefetchOnTopic(wellId, 'stand/detected', () => mutate(), visible);   // spec 4: re-fetch the analysis
 *   useRefetchOnTopic(wellId, 'survey/updated', () => mutate(), visible);   // directional panes
 */
import { useEffect, useRef, useState } from 'react';
import { listenTopic } from './connection';
import type { TopicKind, TopicMessage } from './topics';

export interface TopicState {
  /** The server refused this well's topic (no permission): say so instead of waiting for data. */
  refused: string | null;
}

export function useTopic<K extends TopicKind>(
  wellId: string | null,
  kind: K,
  onMessage: (message: TopicMessage[K], receivedAtMs: number) => void,
  enabled: boolean,
): TopicState {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    setRefused(null);
    if (!wellId || !enabled) return;
    return listenTopic(wellId, kind, {
      onMessage: (m, at) => handler.current(m, at),
      onRefused: setRefused,
    });
  }, [wellId, kind, enabled]);
  return { refused };
}

/** Calls `refetch` when a message arrives on the topic (stand detected, survey updated). */
export function useRefetchOnTopic(wellId: string | null, kind: Exclude<TopicKind, 'live'>, refetch: () => unknown, enabled: boolean): TopicState {
  return useTopic(wellId, kind, () => void refetch(), enabled);
}
