/**
 * The trajectory an engineering calculation runs on: the well's definitive survey (its FACT stations
 * from the tie-in) or, when nothing has been surveyed, its definitive plan. A well with neither
 * answers 422 with what to add, never an empty result.
 */
import type { TrajectoryPoint } from '../../src/domain/directional/types';
import type { Queryable } from '../db/db';
import { wellTrajectories } from '../directional/directional-cache';
import { HttpError } from '../lib/http-error';

export interface EngineeringTrajectory {
  readonly source: 'survey' | 'plan';
  readonly label: string;
  readonly points: readonly TrajectoryPoint[];
  readonly note: string;
}

export async function engineeringTrajectory(db: Queryable, wellId: string, want: 'auto' | 'survey' | 'plan'): Promise<EngineeringTrajectory> {
  const t = await wellTrajectories(db, wellId);
  const fact = t.fact();
  const plan = t.definitivePlan;
  const planPoints = t.definitiveTrajectory();
  const useSurvey = want === 'survey' || (want === 'auto' && fact.length >= 2);
  if (useSurvey) {
    if (fact.length < 2)
      throw new HttpError(
        422,
        `body.trajectory: this well has ${fact.length === 0 ? 'no survey' : 'a single survey station'}: add survey stations or use the plan`,
      );
    return {
      source: 'survey',
      label: 'Definitive survey',
      points: fact,
      note: `Definitive survey, ${fact.length} stations.`,
    };
  }
  if (!plan || planPoints.length < 2) {
    throw new HttpError(
      422,
      want === 'plan'
        ? 'body.trajectory: this well has no definitive plan with stations'
        : 'This well has no survey and no definitive plan: add survey stations or a plan before running torque and drag or hydraulics',
    );
  }
  const why = want === 'plan' ? 'as asked' : 'the well has no survey yet';
  return {
    source: 'plan',
    label: `Plan ${plan.name}`,
    points: planPoints,
    note: `Definitive plan ${plan.name} (${why}), ${planPoints.length} stations.`,
  };
}
