/**
 * A survey station per stand drilled, as an MWD tool sends one at each connection: the directional
 * area's steering model continues the demo well's survey from its last station along its plan
 * (nextDemoSurveyStation) and appendSurveyStation stores it and tells the directional panes.
 * Stations come only below the last one and at least MIN_COURSE_M apart; a well without a plan or
 * whose survey is already deeper than the hole is left alone.
 */
import type { Db } from '../../db/db';
import { appendSurveyStation } from '../../directional/survey-append';
import type { Publisher } from '../../directional/survey-events';
import { nextDemoSurveyStation } from '../../seed/directional/live-survey';

const MIN_COURSE_M = 20;

export async function surveyAtStand(db: Db, wellId: string, holeDepthM: number, timeS: number, publisher: Publisher): Promise<'added' | 'skipped'> {
  const { rows } = await db.query<{ md: number | null }>('select max(md_m) as md from survey_stations where well_id = $1', [wellId]);
  const last = rows[0]?.md === null || rows[0]?.md === undefined ? null : Number(rows[0].md);
  const mdM = Math.round(holeDepthM * 100) / 100;
  if (last !== null && mdM < last + MIN_COURSE_M) return 'skipped';
  const station = await nextDemoSurveyStation(db, wellId, mdM, timeS);
  await appendSurveyStation(db, wellId, station, publisher);
  return 'added';
}
