/**
 * The default engineering case when a request names no string or fluid: the demo rigs' 8½" section
 * (the simulator's rig-params.ts: 160 m of BHA at 0.12 t/m and 5" drill pipe at 0.026 t/m buoyed, a
 * 20 t block) in a 1,200 kg/m³ water-based mud under 9⅝" casing. Said so wherever it is used.
 */
import type { StringSection } from './drill-string';

const IN = 0.0254;

export const DEMO_STRING: readonly StringSection[] = [
  // 6½" collars, MWD and motor: 0.12 t/m buoyed in 1.2 sg mud = 141.7 kg/m in air.
  { name: 'BHA (6½" collars, MWD, motor)', lengthM: 160, odM: 6.5 * IN, idM: 2.8125 * IN, weightKgPerM: 141.7 },
  // 5" 19.5 lb/ft S-135 with tool joints: 0.026 t/m buoyed = 30.7 kg/m in air.
  { name: '5" drill pipe 19.5 lb/ft', lengthM: 10_000, odM: 5 * IN, idM: 4.276 * IN, weightKgPerM: 30.7 },
];

/** Water-based mud, 1.20 sg, θ600/θ300 = 52/33 (PV 19 cP, YP 14 lbf/100 ft²) as a power law. */
export const DEMO_MUD = { densityKgM3: 1200, theta600: 52, theta300: 33 } as const;

export const DEMO_HOLE = { casingIdM: 8.681 * IN, openHoleM: 8.5 * IN } as const;
/** Three 14/32" nozzles. */
export const DEMO_NOZZLES_M: readonly number[] = [(14 / 32) * IN, (14 / 32) * IN, (14 / 32) * IN];
export const DEMO_FLOW_LPM = 2400;
export const DEMO_BLOCK_WEIGHT_T = 20;
export const DEMO_FRICTION = { cased: 0.2, open: 0.3 } as const;
/** Broomstick friction factors. */
export const BROOMSTICK_FRICTIONS: readonly number[] = [0.1, 0.2, 0.3, 0.4];
/** Rotating on bottom: the simulator's WOB range 8–16 t, and a PDC bit's torque at it. */
export const DEMO_WOB_T = 12;
export const DEMO_BIT_TORQUE_KNM = 4;
/** Standpipe, hose, swivel and top drive at the demo flow rate, MPa. */
export const DEMO_SURFACE_LOSS_MPA = 0.5;
/** The standpipe and ECD curve of the engineering panes: 25 rates from 1,000 to 3,400 L/min (the demo rigs pump 2,200–2,700). */
export const FLOW_CURVE_LPM: readonly number[] = Array.from({ length: 25 }, (_, i) => 1000 + i * 100);
