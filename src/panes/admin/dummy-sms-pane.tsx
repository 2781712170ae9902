/**
 * Admin › dashboards › Dummy SMS: every SMS the server's SMS provider was given (alert SMS and test
 * messages), newest first, with who it was for and what sent it; a test message goes through the
 * same provider. With the development sink (SMS_PROVIDER=dummy) this is where SMS end up: nothing
 * reaches a phone. Keyboard: the phone filter, then the test form (Enter sends), then the table.
 */
import { Badge, Button, Caption1, Field, Input, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import { sendTestSms, useSmsMessages, type SmsRow } from '../../api/admin-sms';
import { serverFieldError } from '../../api/admin-users';
import { SMS_MAX_CHARS } from '../../domain/constants/alerts-and-reports';
import { formatDateTime } from '../../domain/format/date-time';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { notify } from '../../state/notifications';
import { adminPageStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';

const useStyles = makeStyles({
  root: adminPageStyle,
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  table: { flex: 1, minHeight: '200px' },
});

const SOURCE_LABELS: Record<string, string> = { test: 'Test message', phone_confirmation: 'Phone confirmation' };

const sourceText = (r: SmsRow) =>
  r.source.kind === 'alert' ? `Alert${r.source.subscription ? `: ${r.source.subscription}` : ''}` : (SOURCE_LABELS[r.source.kind ?? ''] ?? r.source.kind ?? '');

const columns: ColumnDef<SmsRow>[] = [
  { id: 'at', header: 'Sent', value: (r) => formatDateTime(r.created_at), align: 'start', width: 150 },
  { id: 'to', header: 'To', value: (r) => r.to_phone, align: 'start', width: 140 },
  { id: 'user', header: 'User', value: (r) => r.user_name ?? '', align: 'start', width: 150 },
  { id: 'source', header: 'Sent by', value: sourceText, align: 'start', width: 190 },
  { id: 'body', header: 'Message', value: (r) => r.body, align: 'start', width: 520 },
];

export default function DummySmsPane(_: PaneProps) {
  const s = useStyles();
  const [phone, setPhone] = useState('');
  const { data, error, isLoading } = useSmsMessages(phone.trim());
  const rows = useMemo(() => data?.data ?? [], [data]);
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFieldError(null);
    try {
      await sendTestSms(to.trim(), text.trim());
      notify('success', `Test SMS to ${to.trim()} given to the ${data?.provider?.name ?? ''} provider`);
      setText('');
    } catch (err) {
      setFieldError(serverFieldError(err, ['phone', 'text']));
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (f: string) => (fieldError?.field === f ? fieldError.message : undefined);

  return (
    <div className={s.root}>
      <div className={s.head}>
        <Title3 as="h1">Dummy SMS</Title3>
        {isLoading && <Spinner size="tiny" />}
        {data && (
          <Badge appearance="tint" color={data.provider ? 'informative' : 'warning'} data-sms-provider={data.provider?.name ?? 'none'}>
            {data.provider ? `provider: ${data.provider.name}` : 'SMS not configured'}
          </Badge>
        )}
        {data && (
          <Text>
            <span data-value="sms-total">{data.total}</span> {data.total === 1 ? 'message' : 'messages'}
          </Text>
        )}
      </div>
      <Caption1>{data?.provider ? data.provider.detail : 'This server has no SMS provider (SMS_PROVIDER=none): SMS alerts say "not configured".'}</Caption1>
      <div className={s.bar}>
        <Field label="Filter by phone">
          <Input value={phone} onChange={(_, d) => setPhone(d.value)} placeholder="e.g. 555 0134" aria-label="Filter by phone" />
        </Field>
      </div>
      <form className={s.bar} onSubmit={(e) => void send(e)} data-sms-test-form>
        <Field label="Phone" validationMessage={errorOf('phone')}>
          <Input name="phone" value={to} onChange={(_, d) => setTo(d.value)} placeholder="+1 713 555 0100" />
        </Field>
        <Field label={`Test message (${text.length}/${SMS_MAX_CHARS})`} validationMessage={errorOf('text')}>
          <Input name="text" value={text} maxLength={SMS_MAX_CHARS} onChange={(_, d) => setText(d.value)} style={{ minWidth: '320px' }} />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy || !data?.provider}>
          Send test SMS
        </Button>
        {fieldError && !fieldError.field && (
          <Text role="alert" data-pane-message="error">
            {fieldError.message}
          </Text>
        )}
      </form>
      {error && (
        <Text data-pane-message="error" role="alert">
          SMS could not be loaded.
        </Text>
      )}
      {data && rows.length === 0 && (
        <Text data-pane-message="empty">
          {phone.trim() ? `No SMS to a number with “${phone.trim()}”.` : 'No SMS yet: alerts with the SMS channel and test messages land here.'}
        </Text>
      )}
      {rows.length > 0 && <VirtualTable className={s.table} label="SMS" rows={rows} columns={columns} rowKey={(r) => r.id} />}
    </div>
  );
}
