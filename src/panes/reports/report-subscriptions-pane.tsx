/**
 * Scheduled reports (issue 18, spec 7.6 / 9.5): the caller's report subscriptions — subscribe to a
 * multi-well report or a single well / morning PDF report on the pane's well, daily on chosen days or
 * weekly on one day, at a time in the caller's time zone ("06:00 America/Chicago"), XLSX or CSV, a
 * period, paper; turn on/off, send a test now (its delivery status shown plainly, e.g. "not
 * configured" without SMTP), clone (the copy first), delete. The time zone is the user's own
 * (profile locale.time_zone); there is no profile screen yet, so it is set here. Share gives a
 * colleague found by name or e-mail their own copy; a copy shared with the caller is left with
 * Unsubscribe instead of deleted. Opened from the
 * palette ("Reports: scheduled report subscriptions").
 */
import { Badge, Button, Caption1, Checkbox, Field, Input, Select, Switch, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import useSWR, { mutate } from 'swr';
import { useSnapshot } from 'valtio';
import { fetchUser } from '../../api/auth';
import { serverFieldError } from '../../api/admin-users';
import {
  cloneReport,
  createReport,
  deleteReport,
  saveTimeZone,
  testReport,
  toggleReport,
  unsubscribeSharedReport,
  useReportSubscriptions,
  type ReportSubscription,
} from '../../api/reports';
import {
  PAPER_ORIENTATIONS,
  PAPER_SIZES,
  REPORT_DEFAULT_TIME,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_PERIODS,
  REPORT_TYPES,
  WEEKDAYS,
  type ReportTypeId,
  type Weekday,
} from '../../domain/constants/alerts-and-reports';
import { session } from '../../state/session';
import { adminPageStyle, formGroupStyles } from '../pane-chrome';
import { ShareCopyForm } from '../share-copy-form';
import type { PaneProps } from '../pane-types';

const useStyles = makeStyles({
  root: { ...adminPageStyle, overflow: 'auto' },
  ...formGroupStyles,
  error: { color: tokens.colorPaletteRedForeground1 },
  wide: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  zone: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap', maxWidth: '880px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, padding: `${tokens.spacingVerticalXS} 0` },
});

const PROFILE_KEY = 'auth/user#locale';
const typeLabel = (t: string) => REPORT_TYPES.find((x) => x.id === t)?.label ?? t;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const PERIOD_LABEL: Record<string, string> = { hour: 'Last hour', day: 'Last day', week: 'Last week', month: 'Last month', quarter: 'Last quarter' };

/** Every IANA zone the browser knows (UTC first). */
function timeZones(): string[] {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [
    'America/Chicago',
    'America/Denver',
    'Europe/London',
  ];
  return ['UTC', ...all.filter((z) => z !== 'UTC')];
}

/** "Sat 2026-11-28 06:00" in the given zone. */
function dueIn(iso: string, timeZone: string): string {
  const d = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(d);
  const at = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(d);
  return `${day} ${at}`;
}

const daysText = (days: readonly string[]) => (days.length === 7 ? 'every day' : days.map((d) => cap(d.slice(0, 3))).join(', '));

/** A labelled choice among a constant list. */
function Choice<T extends string>({
  label,
  value,
  values,
  onChange,
  error,
  text = (v) => v,
}: {
  label: string;
  value: T;
  values: readonly T[];
  onChange: (v: T) => void;
  error?: string;
  text?: (v: T) => string;
}) {
  return (
    <Field label={label} validationMessage={error}>
      <Select value={value} onChange={(_, d) => onChange(d.value as T)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export default function ReportSubscriptionsPane({ wellId }: PaneProps) {
  const s = useStyles();
  const subs = useReportSubscriptions();
  // The profile read afresh (not the session's copy, loaded at sign-in), so a zone saved here shows at once.
  const profile = useSWR(PROFILE_KEY, () => fetchUser());
  const { user } = useSnapshot(session);
  const zone = profile.data?.data.locale.time_zone ?? user?.locale.time_zone ?? 'UTC';

  if (!subs.data)
    return <Text data-pane-message={subs.error ? 'error' : 'loading'}>{subs.error ? 'Report subscriptions could not be loaded' : 'Loading reports…'}</Text>;

  return (
    <div className={s.root} data-reports-pane>
      <Title3>Scheduled reports</Title3>
      <TimeZoneSetting zone={zone} className={s.zone} />
      <NewReport wellId={wellId} zone={zone} />
      <Title3>Your report subscriptions</Title3>
      <div className={s.list} data-reports-subscriptions>
        {subs.data.data.length === 0 && <Caption1>No report subscriptions yet.</Caption1>}
        {subs.data.data.map((x) => (
          <ReportRow key={x.id} sub={x} zone={zone} className={s.item} rowClass={s.row} />
        ))}
      </div>
    </div>
  );
}

function TimeZoneSetting({ zone, className }: { zone: string; className: string }) {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  async function change(tz: string) {
    setError(null);
    setSaved(null);
    try {
      await saveTimeZone(tz);
      await mutate(PROFILE_KEY);
      setSaved(`Reports now fall due in ${tz}`);
    } catch (err) {
      setError(serverFieldError(err, ['time_zone']).message);
    }
  }
  return (
    <div className={className} data-reports-zone>
      <Field
        label="Your time zone"
        validationMessage={error ?? undefined}
        hint="Kept on your profile (there is no profile screen yet): every report of yours falls due at its time in this zone."
      >
        <Select value={zone} onChange={(_, d) => void change(d.value)} data-field="time_zone">
          {timeZones().map((z) => (
            <option key={z}>{z}</option>
          ))}
        </Select>
      </Field>
      {saved && <Caption1 role="status">{saved}</Caption1>}
    </div>
  );
}

function NewReport({ wellId, zone }: { wellId: string | null | undefined; zone: string }) {
  const s = useStyles();
  const [name, setName] = useState('');
  const [type, setType] = useState<ReportTypeId>('multi_well');
  const [frequency, setFrequency] = useState<(typeof REPORT_FREQUENCIES)[number]>('daily');
  const [days, setDays] = useState<Weekday[]>([...WEEKDAYS]);
  const [weekday, setWeekday] = useState<Weekday>('monday');
  const [time, setTime] = useState(REPORT_DEFAULT_TIME);
  const [format, setFormat] = useState<(typeof REPORT_FORMATS)[number]>('xlsx');
  const [period, setPeriod] = useState<(typeof REPORT_PERIODS)[number]>('day');
  const [paper, setPaper] = useState<(typeof PAPER_SIZES)[number]>('A4');
  const [orientation, setOrientation] = useState<(typeof PAPER_ORIENTATIONS)[number]>('portrait');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const needsWell = type !== 'multi_well';
  const fields = ['name', 'type', 'well_id', 'frequency', 'time', 'days', 'format', 'period', 'paper_size', 'orientation'];
  const errorOf = (f: string) => (error?.field === f ? error.message : undefined);

  async function subscribe(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await createReport({
        name: name.trim() || typeLabel(type),
        type,
        well_id: needsWell ? (wellId ?? null) : null,
        frequency,
        days: frequency === 'weekly' ? [weekday] : days,
        time,
        format,
        period,
        paper_size: paper,
        orientation,
      });
      setName('');
    } catch (err) {
      setError(serverFieldError(err, fields));
    }
  }

  return (
    <form className={s.form} data-reports-subscribe onSubmit={(e) => void subscribe(e)} aria-label="New report subscription">
      <fieldset className={s.group}>
        <legend className={s.legend}>Report</legend>
        <Field label="Name" validationMessage={errorOf('name')}>
          <Input value={name} placeholder={typeLabel(type)} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Choice label="Type" value={type} values={REPORT_TYPES.map((t) => t.id)} onChange={setType} text={typeLabel} error={errorOf('type')} />
        {needsWell && (
          <Field label="Well" validationMessage={errorOf('well_id') ?? (!wellId ? 'Select a well for a single well or morning report' : undefined)}>
            <Text>{wellId ? 'The well this pane shows' : '—'}</Text>
          </Field>
        )}
      </fieldset>
      <fieldset className={s.group}>
        <legend className={s.legend}>Schedule</legend>
        <Choice
          label="Frequency"
          value={frequency}
          values={REPORT_FREQUENCIES}
          onChange={(f) => {
            setFrequency(f);
            // A weekly report covers the week by default, a daily one the day (the server's own defaults).
            if (f === 'weekly' && period === 'day') setPeriod('week');
            if (f === 'daily' && period === 'week') setPeriod('day');
          }}
          text={cap}
          error={errorOf('frequency')}
        />
        <Field label={`Time (${zone})`} validationMessage={errorOf('time')} hint={`${time} ${zone}`}>
          <Input type="time" value={time} onChange={(_, d) => setTime(d.value)} />
        </Field>
        {frequency === 'weekly' ? (
          <Choice label="Day" value={weekday} values={WEEKDAYS} onChange={setWeekday} text={cap} error={errorOf('days')} />
        ) : (
          <div className={s.wide} role="group" aria-label="Days">
            {WEEKDAYS.map((d) => (
              <Checkbox
                key={d}
                label={cap(d.slice(0, 3))}
                aria-label={cap(d)}
                checked={days.includes(d)}
                onChange={(_, c) => setDays(c.checked ? WEEKDAYS.filter((x) => x === d || days.includes(x)) : days.filter((x) => x !== d))}
              />
            ))}
            {errorOf('days') && (
              <Caption1 role="alert" className={s.error}>
                {errorOf('days')}
              </Caption1>
            )}
          </div>
        )}
      </fieldset>
      <fieldset className={s.group}>
        <legend className={s.legend}>Attachment</legend>
        <Choice label="Format" value={format} values={REPORT_FORMATS} onChange={setFormat} text={(f) => f.toUpperCase()} error={errorOf('format')} />
        <Choice
          label="Period covered"
          value={period}
          values={REPORT_PERIODS}
          onChange={setPeriod}
          text={(p) => PERIOD_LABEL[p] ?? p}
          error={errorOf('period')}
        />
        <Choice label="Paper" value={paper} values={PAPER_SIZES} onChange={setPaper} error={errorOf('paper_size')} />
        <Choice label="Orientation" value={orientation} values={PAPER_ORIENTATIONS} onChange={setOrientation} text={cap} error={errorOf('orientation')} />
      </fieldset>
      {error && !error.field && <Text role="alert">{error.message}</Text>}
      <div className={s.row}>
        <Button appearance="primary" type="submit" disabled={needsWell && !wellId}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}

function ReportRow({ sub, zone, className, rowClass }: { sub: ReportSubscription; zone: string; className: string; rowClass: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const when = sub.frequency === 'weekly' ? `weekly on ${cap(sub.days[0] ?? 'monday')}` : `daily, ${daysText(sub.days)}`;
  return (
    <div className={className} data-report-subscription={sub.id}>
      <div className={rowClass}>
        <Switch checked={sub.enabled} aria-label={`${sub.name} on`} onChange={(_, d) => void toggleReport(sub.id, d.checked)} />
        <Text weight="semibold">{sub.name}</Text>
        <Badge appearance="tint">{sub.format.toUpperCase()}</Badge>
        <Caption1 data-report-schedule>
          {typeLabel(sub.type)}
          {sub.well_name ? ` · ${sub.well_name}` : ''} · {when} at {sub.time} {zone} · {PERIOD_LABEL[sub.period] ?? sub.period} · {sub.paper_size}{' '}
          {sub.orientation}
          {sub.next_due_at ? ` · next ${dueIn(sub.next_due_at, zone)} ${zone}` : ' · off'}
          {sub.shared_by_name ? ` · shared by ${sub.shared_by_name}` : ''}
        </Caption1>
        <Button
          size="small"
          onClick={() =>
            void testReport(sub.id).then(
              (d) => setSent(`${d.status}${d.detail ? `: ${d.detail}` : ''}`),
              () => setSent('failed'),
            )
          }
        >
          Send test
        </Button>
        <Button size="small" aria-expanded={sharing} onClick={() => setSharing(!sharing)}>
          Share…
        </Button>
        <Button size="small" onClick={() => void cloneReport(sub.id)}>
          Clone
        </Button>
        {sub.shared_by_name ? (
          <Button size="small" onClick={() => void unsubscribeSharedReport(sub.id)} aria-label={`Unsubscribe from ${sub.name} shared by ${sub.shared_by_name}`}>
            Unsubscribe
          </Button>
        ) : (
          <Button size="small" onClick={() => void deleteReport(sub.id)}>
            Delete
          </Button>
        )}
      </div>
      {sent && <Caption1 data-report-test>Test: {sent}</Caption1>}
      {sharing && <ShareCopyForm list="reports" sub={sub} onDone={() => setSharing(false)} />}
    </div>
  );
}
