/**
 * Tool Catalog (drilling.equipment.tool_catalog, /tool_catalog/{tool_type?}/{component_id?}): the
 * models BHAs are built from — bits, motors, MWD, stabilisers, collars, jars, HWDP — with OD, ID,
 * length, weight, connections and max torque / flow, filtered by the route's tool type; the route's
 * {component_id} selects that model. Curators (administrators, MANAGE_WELLS) edit it with Ctrl+E.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { catalogPath, useCatalog, type CatalogModel } from '../../../api/equipment-inventory';
import { toolTypeOrder, toolTypePlural } from '../../../domain/equipment/inventory/tool-types';
import { VirtualTable } from '../../../features/virtual-table';
import { PaneFrame } from '../../directional/shared/pane-frame';
import { DataState } from '../../directional/shared/pane-states';
import type { PaneProps } from '../../pane-types';
import { useUnitSystem } from '../../reports/use-unit-system';
import { catalogColumns } from './inventory-columns';
import { catalogForm } from './inventory-forms';
import { usePickedRow } from './picked-row';
import { useRecordEdit } from './record-edit';
import { ToolTypeSelect, useToolTypeFilter } from './tool-type-filter';
import { toolUnits } from './tool-units';

const useStyles = makeStyles({ body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS } });

export default function ToolCatalogPane(props: PaneProps) {
  const s = useStyles();
  const { tool_type: typeParam, component_id: pick } = props.instance.params;
  const [type, setType] = useToolTypeFilter(typeParam);
  const swr = useCatalog();
  const system = useUnitSystem();
  const units = useMemo(() => toolUnits(system), [system]);
  // BHA order (bit first), larger sizes first within a type
  const all = useMemo(
    () =>
      [...(swr.data?.data ?? [])].sort((a, b) => toolTypeOrder(a.tool_type) - toolTypeOrder(b.tool_type) || b.od_mm - a.od_mm || a.name.localeCompare(b.name)),
    [swr.data],
  );
  const rows = useMemo(() => (type ? all.filter((m) => m.tool_type === type) : all), [all, type]);
  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const r of all) m.set(r.tool_type, (m.get(r.tool_type) ?? 0) + 1);
    return m;
  }, [all]);
  const [selected, setSelected] = usePickedRow(rows, pick);
  const chosen = selected === null ? undefined : rows[selected];
  const edit = useRecordEdit<CatalogModel>({
    refusal: !swr.data ? 'The catalogue is still loading' : swr.data.can_edit ? null : 'Only administrators and holders of MANAGE_WELLS curate the catalogue',
    decl: catalogForm(catalogPath),
    selected: chosen,
    preset: type ? { tool_type: type } : undefined,
    describe: (r) => r.name,
  });
  const title = type ? `Tool Catalog: ${toolTypePlural(type)}` : 'Tool Catalog';
  return (
    <PaneFrame
      title={edit.editing ? `${title} — editing` : title}
      context={swr.data ? `${rows.length} model${rows.length === 1 ? '' : 's'} · diameters in inches` : undefined}
      bodyClassName={s.body}
      tools={
        <>
          <ToolTypeSelect value={type} onChange={(v) => (setType(v), setSelected(null))} counts={counts} />
          {edit.tools}
        </>
      }
      state={swr.data ? 'ready' : 'loading'}
    >
      {edit.dialog}
      <DataState
        wellId={props.wellId ?? 'catalogue'}
        swr={{ data: swr.data ? rows : undefined, error: swr.error, mutate: swr.mutate }}
        what="tool catalogue"
        isEmpty={(r) => r.length === 0}
        empty={type ? `No ${toolTypePlural(type).toLowerCase()} in the catalogue yet.` : 'The catalogue is empty: add the tool models your BHAs use.'}
        ready={(r) => (
          <VirtualTable
            label={title}
            exportTitle={title}
            rows={r}
            columns={catalogColumns(units)}
            rowKey={(m) => m.id}
            selectedIndex={selected}
            onSelect={(i) => setSelected(i)}
            onActivate={(m) => edit.activate(m)}
          />
        )}
      />
    </PaneFrame>
  );
}
