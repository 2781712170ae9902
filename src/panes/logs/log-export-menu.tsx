/**
 * Export the window on screen as CSV or LAS 2.0, written by the server from the stored seconds or
 * depth points (GET logs/{wellId}/export, export_depth), downloaded as a file.
 */
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useState } from 'react';
import { exportLogWindow, type ExportFormat } from '../../api/logs';
import { downloadBlob } from '../../features/virtual-table';
import { notify } from '../../state/notifications';

export interface ExportRange {
  wellId: string;
  axis: 'time' | 'depth';
  channels: readonly string[];
  /** Index units of the view: epoch s (time) or metres (depth). */
  from: number;
  to: number;
}

export function LogExportMenu({ range }: { range: ExportRange }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { blob, fileName } = await exportLogWindow(range.wellId, {
        axis: range.axis,
        format,
        channels: range.channels.filter((c) => c !== 'activity'),
        from: range.from,
        to: range.to,
      });
      downloadBlob(fileName, blob);
    } catch (e) {
      // The request layer has shown the server's message; say which export failed.
      notify('error', `Export as ${format.toUpperCase()} failed${e instanceof Error && e.message ? `: ${e.message}` : ''}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" disabled={busy}>
          {busy ? 'Exporting…' : 'Export'}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void run('csv')}>Window as CSV</MenuItem>
          <MenuItem onClick={() => void run('las')}>Window as LAS 2.0</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
