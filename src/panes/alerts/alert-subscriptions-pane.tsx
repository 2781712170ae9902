/**
 * Alerts (issue 18, spec 7.6 / 9.4): the notification centre (the caller's alerts, newest first,
 * with the numbers that fired them and how each channel delivered) and the alert subscriptions:
 * filter by category and name; subscribe the pane's well to a type with severity, the type's
 * thresholds (units shown), channels (a channel this server cannot deliver says "not configured")
 * and muting (until a time, inside a depth interval); edit, turn on/off, clone (the copy first),
 * share a copy with another user, leave a shared one, delete. Opened from the palette ("Alerts:
 * subscriptions and notifications").
 */
import { Badge, Button, Caption1, Input, Select, Switch, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  cloneSubscription,
  createSubscription,
  deleteSubscription,
  markAllRead,
  unsubscribeShared,
  updateSubscription,
  useAlertEvents,
  useAlertOptions,
  useAlertSubscriptions,
  type AlertOptions,
  type AlertSubscription,
} from '../../api/alerts';
import { ALERT_PARAM_LABELS } from '../../domain/alerts/alert-param-labels';
import { ALERT_CATEGORIES, type AlertCategory } from '../../domain/constants/alerts-and-reports';
import { formatDisplayDateTime } from '../../domain/format/date-time';
import { browserZone, userDateOptions } from '../../features/format/user-format';
import { adminPageStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';
import { ShareCopyForm } from '../share-copy-form';
import { NEW_VALUES, SubscriptionForm, valuesOf } from './subscription-form';

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

  if (!opts) return <Text data-pane-message={options.error ? 'error' : 'loading'}>{options.error ? 'Alerts could not be loaded' : 'Loading alerts…'}</Text>;
  const label = (t: string) => opts.types.find((x) => x.id === t)?.label ?? t;

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
              <Caption1>{formatDisplayDateTime(e.fired_at, userDateOptions())}</Caption1>
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
      <div data-alerts-subscribe>
        <SubscriptionForm
          id="new"
          initial={NEW_VALUES}
          options={opts}
          submitLabel="Subscribe"
          disabled={!wellId}
          disabledReason="Select a well to subscribe to its alerts."
          onSubmit={(b) => createSubscription({ ...b, well_id: wellId })}
        />
      </div>
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
          <SubscriptionRow key={x.id} sub={x} typeLabel={label(x.type)} options={opts} className={s.item} rowClass={s.row} />
        ))}
      </div>
    </div>
  );
}

/** "ROP under 8 m/h · window 60 s": the params a subscription sets, with their units. */
function paramsText(sub: AlertSubscription): string {
  return Object.entries(sub.params)
    .map(([k, v]) => {
      const l = ALERT_PARAM_LABELS[k];
      return `${l?.label ?? k} ${v}${l?.unit ? ` ${l.unit}` : ''}`;
    })
    .join(' · ');
}

function muteText(sub: AlertSubscription): string {
  const parts = [];
  if (sub.muted_until && new Date(sub.muted_until).getTime() > Date.now())
    parts.push(`muted until ${formatDisplayDateTime(sub.muted_until, userDateOptions())} (${browserZone()})`);
  if (sub.mute_from_md_m !== null || sub.mute_to_md_m !== null) parts.push(`muted from ${sub.mute_from_md_m ?? 0} to ${sub.mute_to_md_m ?? '∞'} m MD`);
  return parts.join(' · ');
}

function SubscriptionRow({
  sub,
  typeLabel,
  options,
  className,
  rowClass,
}: {
  sub: AlertSubscription;
  typeLabel: string;
  options: AlertOptions;
  className: string;
  rowClass: string;
}) {
  const [open, setOpen] = useState<'edit' | 'share' | null>(null);
  const toggle = (what: 'edit' | 'share') => setOpen((o) => (o === what ? null : what));
  const details = [paramsText(sub), muteText(sub)].filter(Boolean).join(' · ');
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
        <Button size="small" aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
          Edit
        </Button>
        <Button size="small" aria-expanded={open === 'share'} onClick={() => toggle('share')}>
          Share…
        </Button>
        <Button size="small" onClick={() => void cloneSubscription(sub.id)}>
          Clone
        </Button>
        {sub.shared_by_name ? (
          <Button size="small" onClick={() => void unsubscribeShared(sub.id)} aria-label={`Unsubscribe from ${sub.name} shared by ${sub.shared_by_name}`}>
            Unsubscribe
          </Button>
        ) : (
          <Button size="small" onClick={() => void deleteSubscription(sub.id)}>
            Delete
          </Button>
        )}
      </div>
      {details && <Caption1 data-alert-details>{details}</Caption1>}
      {open === 'edit' && (
        <SubscriptionForm
          id={sub.id}
          initial={valuesOf(sub)}
          options={options}
          submitLabel="Save"
          onSubmit={async (b) => {
            await updateSubscription(sub.id, b, true);
            setOpen(null);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'share' && <ShareCopyForm list="alerts" sub={sub} onDone={() => setOpen(null)} />}
    </div>
  );
}
