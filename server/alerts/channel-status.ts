/**
 * Whether each delivery channel can deliver on this server. In-app channels (summary in the
 * notification centre, push as a toast, sound with it) ride the realtime connection; e-mail needs
 * SMTP_URL; SMS needs an SMS provider (SMS_PROVIDER, by default the Dummy SMS sink). A channel that cannot deliver says so, in the API and on each
 * alert's deliveries, never silently.
 */
import { ALERT_CHANNELS, type AlertChannel } from '../../src/domain/constants/alerts-and-reports';
import type { ServerConfig } from '../config';

export type ChannelStatus = 'ready' | 'not configured';

type ChannelConfig = Pick<ServerConfig, 'smtpUrl' | 'smsProvider'>;

export function channelStatus(config: ChannelConfig, channel: AlertChannel): ChannelStatus {
  if (channel === 'email') return config.smtpUrl ? 'ready' : 'not configured';
  if (channel === 'sms') return config.smsProvider === 'none' ? 'not configured' : 'ready';
  return 'ready';
}

export function channelStatuses(config: ChannelConfig): { id: AlertChannel; status: ChannelStatus; detail: string }[] {
  return ALERT_CHANNELS.map((id) => {
    const status = channelStatus(config, id);
    const detail =
      id === 'email'
        ? status === 'ready'
          ? 'E-mail over SMTP'
          : 'E-mail is not configured on this server (set SMTP_URL)'
        : id === 'sms'
          ? status === 'ready'
            ? 'SMS to the phone on your profile; this server keeps them in the Dummy SMS dashboard and sends none'
            : 'SMS is not configured on this server (SMS_PROVIDER=none)'
          : 'In the app, over the realtime connection';
    return { id, status, detail };
  });
}
