/**
 * A shipment of tools between a yard and a rig (data-widgets-calls 7.9 "shipment", issue 16):
 * planned → in transit (dispatched) → delivered. What each step does to the components on it, and
 * which components may be loaded, are decided here once; the server applies it in one transaction.
 */
import type { ComponentStatus, Location } from './component-status';

export const SHIPMENT_STATES = [
  { id: 'planned', label: 'Planned' },
  { id: 'in_transit', label: 'In transit' },
  { id: 'delivered', label: 'Delivered' },
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number]['id'];
export const SHIPMENT_STATE_IDS = SHIPMENT_STATES.map((s) => s.id) as [ShipmentState, ...ShipmentState[]];
export const shipmentStateLabel = (id: string): string => SHIPMENT_STATES.find((s) => s.id === id)?.label ?? id;

export type ShipmentAction = 'dispatch' | 'deliver';

export type Transition = { ok: true; to: ShipmentState } | { ok: false; reason: string };

/** The state `action` takes a shipment in `state` to, or why it cannot. */
export function shipmentTransition(state: ShipmentState, action: ShipmentAction, itemCount: number): Transition {
  if (action === 'dispatch') {
    if (state !== 'planned') return { ok: false, reason: `a shipment ${shipmentStateLabel(state).toLowerCase()} cannot be dispatched again` };
    if (itemCount === 0) return { ok: false, reason: 'load at least one component before dispatching' };
    return { ok: true, to: 'in_transit' };
  }
  if (state === 'planned') return { ok: false, reason: 'dispatch the shipment before delivering it' };
  if (state === 'delivered') return { ok: false, reason: 'the shipment is already delivered' };
  return { ok: true, to: 'delivered' };
}

/** Only a planned shipment's route, dates and load may change; after that it is a record. */
export const shipmentEditable = (state: ShipmentState): boolean => state === 'planned';

export interface Placement {
  status: ComponentStatus;
  rigId: string | null;
  yardId: string | null;
}

/** Where a shipment's components are once `action` is done: on the road, then at the destination. */
export function placementAfter(action: ShipmentAction, to: Location): Placement {
  if (action === 'dispatch') return { status: 'in_transit', rigId: null, yardId: null };
  return to.kind === 'rig' ? { status: 'on_rig', rigId: to.id, yardId: null } : { status: 'in_yard', rigId: null, yardId: to.id };
}

export interface Loadable {
  serial: string;
  status: ComponentStatus;
  rigId: string | null;
  yardId: string | null;
}

/**
 * Why `c` cannot be loaded on a shipment from `from` to `to` (null when it can): it must be at the
 * origin and free — not in the hole, not already on the road — and a tool under repair goes to a yard only.
 */
export function loadProblem(c: Loadable, from: Location, to: Location): string | null {
  if (c.status === 'in_hole') return `${c.serial} is in the hole: pull it out of hole first`;
  if (c.status === 'in_transit') return `${c.serial} is already in transit`;
  const here = from.kind === 'rig' ? c.rigId === from.id : c.yardId === from.id;
  if (!here) return `${c.serial} is not at the shipment's origin`;
  if (c.status === 'repair' && to.kind === 'rig') return `${c.serial} is under repair and cannot go to a rig`;
  return null;
}

/** Why a route from `from` to `to` is not a shipment (null when it is). */
export function routeProblem(from: Location, to: Location): string | null {
  if (from.kind === to.kind && from.id === to.id) return 'the destination is the origin';
  return null;
}
