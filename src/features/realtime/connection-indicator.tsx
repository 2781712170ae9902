/**
 * The realtime connection in the top bar (spec app-shell 4: connected or closed, reconnect after
 * 10 s): a dot and a word, with the reason and the reconnect countdown when it is closed. Hidden while
 * idle (no live pane on screen, so no socket).
 */
import { Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { REALTIME_RECONNECT_MS } from '../../domain/constants/limits';
import { realtime } from '../../state/realtime';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, padding: `0 ${tokens.spacingHorizontalXS}` },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
  connected: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  connecting: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  closed: { backgroundColor: tokens.colorPaletteRedBackground3 },
});

const LABEL = { connected: 'Live', connecting: 'Connecting…', closed: 'Offline' } as const;

export function ConnectionIndicator() {
  const s = useStyles();
  const rt = useSnapshot(realtime);
  const nowMs = useTicker(rt.status === 'closed');
  if (rt.status === 'idle') return null;
  const retryInS = rt.status === 'closed' && rt.sinceMs !== null ? Math.max(0, Math.ceil((rt.sinceMs + REALTIME_RECONNECT_MS - nowMs) / 1000)) : null;
  const detail = [
    rt.status === 'connected'
      ? `Realtime connected, ${rt.topics} topic${rt.topics === 1 ? '' : 's'}`
      : rt.status === 'connecting'
        ? 'Realtime connecting'
        : 'Realtime connection closed',
    rt.reason,
    retryInS !== null && !/JWT/i.test(rt.reason ?? '') ? `Reconnecting in ${retryInS} s` : null,
    rt.reconnects > 0 ? `Reconnected ${rt.reconnects}×` : null,
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <Tooltip content={detail} relationship="description">
      <span className={s.root} role="status" aria-label={detail} data-realtime-status={rt.status} tabIndex={0}>
        <span className={`${s.dot} ${s[rt.status]}`} />
        <Text size={200}>{LABEL[rt.status]}</Text>
      </span>
    </Tooltip>
  );
}

function useTicker(on: boolean): number {
  const [nowMs, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [on]);
  return nowMs;
}
