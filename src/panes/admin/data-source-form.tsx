/**
 * Add a WITS0 data source to a well: the well (searchable list), a name, listen or connect, host
 * and port. The server's refusal (a port taken, a field out of range) is shown as it says it,
 * naming the field. Enter submits.
 */
import { Button, Field, Input, MessageBar, MessageBarBody, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { serverFieldError } from '../../api/admin-users';
import { createDataSource, type NewWits0Source } from '../../api/data-sources';
import { useWells } from '../../api/wells';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  port: { width: '110px' },
});

export function DataSourceForm({ onSaved }: { onSaved: (name: string) => void }) {
  const s = useStyles();
  const wells = useWells('', 500);
  const [v, setV] = useState({ well_id: '', name: 'EDR WITS0', mode: 'listen' as NewWits0Source['mode'], host: '0.0.0.0', port: '5710' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!v.well_id) return setError('Choose the well the source feeds');
    setBusy(true);
    setError(null);
    try {
      await createDataSource({ well_id: v.well_id, name: v.name, protocol: 'wits0', mode: v.mode, host: v.host, port: Number(v.port) });
      onSaved(v.name);
    } catch (err) {
      setError(serverFieldError(err, []).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} aria-label="Add a WITS0 data source">
      <Field label="Well" required>
        <Select value={v.well_id} onChange={(_, d) => setV({ ...v, well_id: d.value })} aria-label="Well">
          <option value="">Choose a well…</option>
          {(wells.data?.data ?? []).map((w) => (
            <option key={w.id} value={String(w.id)}>
              {w.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Name" required>
        <Input value={v.name} onChange={(_, d) => setV({ ...v, name: d.value })} />
      </Field>
      <Field label="WITS0 over TCP">
        <Select value={v.mode} onChange={(_, d) => setV({ ...v, mode: d.value as NewWits0Source['mode'] })} aria-label="Mode">
          <option value="listen">Listen: the EDR connects to us</option>
          <option value="connect">Connect: we connect to the EDR</option>
        </Select>
      </Field>
      <Field label="Host" required>
        <Input value={v.host} onChange={(_, d) => setV({ ...v, host: d.value })} />
      </Field>
      <Field label="Port" required>
        <Input className={s.port} type="number" min={1} max={65535} value={v.port} onChange={(_, d) => setV({ ...v, port: d.value })} />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy}>
        Add source
      </Button>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
