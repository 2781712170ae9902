/**
 * One well's trajectories, computed by the engine on first use and kept with the data they came from:
 * the survey (FACT) in the well's own frame, each plan, the composite (survey, then the definitive plan
 * below the last survey) and the uncertainty along each.
 */
import { clearanceSetup } from './clearance-setup';
import { resampleByMd } from '../../src/domain/directional/interpolate';
import { minimumCurvature } from '../../src/domain/directional/minimum-curvature';
import { wellUncertainty, type WellUncertainty } from '../../src/domain/directional/error-model/well-uncertainty';
import type { PathState, Station, TrajectoryPoint } from '../../src/domain/directional/types';
import { HttpError } from '../lib/http-error';
import type { SurveySettings } from './survey-settings';
import type { PlanRecord, StationRecord, WellDirectionalData } from './well-directional';

const MD_EPS_M = 1e-6;
/** Plans are surveyed every stand or so: the spacing their uncertainty is computed at. */
export const SURVEY_INTERVAL_M = 30;

/** The survey tied in at the settings' tie-in: the tie-in is the first point unless a station sits on it. */
export function surveyStations(stations: readonly Station[], settings: SurveySettings): Station[] {
  const tie = settings.tieIn;
  const below = stations.filter((s) => s.mdM > tie.mdM - MD_EPS_M);
  const onTie = below.length > 0 && Math.abs(below[0].mdM - tie.mdM) <= MD_EPS_M;
  return onTie ? below : [{ mdM: tie.mdM, incDeg: tie.incDeg, aziDeg: tie.aziDeg }, ...below];
}

/** Where a plan starts: its design's start state, else the well's tie-in. */
export function planStart(plan: PlanRecord, settings: SurveySettings): PathState {
  if (plan.design?.start) return plan.design.start;
  const first = plan.stations[0];
  return { ...settings.tieIn, ...(first ? { mdM: first.mdM, incDeg: first.incDeg, aziDeg: first.aziDeg } : {}) };
}

export class WellTrajectories {
  private readonly memo = new Map<string, unknown>();

  constructor(
    readonly data: WellDirectionalData,
    readonly revision: number,
  ) {}

  private once<T>(key: string, make: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, make());
    return this.memo.get(key) as T;
  }

  get settings(): SurveySettings {
    return this.data.settings;
  }

  get stationRecords(): readonly StationRecord[] {
    return this.data.stations;
  }

  get definitivePlan(): PlanRecord | undefined {
    return this.data.plans.find((p) => p.isDefinitive);
  }

  plan(planId: string): PlanRecord {
    const p = this.data.plans.find((x) => x.id === planId);
    if (!p) throw new HttpError(404, `Plan ${planId} not found on this well`);
    return p;
  }

  /** Stations of the survey from the tie-in (what minimum curvature runs on). */
  factStations(): Station[] {
    return this.once('fact-stations', () => (this.data.stations.length === 0 ? [] : surveyStations(this.data.stations, this.settings)));
  }

  /** The surveyed trajectory in the well's own frame; empty when the well has no survey. */
  fact(): TrajectoryPoint[] {
    return this.once('fact', () => {
      const s = this.factStations();
      return s.length === 0 ? [] : minimumCurvature(s, this.settings.tieIn);
    });
  }

  planTrajectory(planId: string): TrajectoryPoint[] {
    return this.once(`plan:${planId}`, () => {
      const plan = this.plan(planId);
      if (plan.stations.length === 0) return [];
      return minimumCurvature(plan.stations, planStart(plan, this.settings));
    });
  }

  definitiveTrajectory(): TrajectoryPoint[] {
    const d = this.definitivePlan;
    return d ? this.planTrajectory(d.id) : [];
  }

  /** A plan as it will be surveyed: its trajectory resampled every SURVEY_INTERVAL_M (uncertainty grows per survey). */
  surveyProgram(planId: string): TrajectoryPoint[] {
    return this.once(`program:${planId}`, () => {
      const t = this.planTrajectory(planId);
      return t.length < 2 ? t : resampleByMd(t, SURVEY_INTERVAL_M);
    });
  }

  /**
   * What the well is, or will be: the survey to its last station, then a plan's directions below it
   * (continued from the last survey, so the plan ahead carries today's position error), every 30 m as
   * it will be surveyed. `planId` undefined: the definitive plan; null: the survey alone.
   */
  referenceStations(planId?: string | null): { stations: Station[]; start: PathState; lastSurveyMdM: number | null } {
    return this.once(`reference-stations:${planId}`, () => {
      const fact = this.factStations();
      const plan = planId === null ? undefined : planId === undefined ? this.definitivePlan : this.plan(planId);
      const program = plan ? this.surveyProgram(plan.id) : [];
      const asStations = (t: readonly TrajectoryPoint[]) => t.map((p) => ({ mdM: p.mdM, incDeg: p.incDeg, aziDeg: p.aziDeg }));
      if (fact.length === 0) {
        if (!plan || program.length === 0) return { stations: [], start: { ...this.settings.tieIn }, lastSurveyMdM: null };
        return { stations: asStations(program), start: planStart(plan, this.settings), lastSurveyMdM: null };
      }
      const lastMd = fact[fact.length - 1].mdM;
      const ahead = asStations(program.filter((p) => p.mdM > lastMd + MD_EPS_M));
      return { stations: [...fact, ...ahead], start: { ...this.settings.tieIn }, lastSurveyMdM: lastMd };
    });
  }

  /** The reference trajectory in the well's own frame (see referenceStations). */
  reference(planId?: string | null): TrajectoryPoint[] {
    return this.once(`reference:${planId}`, () => {
      const c = this.referenceStations(planId);
      return c.stations.length === 0 ? [] : minimumCurvature(c.stations, c.start);
    });
  }

  /** Survey then definitive plan: what offsets are compared against. */
  composite(): TrajectoryPoint[] {
    return this.reference(undefined);
  }

  /** Position uncertainty along a trajectory of this well, by the well's error model. */
  uncertainty(kind: 'fact' | 'composite' | `program:${string}`): WellUncertainty {
    return this.once(`unc:${kind}`, () => {
      const t = kind === 'fact' ? this.fact() : kind === 'composite' ? this.composite() : this.surveyProgram(kind.slice(8));
      const setup = clearanceSetup(this.settings);
      return wellUncertainty(t, setup.model, setup.params, setup.options);
    });
  }

  /** Memoise a derived value with this well's data (e.g. a prepared offset for one reference frame). */
  derived<T>(key: string, make: () => T): T {
    return this.once(`derived:${key}`, make);
  }
}
