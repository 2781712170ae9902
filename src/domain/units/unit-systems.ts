import type { UnitId } from './registry';

/** What a number means on screen; each unit system picks one unit per role. */
export const UNIT_ROLES = ['depth', 'diameter', 'dls', 'weight', 'pressure', 'flowRate', 'torque', 'density', 'temperature'] as const;
export type UnitRole = (typeof UNIT_ROLES)[number];

/**
 * The two systems a user can choose. Pipe, bit and casing sizes stay in inches in both, as they
 * are quoted worldwide (a 12 1/4" hole is never called 311 mm on a rig).
 */
export const UNIT_SYSTEMS = {
  metric: {
    label: 'Metric',
    units: {
      depth: 'm',
      diameter: 'in',
      dls: 'deg/30m',
      weight: 't',
      pressure: 'MPa',
      flowRate: 'L/min',
      torque: 'kN.m',
      density: 'g/cm3',
      temperature: 'degC',
    },
  },
  imperial: {
    label: 'US field units',
    units: {
      depth: 'ft',
      diameter: 'in',
      dls: 'deg/100ft',
      weight: 'klbf',
      pressure: 'psi',
      flowRate: 'gpm',
      torque: 'ft.lbf',
      density: 'ppg',
      temperature: 'degF',
    },
  },
} as const satisfies Record<string, { label: string; units: Record<UnitRole, UnitId> }>;
export type UnitSystemId = keyof typeof UNIT_SYSTEMS;

export function unitFor(system: UnitSystemId, role: UnitRole): UnitId {
  return UNIT_SYSTEMS[system].units[role];
}
