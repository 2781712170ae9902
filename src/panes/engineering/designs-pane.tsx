/**
 * Designs (drilling.engineering.design, completions.design): the well's designs of the pane's stage,
 * newest change first; Enter opens one (Design) in a new tab; "New from well data" generates one from
 * the definitive plan and mud program (drilling) or the frac stages (completions).
 */
import { Button } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { generateDesign, useDesigns, type WellDesign } from '../../api/engineering/designs';
import { errorText } from '../directional/shared/pane-states';
import { formatDate } from '../../domain/format';
import { openDetailTab } from '../../features/workspace/open-detail';
import { TableExport, VirtualTable, type ColumnDef } from '../../features/virtual-table';
import { notify } from '../../state/notifications';
import { joinContext } from '../directional/shared/context';
import type { DisplayUnits } from '../directional/shared/display-units';
import { PaneFrame } from '../directional/shared/pane-frame';
import { DataState } from '../directional/shared/pane-states';
import { useDirectionalPane } from '../directional/shared/use-directional-pane';
import type { PaneProps } from '../pane-types';
import { designStageOf } from './design-columns';

function columns(u: DisplayUnits): ColumnDef<WellDesign>[] {
  const L = u.length;
  const td = (d: WellDesign) =>
    d.sections.length ? d.sections[d.sections.length - 1].to_m : d.stages.length ? Math.max(...d.stages.map((s) => s.bottom_md_m)) : null;
  return [
    { id: 'name', header: 'Design', value: (r) => r.name, width: 200, align: 'start', pinned: true },
    { id: 'version', header: 'Version', value: (r) => r.version, width: 72 },
    { id: 'plan', header: 'Plan', value: (r) => r.plan_name, width: 160, align: 'start' },
    { id: 'parts', header: 'Sections / stages', value: (r) => (r.stage === 'drilling' ? r.sections.length : r.stages.length), width: 120 },
    { id: 'td', header: 'Deepest MD', unit: L.symbol, value: (r) => L.show(td(r)), decimals: 0, width: 100 },
    {
      id: 'checks',
      header: 'Checks',
      value: (r) => (r.problems.length ? `${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}` : 'pass'),
      tone: (r) => (r.problems.length ? 'danger' : undefined),
      width: 96,
      align: 'start',
    },
    { id: 'source', header: 'Made', value: (r) => r.source, width: 84, align: 'start' },
    { id: 'updated', header: 'Changed', value: (r) => formatDate(Date.parse(r.updated_at)), width: 100, align: 'start' },
    { id: 'notes', header: 'Notes', value: (r) => r.notes || null, width: 320, align: 'start' },
  ];
}

export default function DesignsPane(props: PaneProps) {
  const pane = useDirectionalPane(props);
  const stage = designStageOf(props.instance.pane);
  const designs = useDesigns(pane.wellId, stage, pane.active);
  const cols = useMemo(() => columns(pane.units), [pane.units]);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = selected !== null ? designs.data?.[selected] : undefined;
  const open = async (d: WellDesign) => {
    await openDetailTab(
      props.instance,
      stage === 'drilling' ? 'drilling.engineering.design.item' : 'completions.design.item',
      { design_id: d.id },
      `${d.name}`,
    );
  };
  const generate = async () => {
    if (!pane.wellId) return;
    setBusy(true);
    try {
      const d = await generateDesign(pane.wellId, stage, `Design ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`);
      notify('success', `${d.name} generated from the well's data`);
    } catch (e) {
      notify('error', `No design generated: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  };
  const title = stage === 'drilling' ? 'Well designs' : 'Completion designs';
  return (
    <PaneFrame
      title={title}
      context={joinContext(
        pane.wellName,
        designs.data ? `${designs.data.length} design${designs.data.length === 1 ? '' : 's'}` : null,
        'Enter opens the selected design',
      )}
      tools={
        <>
          <Button size="small" disabled={!chosen} onClick={() => chosen && void open(chosen)}>
            Open
          </Button>
          <Button size="small" disabled={!pane.wellId || busy} onClick={() => void generate()}>
            New from well data
          </Button>
          <TableExport title={title} columns={cols} rows={designs.data} />
        </>
      }
      state={designs.data ? 'ready' : designs.error ? 'error' : 'loading'}
    >
      <DataState
        wellId={pane.wellId}
        swr={designs}
        what="designs"
        isEmpty={(x) => x.length === 0}
        empty={`This well has no ${stage} design yet: "New from well data" makes one.`}
        ready={(x) => (
          <VirtualTable
            label={title}
            rows={x}
            columns={cols}
            rowKey={(r) => r.id}
            selectedIndex={selected}
            onSelect={(i) => setSelected(i)}
            onActivate={(r) => void open(r)}
          />
        )}
      />
    </PaneFrame>
  );
}
