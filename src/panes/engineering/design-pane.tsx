/**
 * Design (drilling.engineering.design.item, completions.design.item): one design of the well, its
 * hole sections with casing, mud window, section length and volumes (drilling) or its stage set
 * (completions), the plan it was designed on, its version and what its checks find.
 */
import { Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useDesign, type WellDesign } from '../../api/engineering/designs';
import { TableExport, VirtualTable } from '../../features/virtual-table';
import { joinContext } from '../directional/shared/context';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import { useDirectionalPane } from '../directional/shared/use-directional-pane';
import type { PaneProps } from '../pane-types';
import { Figures } from '../reports/report-frame';
import { sectionColumns, sectionRows, stageColumns } from './design-columns';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS, flexGrow: 1, minHeight: 0 },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '160px' },
});

function DesignBody({ d, units }: { d: WellDesign; units: ReturnType<typeof useDirectionalPane>['units'] }) {
  const s = useStyles();
  const sc = useMemo(() => sectionColumns(units), [units]);
  const tc = useMemo(() => stageColumns(units), [units]);
  const L = units.length;
  const rows = sectionRows(d);
  const volume = rows.reduce((a, r) => a + r.open_hole_m3, 0);
  const td = rows.length ? rows[rows.length - 1].to_m : null;
  return (
    <div className={s.body}>
      <Figures
        items={
          d.stage === 'drilling'
            ? [
                { label: 'Sections', value: String(rows.length) },
                { label: 'TD', value: td === null ? '—' : String(Math.round(L.show(td) ?? 0)), unit: L.symbol },
                { label: 'Open hole volume', value: volume.toFixed(1), unit: 'm³' },
                { label: 'Version', value: String(d.version) },
              ]
            : [
                { label: 'Stages', value: String(d.stages.length) },
                { label: 'Proppant', value: d.stages.reduce((a, x) => a + x.proppant_t, 0).toFixed(0), unit: 't' },
                { label: 'Clean fluid', value: d.stages.reduce((a, x) => a + x.clean_m3, 0).toFixed(0), unit: 'm³' },
                { label: 'Version', value: String(d.version) },
              ]
        }
      />
      {d.problems.map((p) => (
        <MessageBar key={p.field} intent="warning">
          <MessageBarBody>
            {p.field}: {p.message}
          </MessageBarBody>
        </MessageBar>
      ))}
      <div className={s.table}>
        {d.stage === 'drilling' ? (
          rows.length ? (
            <VirtualTable label={`${d.name} sections`} rows={rows} columns={sc} rowKey={(r) => r.name} />
          ) : (
            <Caption1>No sections in this design.</Caption1>
          )
        ) : d.stages.length ? (
          <VirtualTable label={`${d.name} stages`} rows={d.stages} columns={tc} rowKey={(r) => String(r.stage_no)} />
        ) : (
          <Caption1>No stages in this design.</Caption1>
        )}
      </div>
      <Caption1>
        {d.plan_name ? `Designed on the plan ${d.plan_name}. ` : 'No trajectory plan linked. '}
        Casing is its OD and shoe depth here; the strings themselves (grades, weights, connections) belong to the casing assemblies.
        {d.notes ? ` ${d.notes}` : ''}
      </Caption1>
    </div>
  );
}

export default function DesignPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const id = props.instance.params.design_id ?? null;
  const design = useDesign(pane.wellId, id, pane.active);
  const units = pane.units;
  const sc = useMemo(() => sectionColumns(units), [units]);
  const d = design.data;
  return (
    <PaneFrame
      title={d ? `Design: ${d.name}` : 'Design'}
      context={joinContext(pane.wellName, d ? `${d.stage} · version ${d.version}` : null)}
      tools={d?.stage === 'drilling' ? <TableExport title={`Design ${d.name}`} columns={sc} rows={sectionRows(d)} /> : null}
      state={d ? 'ready' : design.error ? 'error' : 'loading'}
    >
      <DataState wellId={pane.wellId} swr={design} what="design" isEmpty={() => false} empty="" ready={(x) => <DesignBody d={x} units={units} />} />
    </PaneFrame>
  );
}
