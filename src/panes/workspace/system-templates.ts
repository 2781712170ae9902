/**
 * System dashboard templates as declarations (data-widgets-calls 2.4: "Widget layouts are held as
 * lists of widget ids"): rows of widget pane ids, no code. The registry reads them to decide which
 * templates ship (a template ships only when every tile in it is ready) and whether an area's
 * dashboards route is ready (it has a shipped template); features/workspace turns a template into a
 * layout. Chosen for what each stage's engineer watches first.
 */
import type { DashboardArea } from '../../state/workspace-doc';

export interface DashboardTemplate {
  id: string;
  name: string;
  area: DashboardArea;
  description: string;
  /** Top to bottom; each row left to right. */
  rows: readonly (readonly string[])[];
}

export const DECLARED_TEMPLATES: readonly DashboardTemplate[] = [
  {
    id: 'system.drilling.overview',
    name: 'Drilling overview',
    area: 'drilling',
    description: 'Rig state and progress at a glance: what the rig is doing, how fast it drills, the live log and where the bit is against plan.',
    rows: [
      ['widget.rig-status', 'widget.solid-gauge', 'widget.days-vs-depth'],
      ['widget.drilling-control-log', 'widget.2d-vertical-section', 'widget.2d-plan-view'],
    ],
  },
  {
    id: 'system.drilling.directional',
    name: 'Directional',
    area: 'drilling',
    description: 'Trajectory against plan and the anti-collision picture.',
    rows: [
      ['widget.surveyed-trajectory', 'widget.2d-vertical-section', 'widget.2d-plan-view'],
      ['widget.ac-summary', 'widget.ladder-plot', 'widget.travelling-cylinder'],
    ],
  },
  {
    id: 'system.drilling.performance',
    name: 'Drilling performance',
    area: 'drilling',
    description: 'Where the time goes: ROP, activities, connections and trips.',
    rows: [
      ['widget.rop-and-time', 'widget.drilling-activities-by-day'],
      ['widget.connection-statistics', 'widget.tripping-statistics', 'widget.activity-statistics'],
    ],
  },
  // Completions and production: declared, shipped once their widgets are built.
  {
    id: 'system.completions.frac',
    name: 'Frac stages',
    area: 'completions',
    description: 'The stage being pumped, its treatment plot, and how it compares with the last ones.',
    rows: [['widget.stage-timeline'], ['widget.treatment-time-log', 'widget.stage-comparison-log'], ['widget.stage-summary', 'widget.pumping-summary']],
  },
  {
    id: 'system.completions.wireline',
    name: 'Wireline and costs',
    area: 'completions',
    description: 'Wireline runs with the wellbore, and the spend so far.',
    rows: [
      ['widget.wireline-time-log', 'widget.wellbore-schematic'],
      ['widget.daily-costs', 'widget.cost-breakdown', 'widget.troubles-npt'],
    ],
  },
  {
    id: 'system.production.overview',
    name: 'Production overview',
    area: 'production',
    description:
      'What the well makes and how it declines: daily rates, wellhead pressures, GOR and water cut, cumulatives, the Arps decline with EUR, and the well on the map.',
    rows: [
      ['widget.production-rates', 'widget.production-pressures', 'widget.gor-and-water-cut'],
      ['widget.decline-analysis', 'widget.cumulative-production', 'widget.map-widget'],
    ],
  },
];

export const tilesOf = (t: DashboardTemplate): string[] => t.rows.flat();
