/** What the three integration panes share: status badges, durations, module names and opening one another. */
import { Badge } from '@fluentui/react-components';
import type { IntegrationView, SessionStatus, StepView } from '../../../api/integrations';
import { openRoute } from '../../../features/workspace/open-route';
import { notify } from '../../../state/notifications';

const COLOR: Record<SessionStatus | StepView['status'], 'success' | 'danger' | 'informative' | 'subtle'> = {
  done: 'success',
  failed: 'danger',
  running: 'informative',
  skipped: 'subtle',
};

export function StatusBadge({ status }: { status: SessionStatus | StepView['status'] }) {
  return (
    <Badge appearance="tint" color={COLOR[status]} data-status={status}>
      {status}
    </Badge>
  );
}

export const MODULE_LABEL: Record<IntegrationView['module'], string> = {
  realtime: 'Real-time logs',
  surveys: 'Surveys',
  messages: 'Rig messages',
};

/** "1 h 0 min 2 s" between two times; "running" while the second is missing. */
export function durationText(start: string, end: string | null): string {
  if (!end) return 'running';
  const s = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [h ? `${h} h` : '', h || m ? `${m} min` : '', `${s % 60} s`].filter(Boolean);
  return parts.join(' ');
}

export async function openIntegration(id: string, view: 'overview' | 'mapping' | 'sessions', name: string): Promise<void> {
  const why = await openRoute({ routeId: 'admin.integration', params: { id, view }, placement: 'focused' });
  if (why) notify('warning', `${name} cannot open: ${why}`);
}

export async function openSession(id: string, sessionId: string): Promise<void> {
  const why = await openRoute({ routeId: 'admin.integration.session', params: { id, sessionId }, placement: 'focused' });
  if (why) notify('warning', `The session cannot open: ${why}`);
}
