/**
 * File Drive (/drilling/file_drive and /completions/file_drive, spec 7.14): the well's files by
 * category folder, searched by name; uploads of any size (resumable: tus) with progress, speed,
 * time left and cancel; download, rename, move and delete from the keyboard (Enter, F2, M, Delete on
 * the selected row). The completions drive shows its one folder (the route forces folder_id).
 */
import { Button, Caption1, Input, Select, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { deleteDriveFile, downloadDriveFile, moveDriveFiles, renameDriveFile, unfinishedUploads, useDriveFiles } from '../../api/file-drive';
import { DRIVE_FOLDERS, fileNameProblem, type DriveFileDto } from '../../domain/files/file-drive';
import { formatBytes } from '../../domain/format';
import { showDateTimeS } from '../../features/format/user-format';
import { VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { askConfirm } from '../../state/confirmations';
import { notify } from '../../state/notifications';
import { PaneStateView, paneState } from '../logs/pane-state';
import { usePaneWell } from '../logs/use-pane-well';
import { paneBarStyle, paneRootStyle } from '../pane-chrome';
import type { PaneProps } from '../pane-types';
import { UploadList, useUploads } from './upload-list';

const useStyles = makeStyles({
  root: paneRootStyle,
  bar: { ...paneBarStyle, flexWrap: 'wrap' },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  spacer: { flexGrow: 1 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  folders: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: tokens.spacingHorizontalS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: '170px',
    overflow: 'auto',
  },
  folder: { justifyContent: 'space-between', fontWeight: tokens.fontWeightRegular },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0, gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '160px' },
});

const ALL = '';

function fileColumns(): ColumnDef<DriveFileDto>[] {
  const folderName = (id: string) => DRIVE_FOLDERS.find((f) => f.id === id)?.name ?? id;
  return [
    { id: 'name', header: 'Name', value: (r) => r.name, align: 'start', width: 320, pinned: true },
    { id: 'folder', header: 'Folder', value: (r) => folderName(r.folder_id), align: 'start', width: 140 },
    { id: 'size', header: 'Size', value: (r) => formatBytes(r.size_bytes), width: 90 },
    { id: 'type', header: 'Type', value: (r) => r.content_type, align: 'start', width: 150, hideable: true },
    { id: 'by', header: 'Uploaded by', value: (r) => r.uploaded_by_name ?? '-', align: 'start', width: 140 },
    { id: 'at', header: 'Uploaded', value: (r) => showDateTimeS(Date.parse(r.created_at) / 1000), align: 'start', width: 160 },
    { id: 'sha', header: 'SHA-256', value: (r) => r.sha256.slice(0, 16), align: 'start', width: 140, hideable: true },
  ];
}

export default function FileDrivePane(props: PaneProps) {
  const s = useStyles();
  const pw = usePaneWell(props);
  const forced = props.instance.params.folder_id;
  const stage = props.paneType.id.startsWith('completions.') ? 'completions' : 'drilling';
  const folders = DRIVE_FOLDERS.filter((f) => (forced ? f.id === forced : f.stage === stage));
  const [folder, setFolder] = useState<string>(forced ?? ALL);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const files = useDriveFiles(props.wellId, folder || (forced ?? null), search.trim());
  const rows = files.data?.data ?? [];
  const current = selected !== null ? (rows[selected] ?? null) : null;
  const columns = useMemo(fileColumns, []);
  const picker = useRef<HTMLInputElement>(null);
  const uploadFolder = folder || folders[0]?.id || 'other';
  const uploads = useUploads(props.wellId, uploadFolder, () => void files.mutate());
  const mayEdit = files.data?.may_edit === true;
  const waiting = unfinishedUploads().filter((u) => !uploads.items.some((i) => i.name === u.name && i.state === 'uploading'));

  const state = paneState({
    wellId: props.wellId,
    loading: pw.loading || (files.isLoading && !files.data),
    error: files.error ? String((files.error as Error).message ?? files.error) : pw.error,
    generation: null,
    empty: false,
  });

  const counts = new Map((files.data?.folders ?? []).map((f) => [f.folder_id, f]));
  const total = [...counts.values()].reduce((a, f) => ({ n: a.n + f.n, bytes: a.bytes + f.bytes }), { n: 0, bytes: 0 });

  async function act(fn: () => Promise<unknown>, done: string) {
    try {
      await fn();
      notify('success', done);
    } catch {
      /* the request layer showed the server's message */
    }
    void files.mutate();
  }

  const download = (f: DriveFileDto) => void downloadDriveFile(props.wellId!, f.file_code).catch(() => undefined);
  const remove = async (f: DriveFileDto) => {
    if (
      await askConfirm({ title: 'Delete file', message: `Delete ${f.name} (${formatBytes(f.size_bytes)})? It cannot be brought back.`, confirmLabel: 'Delete' })
    )
      await act(() => deleteDriveFile(props.wellId!, f.id), `${f.name} deleted`);
  };
  const move = (f: DriveFileDto, to: string) => act(() => moveDriveFiles(props.wellId!, [f.id], to), `${f.name} moved`);

  const onTableKey = (e: KeyboardEvent) => {
    if (!current || !mayEdit) return;
    if (e.key === 'F2') {
      e.preventDefault();
      setRenaming(current.name);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      void remove(current);
    }
  };

  const renameProblem = renaming !== null ? fileNameProblem(renaming) : null;
  const label = `File Drive${pw.well ? ` of ${pw.well.name}` : ''}`;

  return (
    <div className={s.root} data-file-drive={stage}>
      <div className={s.bar}>
        <Text className={s.title}>File Drive</Text>
        {pw.well && <Caption1 className={s.muted}>{pw.well.name}</Caption1>}
        <Caption1 className={s.muted}>
          {total.n} files, {formatBytes(total.bytes)}
          {files.data && !files.data.sees_all ? ' (your own files)' : ''}
        </Caption1>
        <span className={s.spacer} />
        <Input
          size="small"
          type="search"
          placeholder="Search by name"
          aria-label="Search files by name"
          value={search}
          onChange={(_, d) => setSearch(d.value)}
        />
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          aria-label="Files to upload"
          data-upload-input
          onChange={(e) => {
            for (const file of Array.from(e.target.files ?? [])) uploads.add(file);
            e.target.value = '';
          }}
        />
        <Tooltip
          content={mayEdit ? `Upload into ${DRIVE_FOLDERS.find((f) => f.id === uploadFolder)?.name}` : 'You may not upload here (EDIT_FILES)'}
          relationship="description"
        >
          <Button size="small" appearance="primary" disabled={!props.wellId || !mayEdit} onClick={() => picker.current?.click()}>
            Upload…
          </Button>
        </Tooltip>
      </div>
      {state ? (
        <PaneStateView kind={state} error={files.error ? String((files.error as Error).message ?? files.error) : pw.error} />
      ) : (
        <div className={s.body}>
          <nav className={s.folders} aria-label="Folders">
            {!forced && (
              <Button
                size="small"
                appearance={folder === ALL ? 'primary' : 'subtle'}
                className={s.folder}
                onClick={() => setFolder(ALL)}
                aria-pressed={folder === ALL}
              >
                <span>All folders</span>
                <span>{total.n}</span>
              </Button>
            )}
            {folders.map((f) => (
              <Button
                key={f.id}
                size="small"
                appearance={folder === f.id ? 'primary' : 'subtle'}
                className={s.folder}
                onClick={() => setFolder(f.id)}
                aria-pressed={folder === f.id}
                data-folder={f.id}
              >
                <span>{f.name}</span>
                <span>{counts.get(f.id)?.n ?? 0}</span>
              </Button>
            ))}
          </nav>
          <div className={s.main}>
            <UploadList items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
            {waiting.length > 0 && (
              <Caption1 className={s.muted} data-unfinished>
                Unfinished: {waiting.map((u) => `${u.name} (${formatBytes(u.size)})`).join(', ')}. Upload the same file again to continue where it stopped.
              </Caption1>
            )}
            {current && mayEdit && (
              <div className={s.tools} aria-label="Selected file">
                <Caption1>{current.name}</Caption1>
                <Button size="small" onClick={() => download(current)}>
                  Download (Enter)
                </Button>
                {renaming === null ? (
                  <Button size="small" onClick={() => setRenaming(current.name)}>
                    Rename (F2)
                  </Button>
                ) : (
                  <Input
                    size="small"
                    autoFocus
                    aria-label="New name"
                    value={renaming}
                    aria-invalid={renameProblem !== null}
                    onChange={(_, d) => setRenaming(d.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') setRenaming(null);
                      if (e.key === 'Enter' && !renameProblem) {
                        const name = renaming;
                        setRenaming(null);
                        void act(() => renameDriveFile(props.wellId!, current.id, name), `Renamed to ${name}`);
                      }
                    }}
                  />
                )}
                {renameProblem && <Caption1 role="alert">{renameProblem}</Caption1>}
                {!forced && (
                  <Select size="small" aria-label="Move to folder" value="" onChange={(_, d) => d.value && void move(current, d.value)}>
                    <option value="">Move to…</option>
                    {folders
                      .filter((f) => f.id !== current.folder_id)
                      .map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name}
                        </option>
                      ))}
                  </Select>
                )}
                <Button size="small" onClick={() => void remove(current)}>
                  Delete (Del)
                </Button>
              </div>
            )}
            <div className={s.table} onKeyDown={onTableKey}>
              {rows.length === 0 ? (
                <Caption1 className={s.muted} data-pane-message="empty">
                  {search ? `No file name contains "${search}".` : 'No files in this folder yet: Upload… adds some.'}
                </Caption1>
              ) : (
                <VirtualTable
                  label={label}
                  exportTitle={label}
                  rows={rows}
                  columns={columns}
                  rowKey={(r) => r.id}
                  selectedIndex={selected}
                  onSelect={(i) => setSelected(i)}
                  onActivate={download}
                />
              )}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
