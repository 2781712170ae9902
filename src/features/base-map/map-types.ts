/** What the offline base map draws: wells as points, lines (trajectories, lease lines) and the view. */
import type { LatLon } from '../../domain/wellinfo/geo-plane';

export interface MapWellPoint extends LatLon {
  id: string;
  name: string;
  /** The pane's own well: drawn larger, in the actual colour. */
  selected?: boolean;
  /** One line under the name in the status (distance and bearing, status…). */
  detail?: string;
}

export interface MapLine {
  name: string;
  kind: 'own' | 'offset' | 'leaseline' | 'boundary';
  points: readonly LatLon[];
  closed?: boolean;
}

/** Where the map opens: a centre and a zoom (the configured default centre), or an extent to fit. */
export type MapOpening = { centre: LatLon; zoom: number } | { fit: { south: LatLon; north: LatLon } };

export interface WellMapProps {
  /** Names the map for screen readers and its export. */
  label: string;
  wells: readonly MapWellPoint[];
  lines?: readonly MapLine[];
  opening: MapOpening;
  /** The view goes back to `opening` whenever this changes (another well, another radius). */
  openingKey: string;
  /** Scale line units, after the user's unit system. */
  units: 'metric' | 'us';
  /** Enter on the chosen well (or a double click on it). */
  onOpen: (wellId: string) => void;
}
