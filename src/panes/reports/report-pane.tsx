/**
 * The one statistics pane: every pane of REPORT_PANES (connections, tripping, activities, drilling,
 * rotary and slide statistics, zero WOB / diff-P, the auto time log) is a declaration rendered here,
 * over the pane's well and period, re-fetched when a stand is detected on a live well. A pane that
 * edits (its declaration's editor) shows the editor above whichever view is chosen.
 */
import { useState } from 'react';
import type { PaneProps } from '../pane-types';
import { REPORT_PANES, type ReportDecl } from './report-decls';
import { ReportFrame } from './report-frame';
import { useAnalytics } from './use-analytics';

export default function ReportPane(props: PaneProps) {
  const d = REPORT_PANES[props.paneType.id];
  if (!d) throw new Error(`No report declaration for ${props.paneType.id}`);
  const decls = Array.isArray(d) ? d : [d];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0 }}>
      {decls.map((x, i) => (
        <Report key={i} decl={x} {...props} />
      ))}
    </div>
  );
}

function Report(props: PaneProps & { decl: ReportDecl<unknown> }) {
  const { decl } = props;
  const a = useAnalytics<unknown>(decl.url, props, decl.url === 'charts/connections' ? {} : undefined);
  const wanted = props.instance.params.view;
  const [view, setView] = useState(() => decl.views.find((v) => v.id === wanted)?.id ?? decl.views[0].id);
  const shown = decl.views.find((v) => v.id === view) ?? decl.views[0];
  const label = `${props.paneType.title}${decl.views.length > 1 ? `: ${shown.label}` : ''}${a.pw.well ? ` of ${a.pw.well.name}` : ''}`;
  return (
    <ReportFrame
      title={props.paneType.title}
      wellId={props.wellId}
      a={a}
      isEmpty={decl.isEmpty}
      emptyText={decl.emptyText}
      views={decl.views}
      view={shown.id}
      onView={setView}
    >
      {(data) => (
        <>
          {decl.editor?.(data, { wellId: props.wellId })}
          {shown.render(data, label, { wellId: props.wellId })}
        </>
      )}
    </ReportFrame>
  );
}
