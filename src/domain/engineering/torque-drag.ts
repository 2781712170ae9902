/**
 * Soft-string torque and drag after Johancsik, Friesen & Dawson, "Torque and Drag in Directional
 * Wells — Prediction and Measurement", SPE/IADC 11380, 1983 (JPT June 1984). The string lies on the
 * low or high side of the hole as a cable with no bending stiffness; integrating element by element
 * from the bit up, each element of buoyed weight W, inclination Ī and direction change d = t_bot − t_top
 * carries the tension F at its bottom and presses on the wall with
 *   N = | F·d + W·(ẑ − cos Ī · t̄) |        (Johancsik's √((F Δα sin Ī)² + (F Δθ + W sin Ī)²) in vector form),
 * so its top carries F + W cos Ī ± μN (pick-up +, slack-off −, rotating: no axial drag) and, rotating,
 * the torque grows by μ N r. Buckling and the pipe's stiffness are not modelled (soft string).
 * SI: metres, newtons, newton-metres.
 */
import { buoyedWeightNPerM, type StringSection } from './drill-string';
import type { WellPath } from './well-path';

export type TorqueDragMode = 'tripOut' | 'tripIn' | 'rotatingOffBottom' | 'rotatingOnBottom';
export const TORQUE_DRAG_MODES: readonly TorqueDragMode[] = ['tripOut', 'tripIn', 'rotatingOffBottom', 'rotatingOnBottom'];

export interface TorqueDragCase {
  /** Sections from the bit up; the top one reaches the surface. */
  readonly string: readonly StringSection[];
  readonly mudDensityKgM3: number;
  /** Casing shoe MD, m: friction `frictionCased` above it, `frictionOpen` below. */
  readonly shoeMdM: number;
  readonly frictionCased: number;
  readonly frictionOpen: number;
  /** Weight on bit while rotating on bottom, N. */
  readonly wobN?: number;
  /** Torque at the bit while rotating on bottom, N·m. */
  readonly bitTorqueNm?: number;
  /** Axial force at the bit (tension positive), N: overrides the mode's (−WOB on bottom, else 0). */
  readonly bitAxialForceN?: number;
  /** Travelling equipment the hook load includes (0 for a tared hook load), N. */
  readonly blockWeightN?: number;
}

export interface TorqueDragResult {
  /** Hook load at the surface, block weight included, N. */
  readonly hookLoadN: number;
  /** Surface torque, N·m (0 when the string does not rotate). */
  readonly surfaceTorqueNm: number;
}

export interface TorqueDragProfile extends TorqueDragResult {
  /** Node MDs from the surface to the bit, m. */
  readonly mdM: Float64Array;
  /** Axial force (tension +) at each node, N. */
  readonly tensionN: Float64Array;
  /** Torque at each node, N·m. */
  readonly torqueNm: Float64Array;
}

/** Per element geometry, independent of the string: computed once per path. */
export interface PathElements {
  readonly path: WellPath;
  /** Element k lies between nodes k and k+1. */
  readonly lengthM: Float64Array;
  readonly cosInc: Float64Array;
  /** |d|², d·g⊥ and |g⊥|² with d = t_bottom − t_top and g⊥ the unit gravity's part normal to the element. */
  readonly dd: Float64Array;
  readonly dg: Float64Array;
  readonly gg: Float64Array;
  readonly midMdM: Float64Array;
}

export function pathElements(path: WellPath): PathElements {
  const n = path.mdM.length - 1;
  const lengthM = new Float64Array(Math.max(0, n));
  const cosInc = new Float64Array(Math.max(0, n));
  const dd = new Float64Array(Math.max(0, n));
  const dg = new Float64Array(Math.max(0, n));
  const gg = new Float64Array(Math.max(0, n));
  const midMdM = new Float64Array(Math.max(0, n));
  const t = path.t;
  for (let k = 0; k < n; k++) {
    const ax = t[3 * k],
      ay = t[3 * k + 1],
      az = t[3 * k + 2];
    const bx = t[3 * k + 3],
      by = t[3 * k + 4],
      bz = t[3 * k + 5];
    // Mean direction: the bisector, so d = b − a is exactly normal to it.
    let mx = ax + bx,
      my = ay + by,
      mz = az + bz;
    const m = Math.hypot(mx, my, mz) || 1;
    mx /= m;
    my /= m;
    mz /= m;
    const dx = bx - ax,
      dy = by - ay,
      dz = bz - az;
    // ẑ − (ẑ·t̄) t̄
    const gx = -mz * mx,
      gy = -mz * my,
      gz = 1 - mz * mz;
    lengthM[k] = path.mdM[k + 1] - path.mdM[k];
    cosInc[k] = mz;
    dd[k] = dx * dx + dy * dy + dz * dz;
    dg[k] = dx * gx + dy * gy + dz * gz;
    gg[k] = gx * gx + gy * gy + gz * gz;
    midMdM[k] = (path.mdM[k] + path.mdM[k + 1]) / 2;
  }
  return { path, lengthM, cosInc, dd, dg, gg, midMdM };
}

interface Prepared {
  /** Section tops as distance above the bit, m (last = Infinity). */
  readonly topFromBitM: Float64Array;
  readonly wNPerM: Float64Array;
  readonly radiusM: Float64Array;
}

function prepare(c: TorqueDragCase): Prepared {
  const n = c.string.length;
  if (n === 0) throw new RangeError('the string has no sections');
  const topFromBitM = new Float64Array(n);
  const wNPerM = new Float64Array(n);
  const radiusM = new Float64Array(n);
  let top = 0;
  c.string.forEach((s, i) => {
    top += s.lengthM;
    topFromBitM[i] = i === n - 1 ? Infinity : top;
    wNPerM[i] = buoyedWeightNPerM(s, c.mudDensityKgM3);
    radiusM[i] = s.odM / 2;
  });
  return { topFromBitM, wNPerM, radiusM };
}

/**
 * One run with the bit at node `bitNode` of the path: the hook load and surface torque, and with
 * `profile` the tension and torque at every node above the bit.
 */
export function torqueDrag(el: PathElements, bitNode: number, mode: TorqueDragMode, c: TorqueDragCase, profile: true): TorqueDragProfile;
export function torqueDrag(el: PathElements, bitNode: number, mode: TorqueDragMode, c: TorqueDragCase, profile?: false): TorqueDragResult;
export function torqueDrag(el: PathElements, bitNode: number, mode: TorqueDragMode, c: TorqueDragCase, profile = false): TorqueDragResult | TorqueDragProfile {
  return run(el, prepare(c), bitNode, mode, c, profile);
}

function run(el: PathElements, p: Prepared, bitNode: number, mode: TorqueDragMode, c: TorqueDragCase, profile: boolean): TorqueDragResult | TorqueDragProfile {
  const md = el.path.mdM;
  if (!(bitNode >= 0 && bitNode < md.length)) throw new RangeError(`bit node ${bitNode} is outside the path`);
  const onBottom = mode === 'rotatingOnBottom';
  const rotating = onBottom || mode === 'rotatingOffBottom';
  const sign = mode === 'tripOut' ? 1 : mode === 'tripIn' ? -1 : 0;
  let F = c.bitAxialForceN ?? (onBottom ? -(c.wobN ?? 0) : 0);
  let M = onBottom ? (c.bitTorqueNm ?? 0) : 0;
  const bitMd = md[bitNode];
  const tension = profile ? new Float64Array(bitNode + 1) : null;
  const torque = profile ? new Float64Array(bitNode + 1) : null;
  if (tension && torque) {
    tension[bitNode] = F;
    torque[bitNode] = M;
  }
  let s = 0;
  for (let k = bitNode - 1; k >= 0; k--) {
    const fromBit = bitMd - el.midMdM[k];
    while (fromBit >= p.topFromBitM[s]) s++;
    const W = p.wNPerM[s] * el.lengthM[k];
    const mu = el.midMdM[k] < c.shoeMdM ? c.frictionCased : c.frictionOpen;
    const N = Math.sqrt(Math.max(0, F * F * el.dd[k] + 2 * F * W * el.dg[k] + W * W * el.gg[k]));
    if (rotating) M += mu * N * p.radiusM[s];
    F += W * el.cosInc[k] + sign * mu * N;
    if (tension && torque) {
      tension[k] = F;
      torque[k] = M;
    }
  }
  const out = { hookLoadN: F + (c.blockWeightN ?? 0), surfaceTorqueNm: rotating ? M : 0 };
  if (!tension || !torque) return out;
  return { ...out, mdM: md.slice(0, bitNode + 1), tensionN: tension, torqueNm: torque };
}

export interface BroomstickCurve {
  readonly mode: TorqueDragMode;
  readonly friction: number;
  readonly hookLoadN: Float64Array;
  readonly surfaceTorqueNm: Float64Array;
}

/**
 * The broomstick: hook load and surface torque against bit depth for each mode and each friction
 * factor (the same factor cased and open, as the chart's "FF 0.2" means), the bit at every
 * `everyNodes`-th node and at TD.
 */
export function broomstick(
  el: PathElements,
  c: TorqueDragCase,
  frictions: readonly number[],
  modes: readonly TorqueDragMode[],
  everyNodes = 1,
): { bitMdM: Float64Array; curves: BroomstickCurve[] } {
  const last = el.path.mdM.length - 1;
  const nodes: number[] = [];
  for (let i = 0; i <= last; i += Math.max(1, Math.floor(everyNodes))) nodes.push(i);
  if (nodes[nodes.length - 1] !== last) nodes.push(last);
  const p = prepare(c);
  const curves: BroomstickCurve[] = [];
  const runAll = (mode: TorqueDragMode, friction: number) => {
    const cc = { ...c, frictionCased: friction, frictionOpen: friction };
    const hook = new Float64Array(nodes.length);
    const tq = new Float64Array(nodes.length);
    nodes.forEach((node, i) => {
      const r = run(el, p, node, mode, cc, false);
      hook[i] = r.hookLoadN;
      tq[i] = r.surfaceTorqueNm;
    });
    return { hook, tq };
  };
  for (const mode of modes) {
    // Rotating, friction takes nothing from the axial load and the wall force does not depend on it:
    // the hook load is the same for every factor and the torque proportional to it. One run serves all.
    const unit = mode === 'rotatingOffBottom' || mode === 'rotatingOnBottom' ? runAll(mode, 1) : null;
    for (const friction of frictions) {
      const r = unit ? { hook: unit.hook, tq: unit.tq.map((v) => v * friction) } : runAll(mode, friction);
      curves.push({ mode, friction, hookLoadN: r.hook, surfaceTorqueNm: r.tq });
    }
  }
  return { bitMdM: Float64Array.from(nodes, (n) => el.path.mdM[n]), curves };
}
