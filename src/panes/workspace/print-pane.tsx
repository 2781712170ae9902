/**
 * /print?url=<a pane's URL>: that pane alone, full screen, in the light theme whatever the user's
 * (paper is white), for the browser's print and "save as PDF". Ctrl/Cmd+P in the workspace opens it
 * for the focused pane. /print?report=morning&well=<id>: the morning report's layout of the well's
 * widgets (morning-report-view.tsx), which the server also prints to PDF.
 */
import { FluentProvider } from '@fluentui/react-components';
import { useMemo } from 'react';
import { buildTheme } from '../../app/theme';
import { resolvePath } from '../../commands/resolve-url';
import { instanceFromUrl } from '../../features/workspace/pane-href';
import { ShownThemeOverride } from '../../features/preferences/use-shown-theme';
import { MORNING_QUERY, MORNING_REPORT } from '../../features/print/morning-sections';
import { PRINT_URL_QUERY } from '../../features/workspace/print';
import type { PaneProps } from '../pane-types';
import { FullScreenMessage, FullScreenPane } from './full-screen-pane';
import { MorningReportView } from './morning-report-view';

const light = buildTheme('light');

export default function PrintPane({ instance }: PaneProps) {
  const target = instance.params[PRINT_URL_QUERY] ?? '';
  const printed = useMemo(() => {
    if (!target.startsWith('/') || target.startsWith('//')) return null;
    const u = new URL(target, window.location.origin);
    const m = resolvePath(u.pathname);
    if (!m?.route.pane || m.route.chrome === 'none') return null;
    const inst = instanceFromUrl(m.route, m.params, u.searchParams);
    // The print window has its own selection: the pane keeps the well its URL names.
    return m.params.well_uid ? { ...inst, well: m.params.well_uid } : inst;
  }, [target]);
  return (
    <FluentProvider theme={light.fluent} style={{ background: light.background }} data-print-view>
      <ShownThemeOverride theme="light">
        {instance.params[MORNING_QUERY.report] === MORNING_REPORT ? (
          <MorningReportView params={instance.params} />
        ) : printed ? (
          <FullScreenPane instance={printed} label="Print" />
        ) : (
          <FullScreenMessage title="Nothing to print">Open the print view from a pane: focus it and press Ctrl+P (⌘P on a Mac).</FullScreenMessage>
        )}
      </ShownThemeOverride>
    </FluentProvider>
  );
}
