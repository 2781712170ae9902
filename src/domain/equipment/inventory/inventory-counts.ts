/**
 * The figures of a rig inventory: components per tool type and status, hours and inspections. Pure,
 * so the pane's header and the API's totals are the same numbers.
 */
import { COMPONENT_STATUS_IDS, type ComponentStatus } from './component-status';
import { TOOL_TYPES } from './tool-types';

export interface CountedComponent {
  toolType: string;
  status: ComponentStatus;
  hoursDrilling: number;
  hoursCirculating: number;
  /** YYYY-MM-DD, null: never inspected on record. */
  lastInspection: string | null;
}

export type StatusCounts = Record<ComponentStatus, number>;

export interface TypeCount {
  toolType: string;
  total: number;
  byStatus: StatusCounts;
  hoursDrilling: number;
  hoursCirculating: number;
}

export interface InventoryCounts {
  total: number;
  byStatus: StatusCounts;
  /** Tool types in catalogue order; only those with a component. */
  byType: TypeCount[];
  /** Last inspection older than the interval, or none on record. */
  inspectionDue: number;
}

const zero = (): StatusCounts => Object.fromEntries(COMPONENT_STATUS_IDS.map((s) => [s, 0])) as StatusCounts;

/** Days from YYYY-MM-DD `from` to `to` (whole days, UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A component is due for inspection when its last inspection is `intervalDays` old or more (or
 * none is on record). 180 days is a common interval for jars and motors between shop inspections.
 */
export function inspectionDue(lastInspection: string | null, today: string, intervalDays = 180): boolean {
  return lastInspection === null || daysBetween(lastInspection, today) >= intervalDays;
}

export function inventoryCounts(items: readonly CountedComponent[], today: string, intervalDays = 180): InventoryCounts {
  const byStatus = zero();
  const types = new Map<string, TypeCount>();
  let due = 0;
  for (const c of items) {
    byStatus[c.status] += 1;
    let t = types.get(c.toolType);
    if (!t) types.set(c.toolType, (t = { toolType: c.toolType, total: 0, byStatus: zero(), hoursDrilling: 0, hoursCirculating: 0 }));
    t.total += 1;
    t.byStatus[c.status] += 1;
    t.hoursDrilling += c.hoursDrilling;
    t.hoursCirculating += c.hoursCirculating;
    if (inspectionDue(c.lastInspection, today, intervalDays)) due += 1;
  }
  const order = new Map<string, number>(TOOL_TYPES.map((t, i) => [t.id, i]));
  const byType = [...types.values()].sort((a, b) => (order.get(a.toolType) ?? 99) - (order.get(b.toolType) ?? 99));
  return { total: items.length, byStatus, byType, inspectionDue: due };
}
