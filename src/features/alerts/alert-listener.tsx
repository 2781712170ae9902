/**
 * Arriving alerts, wherever the user is: a toast for the push channel, a chime for sound, and the
 * notification centre's list refreshed. Listens only while the signed-in user holds an enabled
 * subscription, so sessions without alerts open no realtime connection for them.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { listenMyAlerts, useAlertSubscriptions } from '../../api/alerts';
import type { NoticeType } from '../../state/notifications';
import { notify } from '../../state/notifications';
import { session } from '../../state/session';
import { playAlertSound } from './alert-sound';

const NOTICE: Record<string, NoticeType> = { critical: 'error', warning: 'warning', info: 'info', ok: 'success' };

function Listening({ userId }: { userId: string }) {
  const { data } = useAlertSubscriptions({});
  const any = (data?.data ?? []).some((s) => s.enabled);
  useEffect(() => {
    if (!any) return;
    return listenMyAlerts(userId, (m) => {
      if (m.channels.includes('push'))
        notify(NOTICE[m.severity] ?? 'info', `${m.well_name}: ${m.message}`, { timeoutMs: m.severity === 'critical' ? null : 15_000 });
      if (m.channels.includes('sound') && m.state === 'fired') playAlertSound(m.severity);
    });
  }, [any, userId]);
  return null;
}

export function AlertListener() {
  const { user, token } = useSnapshot(session);
  return token && user ? <Listening userId={String(user.id)} /> : null;
}
