/**
 * Import a log file into the pane's well: choose a LAS, WITSML or CSV file, watch it upload and parse,
 * check the preview (format, index, rows, warnings with their line, each curve's unit, nulls and
 * range) and map each curve to a channel (or skip it), then commit: all or nothing, with a progress
 * bar. A file the server cannot read is refused with a message naming the line and the problem.
 */
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { commitUpload, pollUpload, uploadForPreview, type ImportPreview, type ImportResult, type MappingChoice } from '../../api/logs/import';
import { DEPTH_CHANNELS, OPTIONAL_TIME_CHANNELS, TIME_CHANNELS } from '../../domain/drilling/channels';
import { formatNumber } from '../../domain/format';
import { DetectionInputsList } from './detection-inputs-list';
import { showDateTimeS } from '../../features/format/user-format';

const useStyles = makeStyles({
  surface: { maxWidth: '980px', width: '95vw' },
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: '2px', marginBottom: tokens.spacingVerticalS },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    '& th, & td': { textAlign: 'left', padding: '2px 6px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
    '& td.num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  },
  scroll: { maxHeight: '40vh', overflow: 'auto' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap', marginTop: tokens.spacingVerticalS },
  warn: { color: tokens.colorPaletteMarigoldForeground1 },
});

type Phase =
  | { kind: 'choose' }
  | { kind: 'uploading'; fraction: number; label: string }
  | { kind: 'preview'; uploadId: string; preview: ImportPreview }
  | { kind: 'committing'; uploadId: string; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult };

const SKIP = '__skip__';
const n = (v: number | null | undefined, d = 2) => (v === null || v === undefined ? '-' : formatNumber(v, { mask: `0,0.${'0'.repeat(d)}` }));

export function ImportDialog(p: { wellId: string; wellName: string; onClose(imported: boolean): void }) {
  const s = useStyles();
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [startTime, setStartTime] = useState('');
  const [depthType, setDepthType] = useState<'MD' | 'TVD'>('MD');
  const [runName, setRunName] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (file: File) => {
    setError(null);
    abort.current = new AbortController();
    setPhase({ kind: 'uploading', fraction: 0, label: `Uploading ${file.name}` });
    try {
      let view = await uploadForPreview(
        p.wellId,
        file,
        (u) => setPhase({ kind: 'uploading', fraction: u.totalBytes ? u.loadedBytes / u.totalBytes : 0, label: `Uploading ${file.name}` }),
        abort.current.signal,
      );
      // A large file is still parsing: poll its progress.
      while (view.state === 'parsing' || view.state === 'receiving') {
        setPhase({ kind: 'uploading', fraction: view.fraction, label: `Reading ${file.name}` });
        await new Promise((r) => setTimeout(r, 500));
        if (abort.current.signal.aborted) return;
        view = await pollUpload(p.wellId, view.upload_id);
      }
      if (view.state === 'failed' || !view.preview) throw new Error(view.message ?? 'The file cannot be imported');
      setChoices(Object.fromEntries(view.preview.mapping.map((m) => [m.mnemonic, m.action === 'skip' ? SKIP : m.channel])));
      setRunName(view.preview.name ?? file.name);
      setPhase({ kind: 'preview', uploadId: view.upload_id, preview: view.preview });
    } catch (e) {
      if (abort.current?.signal.aborted) return;
      setError(e instanceof Error ? e.message : String(e));
      setPhase({ kind: 'choose' });
    }
  };

  const commit = async () => {
    if (phase.kind !== 'preview') return;
    const { preview, uploadId } = phase;
    const mapping: MappingChoice[] = preview.mapping.map((m) =>
      choices[m.mnemonic] === SKIP ? { mnemonic: m.mnemonic, skip: true } : { mnemonic: m.mnemonic, channel: choices[m.mnemonic] },
    );
    let start_time: number | undefined;
    if (preview.index.needs_start_time) {
      const ms = Date.parse(startTime);
      if (!Number.isFinite(ms)) {
        setError('This file counts elapsed time: give the date and time its first row was recorded.');
        return;
      }
      start_time = Math.floor(ms / 1000);
    }
    setError(null);
    setPhase({ kind: 'committing', uploadId, preview });
    try {
      const result = await commitUpload(p.wellId, uploadId, {
        mapping,
        start_time,
        depth_type: preview.index.type === 'depth' ? depthType : undefined,
        run_name: runName || undefined,
      });
      setPhase({ kind: 'done', result });
    } catch (e) {
      // Nothing was written (all or nothing): say why and let the user change the mapping.
      setError(e instanceof Error ? e.message : String(e));
      setPhase({ kind: 'preview', uploadId, preview });
    }
  };

  const close = () => {
    abort.current?.abort();
    p.onClose(phase.kind === 'done');
  };
  const targets = (type: 'time' | 'depth') => (type === 'time' ? [...TIME_CHANNELS, ...OPTIONAL_TIME_CHANNELS] : DEPTH_CHANNELS);

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={s.surface} data-import-dialog={phase.kind}>
        <DialogBody>
          <DialogTitle>Import a log into {p.wellName}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" data-import-error>
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {phase.kind === 'choose' && (
              <div className={s.row}>
                <Body1>LAS 1.2, 2.0 or 3.0, WITSML 1.4.1.1 or 2.0, or CSV; time or depth indexed.</Body1>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".las,.LAS,.xml,.witsml,.csv,.txt"
                  aria-label="Log file"
                  onChange={(e) => e.target.files?.[0] && void start(e.target.files[0])}
                />
              </div>
            )}
            {phase.kind === 'uploading' && (
              <Field label={phase.label} validationMessage={`${Math.round(phase.fraction * 100)}%`} validationState="none">
                <ProgressBar value={phase.fraction} thickness="large" data-import-progress />
              </Field>
            )}
            {(phase.kind === 'preview' || phase.kind === 'committing') && (
              <>
                <div className={s.grid} data-import-preview>
                  <Caption1>File</Caption1>
                  <Body1>{`${phase.preview.file} · ${phase.preview.format} ${phase.preview.version} · ${phase.preview.encoding}`}</Body1>
                  <Caption1>Index</Caption1>
                  <Body1>
                    {`${phase.preview.index.type} (${phase.preview.index.mnemonic}, ${phase.preview.index.unit_in_file || 'no unit'}), ${phase.preview.index.direction}, `}
                    {phase.preview.index.type === 'time' && !phase.preview.index.needs_start_time
                      ? `${showDateTimeS(phase.preview.index.first)} to ${showDateTimeS(phase.preview.index.last)}`
                      : `${n(phase.preview.index.first)} to ${n(phase.preview.index.last)} ${phase.preview.index.unit}`}
                  </Body1>
                  <Caption1>Rows</Caption1>
                  <Body1>
                    {formatNumber(phase.preview.row_count, { mask: '0,0' })}
                    {phase.preview.null_value !== undefined ? ` · null value ${phase.preview.null_value}` : ''}
                  </Body1>
                </div>
                {phase.preview.warnings.length > 0 && (
                  <ul className={s.warn} data-import-warnings>
                    {phase.preview.warnings.slice(0, 8).map((w, i) => (
                      <li key={i}>
                        {w.line ? `Line ${w.line}: ` : ''}
                        {w.message}
                      </li>
                    ))}
                  </ul>
                )}
                {phase.preview.index.type === 'time' && (
                  <DetectionInputsList
                    mapping={phase.preview.mapping.map((m) => ({
                      mnemonic: m.mnemonic,
                      channel: choices[m.mnemonic] ?? m.channel,
                      action: choices[m.mnemonic] === SKIP ? ('skip' as const) : ('import' as const),
                    }))}
                  />
                )}
                <div className={s.scroll}>
                  <table className={s.table}>
                    <thead>
                      <tr>
                        <th>Curve</th>
                        <th>Unit</th>
                        <th>Description</th>
                        <th>Nulls</th>
                        <th>Min</th>
                        <th>Max</th>
                        <th>Import as</th>
                      </tr>
                    </thead>
                    <tbody>
                      {phase.preview.mapping.map((m) => {
                        const c = phase.preview.curves.find((x) => x.mnemonic === m.mnemonic);
                        return (
                          <tr key={m.mnemonic} data-mapping={m.mnemonic}>
                            <td>{m.mnemonic}</td>
                            <td>{m.unit || '-'}</td>
                            <td>{m.description}</td>
                            <td className="num">{c ? formatNumber(c.nulls, { mask: '0,0' }) : '-'}</td>
                            <td className="num">{n(c?.min)}</td>
                            <td className="num">{n(c?.max)}</td>
                            <td>
                              <Select
                                size="small"
                                aria-label={`Import ${m.mnemonic} as`}
                                value={choices[m.mnemonic] ?? SKIP}
                                disabled={phase.kind === 'committing'}
                                onChange={(_, d) => setChoices((x) => ({ ...x, [m.mnemonic]: d.value }))}
                              >
                                <option value={SKIP}>Skip</option>
                                {!m.declared && m.action === 'import' && (
                                  <option value={m.channel}>{`${m.channel} (new channel, ${m.unit || 'no unit'})`}</option>
                                )}
                                {targets(phase.preview.index.type).map((t) => (
                                  <option key={t.id} value={t.id}>{`${t.label} (${t.unit})`}</option>
                                ))}
                              </Select>
                              {m.note && <Caption1 className={s.warn}>{m.note}</Caption1>}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                <div className={s.row}>
                  <Field label="Run name">
                    <Input value={runName} onChange={(_, d) => setRunName(d.value)} />
                  </Field>
                  {phase.preview.index.type === 'depth' && (
                    <Field label="Depth">
                      <Select value={depthType} onChange={(_, d) => setDepthType(d.value as 'MD' | 'TVD')}>
                        <option value="MD">MD</option>
                        <option value="TVD">TVD</option>
                      </Select>
                    </Field>
                  )}
                  {phase.preview.index.needs_start_time && (
                    <Field label="First row recorded at" required>
                      <Input type="datetime-local" step={1} value={startTime} onChange={(_, d) => setStartTime(d.value)} />
                    </Field>
                  )}
                </div>
                {phase.kind === 'committing' && (
                  <Field label="Importing… nothing is kept if any part fails" validationState="none">
                    <ProgressBar thickness="large" data-import-progress />
                  </Field>
                )}
              </>
            )}
            {phase.kind === 'done' && (
              <MessageBar intent="success" data-import-done>
                <MessageBarBody>
                  {`Imported ${formatNumber(phase.result.rows, { mask: '0,0' })} rows of ${phase.result.channels.length} channel${phase.result.channels.length === 1 ? '' : 's'} (${phase.result.channels.map((c) => c.channel).join(', ')}).`}
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {phase.kind === 'preview' && (
              <Button appearance="primary" onClick={() => void commit()}>
                Import
              </Button>
            )}
            {phase.kind === 'choose' && (
              <Button appearance="primary" onClick={() => fileInput.current?.click()}>
                Choose a file…
              </Button>
            )}
            <Button onClick={close}>{phase.kind === 'done' ? 'Close' : 'Cancel'}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
