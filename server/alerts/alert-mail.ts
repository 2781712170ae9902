/** The e-mail of an alert: every number that fired it, in the subject and the body. */
import { ALERT_TYPES } from '../../src/domain/constants/alerts-and-reports';
import type { Firing } from '../../src/domain/alerts/types';
import type { MailMessage } from './mailer';

export interface AlertMailContext {
  to: string;
  userName: string;
  wellName: string;
  subscriptionName: string;
  type: string;
  severity: string;
}

export function alertMail(c: AlertMailContext, f: Firing): MailMessage {
  const label = ALERT_TYPES.find((t) => t.id === c.type)?.label ?? c.type;
  const extra = Object.entries(f.extra ?? {}).map(([k, v]) => `${k}: ${v}`);
  return {
    to: c.to,
    subject: `[Drillspace] ${c.severity.toUpperCase()} ${label} on ${c.wellName}: ${f.value} ${f.unit} (threshold ${f.threshold} ${f.unit})`,
    text: [
      `Hello ${c.userName},`,
      '',
      f.message,
      '',
      `Well: ${c.wellName}`,
      `Alert: ${label} (${c.severity}), subscription "${c.subscriptionName}"`,
      `Value: ${f.value} ${f.unit}`,
      `Threshold: ${f.threshold} ${f.unit}`,
      `Depth: ${f.depthM === null ? '—' : `${Math.round(f.depthM * 100) / 100} m`}`,
      `Time: ${new Date(f.timeS * 1000).toISOString()}`,
      ...extra,
      '',
      'Drillspace',
    ].join('\n'),
  };
}
