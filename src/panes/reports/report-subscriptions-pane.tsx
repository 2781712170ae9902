/**
 * Scheduled reports (issue 18, spec 7.6 / 9.5): the caller's report subscriptions — subscribe to a
 * multi-well report or a single well / morning PDF report on the pane's well, daily or weekly at a
 * time in the caller's zone, XLSX or CSV, a period, paper; turn on/off, send a test now (its delivery
 * status shown plainly, e.g. "not configured" without SMTP), clone (the copy first), delete. Opened
 * from the palette ("Reports: scheduled report subscriptions").
 */
import { Badge, Button, Caption1, Input, Select, Switch, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { cloneReport, createReport, deleteReport, testReport, toggleReport, useReportSubscriptions, type ReportSubscription } from '../../api/reports';
import {
  PAPER_ORIENTATIONS,
  PAPER_SIZES,
  REPORT_DEFAULT_TIME,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_PERIODS,
  REPORT_TYPES,
  type ReportTypeId,
} from '../../domain/constants/alerts-and-reports';
import { formatDateTime } from '../../domain/format/date-time';
import { adminPageStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';

const useStyles = makeStyles({
  root: { ...adminPageStyle, overflow: 'auto' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, padding: `${tokens.spacingVerticalXS} 0` },
});

const typeLabel = (t: string) => REPORT_TYPES.find((x) => x.id === t)?.label ?? t;

/** A choice among a constant list, labelled for screen readers. */
function Choice<T extends string>({ label, value, values, onChange }: { label: string; value: T; values: readonly T[]; onChange: (v: T) => void }) {
  return (
    <Select aria-label={label} value={value} onChange={(_, d) => onChange(d.value as T)}>
      {values.map((v) => (
        <option key={v}>{v}</option>
      ))}
    </Select>
  );
}

export default function ReportSubscriptionsPane({ wellId }: PaneProps) {
  const s = useStyles();
  const subs = useReportSubscriptions();
  const [name, setName] = useState('');
  const [type, setType] = useState<ReportTypeId>('multi_well');
  const [frequency, setFrequency] = useState<(typeof REPORT_FREQUENCIES)[number]>('daily');
  const [time, setTime] = useState(REPORT_DEFAULT_TIME);
  const [format, setFormat] = useState<(typeof REPORT_FORMATS)[number]>('xlsx');
  const [period, setPeriod] = useState<(typeof REPORT_PERIODS)[number]>('day');
  const [paper, setPaper] = useState<(typeof PAPER_SIZES)[number]>('A4');
  const [orientation, setOrientation] = useState<(typeof PAPER_ORIENTATIONS)[number]>('portrait');
  const needsWell = type !== 'multi_well';

  if (!subs.data)
    return <Text data-pane-message={subs.error ? 'error' : 'loading'}>{subs.error ? 'Report subscriptions could not be loaded' : 'Loading reports…'}</Text>;

  async function subscribe() {
    await createReport({
      name: name.trim() || typeLabel(type),
      type,
      well_id: needsWell ? wellId : null,
      frequency,
      time,
      format,
      period,
      paper_size: paper,
      orientation,
    });
    setName('');
  }

  return (
    <div className={s.root} data-reports-pane>
      <Title3>Scheduled reports</Title3>
      <Caption1>Due times are in your profile’s time zone (UTC when none is set); weekly reports run on Monday.</Caption1>
      <form
        className={s.row}
        data-reports-subscribe
        onSubmit={(e) => {
          e.preventDefault();
          void subscribe();
        }}
      >
        <Input placeholder="Report name" value={name} onChange={(_, d) => setName(d.value)} aria-label="Name" />
        <Select aria-label="Type" value={type} onChange={(_, d) => setType(d.value as ReportTypeId)}>
          {REPORT_TYPES.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </Select>
        <Choice label="Frequency" value={frequency} values={REPORT_FREQUENCIES} onChange={setFrequency} />
        <Input type="time" value={time} onChange={(_, d) => setTime(d.value)} aria-label="Time" />
        <Choice label="Format" value={format} values={REPORT_FORMATS} onChange={setFormat} />
        <Choice label="Period" value={period} values={REPORT_PERIODS} onChange={setPeriod} />
        <Choice label="Paper" value={paper} values={PAPER_SIZES} onChange={setPaper} />
        <Choice label="Orientation" value={orientation} values={PAPER_ORIENTATIONS} onChange={setOrientation} />
        <Button appearance="primary" type="submit" disabled={needsWell && !wellId}>
          Subscribe
        </Button>
        {needsWell && !wellId && <Caption1>Select a well for a single well or morning report.</Caption1>}
      </form>
      <div className={s.list} data-reports-subscriptions>
        {subs.data.data.length === 0 && <Caption1>No report subscriptions yet.</Caption1>}
        {subs.data.data.map((x) => (
          <ReportRow key={x.id} sub={x} className={s.item} rowClass={s.row} />
        ))}
      </div>
    </div>
  );
}

function ReportRow({ sub, className, rowClass }: { sub: ReportSubscription; className: string; rowClass: string }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className={className} data-report-subscription={sub.id}>
      <div className={rowClass}>
        <Switch checked={sub.enabled} aria-label={`${sub.name} on`} onChange={(_, d) => void toggleReport(sub.id, d.checked)} />
        <Text weight="semibold">{sub.name}</Text>
        <Badge appearance="tint">{sub.format.toUpperCase()}</Badge>
        <Caption1>
          {typeLabel(sub.type)}
          {sub.well_name ? ` · ${sub.well_name}` : ''} · {sub.frequency} {sub.time} ({sub.days.join(', ')}) · {sub.period} · {sub.paper_size} {sub.orientation}
          {sub.next_due_at ? ` · next ${formatDateTime(sub.next_due_at)}` : ' · off'}
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
        <Button size="small" onClick={() => void cloneReport(sub.id)}>
          Clone
        </Button>
        <Button size="small" onClick={() => void deleteReport(sub.id)}>
          Delete
        </Button>
      </div>
      {sent && <Caption1 data-report-test>Test: {sent}</Caption1>}
    </div>
  );
}
