/**
 * Rig Inventory (drilling.equipment.rig_inventory, /rig_inventory/{tool_type?}/{component_id?}):
 * the serialised components seen from the well — on its rig (on the rack or in the hole), in the
 * yards (in stock or under repair) and on the road to or from its rig — with hours, circulating
 * hours and last inspection (due after 180 days), counted per status and tool type. Filter by the
 * route's tool type or by status; CSV / XLSX export of what is shown. Ctrl+E edits (EDIT_DESIGN).
 */
import { Caption1, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { refreshEntities } from '../../../api/admin-entities';
import { catalogPath, inventoryPath, useCatalog, useInventory, type InventoryComponent } from '../../../api/equipment-inventory';
import { COMPONENT_STATUSES } from '../../../domain/equipment/inventory/component-status';
import { toolTypeOrder, toolTypePlural } from '../../../domain/equipment/inventory/tool-types';
import { VirtualTable } from '../../../features/virtual-table';
import { PaneFrame } from '../../directional/shared/pane-frame';
import { DataState } from '../../directional/shared/pane-states';
import type { PaneProps } from '../../pane-types';
import { Figures } from '../../reports/report-frame';
import { useUnitSystem } from '../../reports/use-unit-system';
import { componentColumns } from './inventory-columns';
import { componentForm } from './inventory-forms';
import { usePickedRow } from './picked-row';
import { useRecordEdit } from './record-edit';
import { ToolTypeSelect, useToolTypeFilter } from './tool-type-filter';
import { toolUnits } from './tool-units';

const useStyles = makeStyles({
  body: { padding: tokens.spacingHorizontalS, gap: tokens.spacingVerticalS },
  table: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '160px' },
});

const placeRank = (c: InventoryComponent) => (c.location?.startsWith('rig:') ? 0 : c.location ? 1 : 2);

export default function RigInventoryPane(props: PaneProps) {
  const s = useStyles();
  const { wellId } = props;
  const { tool_type: typeParam, component_id: pick } = props.instance.params;
  const [type, setType] = useToolTypeFilter(typeParam);
  const [status, setStatus] = useState('');
  const swr = useInventory(wellId);
  const catalog = useCatalog();
  const system = useUnitSystem();
  const units = useMemo(() => toolUnits(system), [system]);
  const d = swr.data?.data;
  const rows = useMemo(
    () =>
      (d?.components ?? [])
        .filter((c) => (!type || c.tool_type === type) && (!status || c.status === status))
        // the rig first, then the yards, then the road; tools in BHA order (bit first)
        .sort(
          (a, b) =>
            placeRank(a) - placeRank(b) ||
            (a.location_name ?? '').localeCompare(b.location_name ?? '') ||
            toolTypeOrder(a.tool_type) - toolTypeOrder(b.tool_type) ||
            a.serial_number.localeCompare(b.serial_number),
        ),
    [d, type, status],
  );
  const typeCounts = useMemo(() => new Map((d?.counts.byType ?? []).map((t) => [t.toolType, t.total])), [d]);
  const [selected, setSelected] = usePickedRow(rows, pick);
  const chosen = selected === null ? undefined : rows[selected];
  const models = useMemo(() => (catalog.data?.data ?? []).filter((m) => !type || m.tool_type === type), [catalog.data, type]);
  const edit = useRecordEdit<InventoryComponent>({
    refusal: !wellId
      ? 'Select a well first'
      : !swr.data
        ? 'The inventory is still loading'
        : swr.data.can_edit
          ? null
          : 'Editing the inventory needs EDIT_DESIGN on this well',
    decl: wellId && d && catalog.data ? componentForm(inventoryPath(wellId), models, d.rigs, d.yards) : null,
    selected: chosen,
    rowRefusal: (r) => (r.status === 'in_transit' ? `${r.serial_number} is on the road: it moves with its shipment` : null),
    onChanged: () => void refreshEntities(catalogPath),
    describe: (r) => r.serial_number,
  });
  const rigNames = d?.rigs.map((r) => r.name).join(', ');
  const title = type ? `Rig Inventory: ${toolTypePlural(type)}` : 'Rig Inventory';
  const c = d?.counts;
  return (
    <PaneFrame
      title={edit.editing ? `${title} — editing` : title}
      context={d ? `${rigNames || 'No rig on this well'} and ${d.yards.length} yard${d.yards.length === 1 ? '' : 's'} · ${rows.length} shown` : undefined}
      bodyClassName={s.body}
      tools={
        <>
          <ToolTypeSelect value={type} onChange={(v) => (setType(v), setSelected(null))} counts={typeCounts} />
          <Select size="small" aria-label="Status" value={status} onChange={(_, x) => (setStatus(x.value), setSelected(null))}>
            <option value="">All statuses</option>
            {COMPONENT_STATUSES.map((x) => (
              <option key={x.id} value={x.id}>{`${x.label} (${c?.byStatus[x.id] ?? 0})`}</option>
            ))}
          </Select>
          {edit.tools}
        </>
      }
      state={d ? 'ready' : 'loading'}
    >
      {edit.dialog}
      <DataState
        wellId={wellId}
        swr={swr}
        what="rig inventory"
        isEmpty={(x) => x.data.components.length === 0}
        empty="No components on this well's rig or in the yards yet."
        ready={() => (
          <>
            {c && (
              <Figures
                items={[
                  { label: 'Components', value: String(c.total) },
                  { label: 'In hole', value: String(c.byStatus.in_hole) },
                  { label: 'On rig', value: String(c.byStatus.on_rig) },
                  { label: 'In yard', value: String(c.byStatus.in_yard) },
                  { label: 'In transit', value: String(c.byStatus.in_transit) },
                  { label: 'Repair', value: String(c.byStatus.repair) },
                  { label: 'Inspection due', value: String(c.inspectionDue) },
                ]}
              />
            )}
            {!d?.rigs.length && <Caption1>This well has no rig: only the yards' stock is shown.</Caption1>}
            {rows.length === 0 ? (
              <Caption1 data-pane-message="empty">Nothing matches the filters.</Caption1>
            ) : (
              <div className={s.table}>
                <VirtualTable
                  label={title}
                  exportTitle={`${title}${rigNames ? ` ${rigNames}` : ''}`}
                  rows={rows}
                  columns={componentColumns(units, d!.today)}
                  rowKey={(r) => r.id}
                  selectedIndex={selected}
                  onSelect={(i) => setSelected(i)}
                  onActivate={(r) => edit.activate(r)}
                />
              </div>
            )}
          </>
        )}
      />
    </PaneFrame>
  );
}
