/**
 * Survey import: pick a file (CSV, WITSML 1.4.1.1 / 2.0 trajectory, LAS 3.0 inclinometry), choose to
 * replace the survey or append below it, preview what the server read (stations with positions, the
 * tie-in, every warning and error naming its line or row), then commit. Nothing is stored until
 * Import is pressed; a failed import shows the server's message (spec 8) and keeps the dialog open.
 */
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { commitImport, previewImport, type ImportPreview, type ImportProblem } from '../../../api/directional';
import { MAX_FILE_NAME_LENGTH } from '../../../domain/constants/limits';
import { VirtualTable, type ColumnDef } from '../../../features/virtual-table';
import { DEG, type DisplayUnits } from '../shared/display-units';
import { errorText } from '../shared/pane-states';
import { formatDecimals } from '../../../domain/format';

const useStyles = makeStyles({
  surface: { maxWidth: '860px', width: '92vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: '2px' },
  table: { height: '240px', display: 'flex', border: `1px solid ${tokens.colorNeutralStroke2}` },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

type PreviewRow = ImportPreview['stations'][number];

async function readBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

const where = (p: ImportProblem) => (p.line !== undefined && !p.message.startsWith('line') ? `line ${p.line}: ` : '');

export function SurveyImportDialog({ wellId, units, open, onClose }: { wellId: string; units: DisplayUnits; open: boolean; onClose: () => void }) {
  const s = useStyles();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<'replace' | 'append'>('append');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setFailure(null);
    setBusy(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const body = async () => ({ file_name: file!.name.slice(0, MAX_FILE_NAME_LENGTH), content_base64: await readBase64(file!), mode });

  const runPreview = async () => {
    if (!file) return;
    setBusy('preview');
    setFailure(null);
    setPreview(null);
    try {
      setPreview(await previewImport(wellId, await body()));
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const runCommit = async () => {
    if (!file || !preview?.can_commit) return;
    setBusy('commit');
    setFailure(null);
    try {
      await commitImport(wellId, await body());
      close();
    } catch (e) {
      setFailure(errorText(e));
      setBusy(null);
    }
  };

  const columns = useMemo<ColumnDef<PreviewRow>[]>(() => {
    const L = units.length;
    return [
      { id: 'row', header: 'Row', value: (r) => r.row, width: 52, align: 'start' },
      { id: 'md', header: 'MD', unit: L.symbol, value: (r) => L.show(r.md), decimals: 2, width: 96 },
      { id: 'inc', header: 'Inc', unit: DEG, value: (r) => r.inc, decimals: 2, width: 72 },
      { id: 'az', header: 'Azi', unit: DEG, value: (r) => r.az, decimals: 2, width: 72 },
      { id: 'tvd', header: 'TVD', unit: L.symbol, value: (r) => L.show(r.tvd), decimals: 2, width: 96 },
      { id: 'ns', header: 'N/S', unit: L.symbol, value: (r) => L.show(r.ns_from_ref), decimals: 2, width: 90 },
      { id: 'ew', header: 'E/W', unit: L.symbol, value: (r) => L.show(r.ew_from_ref), decimals: 2, width: 90 },
      { id: 'dls', header: 'DLS', unit: units.dls.symbol, value: (r) => units.dls.show(r.dls), decimals: 2, width: 80 },
    ];
  }, [units]);

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface className={s.surface} data-survey-import>
        <DialogBody>
          <DialogTitle>Import survey</DialogTitle>
          <DialogContent className={s.content}>
            <div className={s.row}>
              <input
                type="file"
                accept=".csv,.txt,.xml,.las"
                aria-label="Survey file"
                onChange={(e) => {
                  reset();
                  setFile(e.target.files?.[0] ?? null);
                }}
              />
              <RadioGroup
                layout="horizontal"
                value={mode}
                onChange={(_, d) => {
                  setMode(d.value as 'replace' | 'append');
                  setPreview(null);
                }}
                aria-label="Import mode"
              >
                <Radio value="append" label="Append below the last station" />
                <Radio value="replace" label="Replace the survey" />
              </RadioGroup>
            </div>
            <Caption1>CSV (md, inc, azi columns; unit suffixes such as md_ft are read), WITSML 1.4.1.1 or 2.0 trajectory, LAS 3.0 inclinometry.</Caption1>
            {busy === 'preview' && <Spinner size="tiny" label="Reading the file…" />}
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            {preview && (
              <>
                <div className={s.facts} data-import-preview>
                  <Caption1>File</Caption1>
                  <Text size={200}>{[preview.file_name, preview.format, preview.version].filter(Boolean).join(' · ')}</Text>
                  <Caption1>Stations</Caption1>
                  <Text size={200}>
                    {preview.station_count}
                    {preview.mode === 'replace' ? ' (replace the survey)' : ' (append)'}
                  </Text>
                  <Caption1>North</Caption1>
                  <Text size={200}>
                    {preview.azimuth_reference ?? 'not stated'} → {preview.converted_to} north
                  </Text>
                  {preview.tie_in && (
                    <>
                      <Caption1>Tie-in</Caption1>
                      <Text size={200}>
                        MD {formatDecimals(units.length.show(preview.tie_in.md), 2)} {units.length.symbol}, TVD{' '}
                        {formatDecimals(units.length.show(preview.tie_in.tvd), 2)} {units.length.symbol}
                      </Text>
                    </>
                  )}
                </div>
                {preview.errors.length > 0 && (
                  <MessageBar intent="error" data-import-errors>
                    <MessageBarBody>
                      <ul className={s.list}>
                        {preview.errors.slice(0, 12).map((p, i) => (
                          <li key={i}>
                            {where(p)}
                            {p.message}
                          </li>
                        ))}
                      </ul>
                    </MessageBarBody>
                  </MessageBar>
                )}
                {preview.warnings.length > 0 && (
                  <MessageBar intent="warning">
                    <MessageBarBody>
                      <ul className={s.list}>
                        {preview.warnings.slice(0, 8).map((p, i) => (
                          <li key={i}>
                            {where(p)}
                            {p.message}
                          </li>
                        ))}
                      </ul>
                    </MessageBarBody>
                  </MessageBar>
                )}
                {preview.stations.length > 0 && (
                  <div className={s.table}>
                    <VirtualTable label="Stations read from the file" rows={preview.stations} columns={columns} rowKey={(r) => String(r.row)} />
                  </div>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button onClick={() => void runPreview()} disabled={!file || busy !== null}>
              Preview
            </Button>
            <Button appearance="primary" onClick={() => void runCommit()} disabled={!preview?.can_commit || busy !== null}>
              {busy === 'commit' ? 'Importing…' : `Import${preview?.can_commit ? ` ${preview.station_count} stations` : ''}`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
