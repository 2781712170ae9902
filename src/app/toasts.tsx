/** The notification stack (spec 7): one message bar per notice, newest last, each dismissable. */
import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dismiss, notifications, type Notice } from '../state/notifications';

const useStyles = makeStyles({
  stack: {
    position: 'fixed',
    right: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(420px, calc(100vw - 32px))',
    zIndex: 1000000,
  },
  bar: { boxShadow: tokens.shadow16 },
});

export function Toasts() {
  const s = useStyles();
  const { items } = useSnapshot(notifications);
  return (
    <div className={s.stack} aria-live="polite" data-notifications>
      {items.map((n) => (
        <Toast key={n.id} notice={n} className={s.bar} />
      ))}
    </div>
  );
}

function Toast({ notice, className }: { notice: Notice; className: string }) {
  useEffect(() => {
    if (notice.timeoutMs === null) return;
    const t = setTimeout(() => dismiss(notice.id), notice.timeoutMs);
    return () => clearTimeout(t);
  }, [notice.id, notice.timeoutMs]);
  return (
    <MessageBar
      className={className}
      intent={notice.type}
      role={notice.type === 'error' || notice.type === 'warning' ? 'alert' : 'status'}
      data-notice={notice.type}
    >
      <MessageBarBody>{notice.message}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button appearance="transparent" size="small" aria-label="Dismiss" onClick={() => dismiss(notice.id)}>
            ✕
          </Button>
        }
      />
    </MessageBar>
  );
}
