/**
 * Alerts (issue 18, spec 7.6 / 9.4): the notification centre (the caller's alerts, newest first,
 * with the numbers that fired them and how each channel delivered) and the alert subscriptions:
 * filter by category and name, subscribe the pane's well to a type with severity and channels (a
 * channel this server cannot deliver says "not configured"), turn on/off, clone (the copy first),
 * delete. Opened from the palette ("Alerts: subscriptions and notifications").
 */
import { Badge, Button, Caption1, Checkbox, Input, Select, Switch, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  cloneSubscription,
  createSubscription,
  deleteSubscription,
  markAllRead,
  updateSubscription,
  useAlertEvents,
  useAlertOptions,
  useAlertSubscriptions,
  type AlertSubscription,
} from '../../api/alerts';
import { ALERT_CATEGORIES, ALERT_CHANNELS, type AlertCategory, type AlertChannel } from '../../domain/constants/alerts-and-reports';
import { formatDateTime } from '../../domain/format/date-time';
import { adminPageStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';

const useStyles = makeStyles({
  root: { ...adminPageStyle, overflow: 'auto' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, padding: `${tokens.spacingVerticalXS} 0` },
  unread: { fontWeight: tokens.fontWeightSemibold },
});

const SEVERITY_COLOR = { critical: 'danger', warning: 'warning', info: 'informative', ok: 'success' } as const;
const sevColor = (s: string) => SEVERITY_COLOR[s as keyof typeof SEVERITY_COLOR] ?? 'informative';

export default function AlertSubscriptionsPane({ wellId }: PaneProps) {
  const s = useStyles();
  const options = useAlertOptions();
  const events = useAlertEvents();
  const [category, setCategory] = useState<AlertCategory | ''>('');
  const [search, setSearch] = useState('');
  const subs = useAlertSubscriptions({ category: category || undefined, search });
  const opts = options.data?.data;
  const [name, setName] = useState('');
  const [type, setType] = useState('low_rop');
  const [severity, setSeverity] = useState('warning');
  const [channels, setChannels] = useState<AlertChannel[]>(['summary', 'push', 'sound']);

  if (!opts) return <Text data-pane-message={options.error ? 'error' : 'loading'}>{options.error ? 'Alerts could not be loaded' : 'Loading alerts…'}</Text>;
  const status = (c: AlertChannel) => opts.channels.find((x) => x.id === c)!;
  const label = (t: string) => opts.types.find((x) => x.id === t)?.label ?? t;

  async function subscribe() {
    await createSubscription({ name: name.trim() || label(type), well_id: wellId, type, severity, channels });
    setName('');
  }

  return (
    <div className={s.root} data-alerts-pane>
      <Title3>Notifications</Title3>
      <div className={s.row}>
        <Text data-value data-alerts-unread>
          {events.data?.unread ?? 0} unread
        </Text>
        <Button size="small" onClick={() => void markAllRead()} disabled={!events.data?.unread}>
          Mark all read
        </Button>
      </div>
      <div className={s.list} data-alerts-events>
        {(events.data?.data ?? []).length === 0 && <Caption1>No alerts yet.</Caption1>}
        {(events.data?.data ?? []).map((e) => (
          <div key={e.id} className={`${s.item} ${e.read_at ? '' : s.unread}`} data-alert-event={e.type}>
            <div className={s.row}>
              <Badge appearance="tint" color={sevColor(e.severity)}>
                {e.severity}
              </Badge>
              <Text>{e.well_name}</Text>
              <Caption1>{formatDateTime(e.fired_at)}</Caption1>
              {e.cleared_at && <Badge appearance="outline">cleared</Badge>}
              {e.deliveries.email && <Caption1>e-mail: {e.deliveries.email.status}</Caption1>}
            </div>
            <Text>{e.message}</Text>
          </div>
        ))}
      </div>

      <Title3>Alert subscriptions</Title3>
      <div className={s.row} data-alerts-channels>
        <Caption1>Channels:</Caption1>
        {opts.channels.map((c) => (
          <Badge key={c.id} appearance="tint" color={c.status === 'ready' ? 'success' : 'subtle'} title={c.detail}>
            {c.id}
            {c.status === 'ready' ? '' : ': not configured'}
          </Badge>
        ))}
      </div>
      <form
        className={s.row}
        data-alerts-subscribe
        onSubmit={(e) => {
          e.preventDefault();
          void subscribe();
        }}
      >
        <Input
          placeholder={wellId ? `New alert on this well` : 'Select a well to subscribe'}
          value={name}
          onChange={(_, d) => setName(d.value)}
          aria-label="Name"
        />
        <Select aria-label="Type" value={type} onChange={(_, d) => setType(d.value)}>
          {ALERT_CATEGORIES.map((c) => (
            <optgroup key={c} label={c}>
              {opts.types
                .filter((t) => t.category === c)
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                    {t.detector ? '' : ' (no detector yet)'}
                  </option>
                ))}
            </optgroup>
          ))}
        </Select>
        <Select aria-label="Severity" value={severity} onChange={(_, d) => setSeverity(d.value)}>
          {['info', 'warning', 'critical'].map((v) => (
            <option key={v}>{v}</option>
          ))}
        </Select>
        {ALERT_CHANNELS.map((c) => (
          <Checkbox
            key={c}
            label={status(c).status === 'ready' ? c : `${c} (not configured)`}
            checked={channels.includes(c)}
            onChange={(_, d) => setChannels(d.checked ? [...channels, c] : channels.filter((x) => x !== c))}
          />
        ))}
        <Button appearance="primary" type="submit" disabled={!wellId}>
          Subscribe
        </Button>
      </form>
      <div className={s.row}>
        <Select aria-label="Category" value={category} onChange={(_, d) => setCategory(d.value as AlertCategory | '')}>
          <option value="">All categories</option>
          {ALERT_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
        <Input placeholder="Search by name" value={search} onChange={(_, d) => setSearch(d.value)} aria-label="Search" />
      </div>
      <div className={s.list} data-alerts-subscriptions>
        {(subs.data?.data ?? []).length === 0 && <Caption1>No alert subscriptions{category || search ? ' match' : ' yet'}.</Caption1>}
        {(subs.data?.data ?? []).map((x) => (
          <SubscriptionRow key={x.id} sub={x} typeLabel={label(x.type)} className={s.item} rowClass={s.row} />
        ))}
      </div>
    </div>
  );
}

function SubscriptionRow({ sub, typeLabel, className, rowClass }: { sub: AlertSubscription; typeLabel: string; className: string; rowClass: string }) {
  return (
    <div className={className} data-alert-subscription={sub.id}>
      <div className={rowClass}>
        <Switch checked={sub.enabled} aria-label={`${sub.name} on`} onChange={(_, d) => void updateSubscription(sub.id, { enabled: d.checked })} />
        <Text weight="semibold">{sub.name}</Text>
        <Badge appearance="tint" color={sevColor(sub.severity)}>
          {sub.severity}
        </Badge>
        <Caption1>
          {typeLabel} · {sub.well_name} · {sub.channels.map((c) => (sub.channel_status[c] === 'ready' ? c : `${c} (not configured)`)).join(', ')}
          {sub.shared_by_name ? ` · shared by ${sub.shared_by_name}` : ''}
        </Caption1>
        <Button size="small" onClick={() => void cloneSubscription(sub.id)}>
          Clone
        </Button>
        <Button size="small" onClick={() => void deleteSubscription(sub.id)}>
          Delete
        </Button>
      </div>
    </div>
  );
}
