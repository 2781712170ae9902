/**
 * TV mode's only chrome: the wall clock and the live connection, in a corner, small. It drifts a few
 * pixels every minute (screen burn-in care on walls that show the same picture around the clock).
 */
import { makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { realtime } from '../../state/realtime';

const useStyles = makeStyles({
  status: {
    position: 'fixed',
    right: '12px',
    bottom: '8px',
    zIndex: 900,
    pointerEvents: 'none',
    fontSize: 'calc(14px * var(--tv-scale, 1))',
    fontVariantNumeric: 'tabular-nums',
    color: '#9a9a9a',
    display: 'flex',
    gap: '0.8em',
    alignItems: 'center',
  },
  dot: { width: '0.6em', height: '0.6em', borderRadius: '50%' },
});

/** Offset in px for minute `m`: a slow walk over a 6×6 px square. */
export function burnInOffset(m: number): { x: number; y: number } {
  return { x: ((m * 5) % 7) - 3, y: ((m * 3) % 7) - 3 };
}

export function TvStatus() {
  const s = useStyles();
  const { status } = useSnapshot(realtime);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(t);
  }, []);
  const { x, y } = burnInOffset(Math.floor(now.getTime() / 60_000));
  const live = status === 'connected';
  return (
    <div className={s.status} style={{ transform: `translate(${x}px, ${y}px)` }} data-tv-status={status} aria-live="off">
      <span className={s.dot} style={{ background: live ? '#2e9e44' : status === 'idle' ? '#666' : '#d13438' }} />
      <span>{live ? 'Live' : status === 'idle' ? 'Idle' : 'Offline'}</span>
      <time dateTime={now.toISOString()}>{now.toTimeString().slice(0, 5)}</time>
    </div>
  );
}
