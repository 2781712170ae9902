/**
 * Uploads in progress in a file drive pane: each with its progress bar, bytes sent of the total,
 * speed and time left, and Cancel; a finished one says so and refreshes the list, a refused one shows
 * the server's reason (a bad name, a duplicate, no permission).
 */
import { Button, Caption1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useRef, useState } from 'react';
import { startUpload, type UploadHandle, type UploadState } from '../../api/file-drive';
import { fileNameProblem } from '../../domain/files/file-drive';
import { formatBytes, formatDuration } from '../../domain/format';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'grid', gridTemplateColumns: 'minmax(120px, 1fr) 2fr auto', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export function useUploads(wellId: string | null, folderId: string, onDone: () => void) {
  const [items, setItems] = useState<UploadState[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  const put = useCallback((u: UploadState) => setItems((list) => [...list.filter((x) => x.key !== u.key), u]), []);
  const add = (file: File) => {
    if (!wellId) return;
    const problem = fileNameProblem(file.name);
    if (problem) {
      put({ key: `${file.name}:refused`, name: file.name, totalBytes: file.size, sentBytes: 0, speedBps: null, state: 'failed', error: problem });
      return;
    }
    let key = '';
    const h = startUpload(wellId, folderId, file, (u) => {
      key = u.key;
      put(u);
      if (u.state === 'done') {
        onDone();
        setTimeout(() => setItems((list) => list.filter((x) => x.key !== u.key)), 4000);
      }
    });
    handles.current.set(key, h);
  };
  const cancel = (key: string) => void handles.current.get(key)?.cancel();
  const dismiss = (key: string) => setItems((list) => list.filter((x) => x.key !== key));
  return { items, add, cancel, dismiss };
}

export function UploadList({ items, onCancel, onDismiss }: { items: UploadState[]; onCancel: (key: string) => void; onDismiss: (key: string) => void }) {
  const s = useStyles();
  if (items.length === 0) return null;
  return (
    <div className={s.list} aria-label="Uploads" data-uploads>
      {items.map((u) => {
        const fraction = u.totalBytes > 0 ? u.sentBytes / u.totalBytes : 0;
        const left = u.speedBps && u.speedBps > 0 ? (u.totalBytes - u.sentBytes) / u.speedBps : null;
        return (
          <div key={u.key} className={s.item} data-upload={u.name} data-upload-state={u.state}>
            <Caption1 className={s.name} title={u.name}>
              {u.name}
            </Caption1>
            <div>
              <ProgressBar
                value={fraction}
                thickness="large"
                color={u.state === 'failed' ? 'error' : u.state === 'done' ? 'success' : 'brand'}
                aria-label={`Upload of ${u.name}`}
              />
              <Caption1 className={u.state === 'failed' ? s.failed : undefined} data-upload-status>
                {u.state === 'failed'
                  ? `Not uploaded: ${u.error}`
                  : u.state === 'cancelled'
                    ? 'Cancelled'
                    : u.state === 'done'
                      ? `Uploaded, ${formatBytes(u.totalBytes)}`
                      : `${formatBytes(u.sentBytes)} of ${formatBytes(u.totalBytes)} (${Math.floor(fraction * 100)} %)` +
                        (u.speedBps ? ` · ${formatBytes(u.speedBps)}/s` : '') +
                        (left !== null ? ` · ${formatDuration(left)} left` : '')}
              </Caption1>
            </div>
            {u.state === 'uploading' ? (
              <Button size="small" onClick={() => onCancel(u.key)}>
                Cancel
              </Button>
            ) : (
              <Button size="small" appearance="subtle" aria-label={`Dismiss ${u.name}`} onClick={() => onDismiss(u.key)}>
                ×
              </Button>
            )}
          </div>
        );
      })}
    </div>
  );
}
