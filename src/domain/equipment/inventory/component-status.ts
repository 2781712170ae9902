/**
 * Where a serialised component is and what that means (data-widgets-calls 3.7, issue 16): on the
 * rig's pipe rack or in the hole (at a rig), in the yard or under repair (at a yard), in transit (on
 * a shipment, at neither). One rule, used by the server's checks and the forms alike.
 */
export const COMPONENT_STATUSES = [
  { id: 'on_rig', label: 'On rig', at: 'rig' },
  { id: 'in_hole', label: 'In hole', at: 'rig' },
  { id: 'in_yard', label: 'In yard', at: 'yard' },
  { id: 'in_transit', label: 'In transit', at: 'shipment' },
  { id: 'repair', label: 'Repair', at: 'yard' },
] as const;

export type ComponentStatus = (typeof COMPONENT_STATUSES)[number]['id'];
export type LocationKind = 'rig' | 'yard';
export const COMPONENT_STATUS_IDS = COMPONENT_STATUSES.map((s) => s.id) as [ComponentStatus, ...ComponentStatus[]];

export const componentStatusLabel = (id: string): string => COMPONENT_STATUSES.find((s) => s.id === id)?.label ?? id;

/** A location written as one value ('rig:<id>', 'yard:<id>'), as forms and the API carry it. */
export interface Location {
  kind: LocationKind;
  id: string;
}

export const LOCATION_PATTERN = /^(rig|yard):([0-9a-f-]{36})$/i;

export function parseLocation(v: string): Location | null {
  const m = LOCATION_PATTERN.exec(v);
  return m ? { kind: m[1].toLowerCase() as LocationKind, id: m[2].toLowerCase() } : null;
}

/**
 * Why a component cannot have `status` at `location` (null when it can). In transit is never set by
 * hand: only a dispatched shipment puts a component there, so its whereabouts stay on record.
 */
export function statusLocationProblem(status: ComponentStatus, location: Location | null): string | null {
  const want = COMPONENT_STATUSES.find((s) => s.id === status)!.at;
  if (want === 'shipment') return 'in transit is set by dispatching a shipment, not by hand';
  if (!location) return `${componentStatusLabel(status).toLowerCase()} needs a ${want}`;
  if (location.kind !== want) return `${componentStatusLabel(status).toLowerCase()} is at a ${want}, not a ${location.kind}`;
  return null;
}
