/**
 * The error vectors of one term at one station (SPE 67616 eqs. for e_k and e*_k): how an error in the
 * station's measurements moves the positions of the courses on either side of it, by the balanced
 * tangential derivatives of minimum curvature.
 */
import { tangent, toRad } from '../angles';
import type { Vec3 } from '../arc';
import { WEIGHTING_FUNCTIONS, type StationContext } from './weighting-functions';
import type { ErrorModel, ErrorModelParams, ErrorTerm, SurveyPoint, TieOn } from './types';

export interface ResolvedTerm {
  readonly term: ErrorTerm;
  /** The weighting function, flattened so that every term has the same shape (hot loops stay monomorphic). */
  readonly fn: {
    readonly dia: ((c: StationContext) => Vec3) | undefined;
    readonly vertical: ((c: StationContext) => Vec3) | undefined;
    readonly course: ((c: StationContext) => Vec3) | undefined;
  };
  /** Magnitude in SI units and radians. */
  readonly magnitude: number;
  readonly random: boolean;
  readonly tieOn: TieOn;
}

export interface FieldReference {
  readonly tanDip: number;
  readonly cosDip: number;
  readonly bTotalNt: number;
  readonly gMs2: number;
  readonly convergenceRad: number;
  readonly declinationRad: number;
  readonly verticalLimitRad: number;
}

const DEG_TO_RAD = Math.PI / 180;

function siMagnitude(t: ErrorTerm): number {
  return t.unit === 'deg' || t.unit === 'deg.nT' ? t.magnitude * DEG_TO_RAD : t.magnitude;
}

/** The model's terms ready to evaluate; `angularTieOn` replaces the tie-on of every non-depth term. */
export function resolveModel(model: ErrorModel, angularTieOn?: TieOn): ResolvedTerm[] {
  return model.terms.map((term) => {
    const fn = WEIGHTING_FUNCTIONS[term.weighting];
    if (!fn) throw new Error(`error model ${model.id}: term ${term.code} names unknown weighting function ${term.weighting}`);
    const tieOn = angularTieOn && term.vector !== 'D' ? angularTieOn : term.tieOn;
    return {
      term,
      fn: { dia: fn.dia, vertical: fn.vertical, course: fn.course },
      magnitude: siMagnitude(term),
      random: term.propagation === 'random',
      tieOn,
    };
  });
}

export function fieldReference(p: ErrorModelParams): FieldReference {
  const dip = toRad(p.dipDeg);
  return {
    tanDip: Math.tan(dip),
    cosDip: Math.cos(dip),
    bTotalNt: p.totalFieldNt,
    gMs2: p.gravityMs2,
    convergenceRad: toRad(p.convergenceDeg ?? 0),
    declinationRad: toRad(p.declinationDeg),
    verticalLimitRad: toRad(p.verticalIncLimitDeg ?? 0.0001),
  };
}

export interface StationGeometry {
  readonly ctx: StationContext;
  readonly t: Vec3;
  readonly vertical: boolean;
}

export function stationGeometry(p: SurveyPoint, prev: SurveyPoint | undefined, f: FieldReference): StationGeometry {
  const inc = toRad(p.incDeg);
  // A vertical survey's azimuth is noise: read it as north, as the clearance-set listings do (their
  // Offset 08 reports azimuth 90 while vertical and only matches this way).
  const vertical = inc < f.verticalLimitRad;
  const az = vertical ? 0 : toRad(p.aziDeg);
  const azTrue = az + f.convergenceRad;
  const prevInc = prev ? toRad(prev.incDeg) : inc;
  const prevVertical = prevInc < f.verticalLimitRad;
  const ctx: StationContext = {
    mdM: p.mdM,
    tvdM: p.tvdM,
    incRad: inc,
    sinI: Math.sin(inc),
    cosI: Math.cos(inc),
    sinAz: Math.sin(az),
    cosAz: Math.cos(az),
    azTrueRad: azTrue,
    sinAzT: Math.sin(azTrue),
    cosAzT: Math.cos(azTrue),
    sinAzM: Math.sin(azTrue - f.declinationRad),
    cosAzM: Math.cos(azTrue - f.declinationRad),
    courseM: prev ? p.mdM - prev.mdM : 0,
    incPrevRad: prevInc,
    azTruePrevRad: prev ? (prevVertical ? 0 : toRad(prev.aziDeg)) + f.convergenceRad : azTrue,
    prevVertical,
    tanDip: f.tanDip,
    cosDip: f.cosDip,
    bTotalNt: f.bTotalNt,
    gMs2: f.gMs2,
  };
  return { ctx, t: tangent(p.incDeg, p.aziDeg), vertical };
}

/**
 * A term's weights at one station, written to out[o..o+3]: the NEV error per metre of course of its
 * angular part and its depth weight — or, for a course-length term, its whole NEV error (depth slot 0).
 * They depend on the station alone (and the course before it), so a leg computes them once.
 */
export function termWeights(rt: ResolvedTerm, cur: StationGeometry, out: Float64Array, o: number): void {
  const c = cur.ctx;
  const m = rt.magnitude;
  let ux = 0;
  let uy = 0;
  let uz = 0;
  let wD = 0;
  if (rt.fn.course) {
    const v = rt.fn.course(c);
    ux = m * v[0];
    uy = m * v[1];
    uz = m * v[2];
  } else if (cur.vertical && rt.fn.vertical) {
    const v = rt.fn.vertical(c);
    ux = m * v[0];
    uy = m * v[1];
    uz = m * v[2];
    wD = rt.fn.dia ? m * rt.fn.dia(c)[0] : 0;
  } else if (rt.fn.dia) {
    const dia = rt.fn.dia(c);
    const d = dia[0];
    const i = dia[1];
    const a = dia[2];
    wD = m * d;
    const wI = m * i;
    // ∂r/∂A carries sin I: a weighting that divides by sin I is finite in the product, never NaN
    const wA = c.sinI === 0 || !Number.isFinite(a) ? 0 : m * a;
    ux = wI * c.cosI * c.cosAz - wA * c.sinI * c.sinAz;
    uy = wI * c.cosI * c.sinAz + wA * c.sinI * c.cosAz;
    uz = -wI * c.sinI;
  }
  out[o] = ux;
  out[o + 1] = uy;
  out[o + 2] = uz;
  out[o + 3] = wD;
}

/**
 * Writes e_k (the station's error over both adjacent courses) to out[0..2] and e*_k (over the course
 * before it only, used when the station is the one evaluated) to out[3..5], from the station's weights
 * w[o..o+3]. `prev` is absent at the tie-on, `next` at the last station; `first` marks the station
 * after the tie-on.
 */
export function errorVectorsFromWeights(
  rt: ResolvedTerm,
  w: Float64Array,
  o: number,
  prev: StationGeometry | undefined,
  cur: StationGeometry,
  next: StationGeometry | undefined,
  first: boolean,
  out: Float64Array,
): void {
  if (!prev && (rt.tieOn !== 'surveyed' || rt.fn.course)) {
    out.fill(0);
    return;
  }
  const ux = w[o];
  const uy = w[o + 1];
  const uz = w[o + 2];
  if (rt.fn.course) {
    out[0] = out[3] = ux;
    out[1] = out[4] = uy;
    out[2] = out[5] = uz;
    return;
  }
  const courseBefore = cur.ctx.courseM;
  const lenBefore = rt.tieOn === 'first-interval' && first ? courseBefore : courseBefore / 2;
  const lenAfter = next ? next.ctx.courseM / 2 : 0;
  const span = lenBefore + lenAfter;
  out[0] = span * ux;
  out[1] = span * uy;
  out[2] = span * uz;
  out[3] = lenBefore * ux;
  out[4] = lenBefore * uy;
  out[5] = lenBefore * uz;
  const wD = w[o + 3];
  if (wD !== 0) {
    // a depth error lengthens the course before the station and shortens the one after it
    const t = cur.t;
    const tp = prev ? prev.t : t;
    const h = prev ? 0.5 : 0;
    const aN = h * (tp[0] + t[0]);
    const aE = h * (tp[1] + t[1]);
    const aV = h * (tp[2] + t[2]);
    out[3] += wD * aN;
    out[4] += wD * aE;
    out[5] += wD * aV;
    if (next) {
      const tn = next.t;
      out[0] += wD * (aN - (t[0] + tn[0]) / 2);
      out[1] += wD * (aE - (t[1] + tn[1]) / 2);
      out[2] += wD * (aV - (t[2] + tn[2]) / 2);
    } else {
      out[0] += wD * aN;
      out[1] += wD * aE;
      out[2] += wD * aV;
    }
  }
}

const scratch = new Float64Array(4);

/** e_k and e*_k of one term at one station (see errorVectorsFromWeights), weights computed on the spot. */
export function stationErrorVectors(
  rt: ResolvedTerm,
  prev: StationGeometry | undefined,
  cur: StationGeometry,
  next: StationGeometry | undefined,
  first: boolean,
  out: Float64Array,
): void {
  termWeights(rt, cur, scratch, 0);
  errorVectorsFromWeights(rt, scratch, 0, prev, cur, next, first, out);
}
