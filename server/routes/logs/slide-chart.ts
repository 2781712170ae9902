/**
 * POST charts/slidesheet (spec 7.10): the directional driller's slide and rotary analysis of a well over a
 * period, from the auto time log's slide and rotary intervals and the well's surveys: the slidesheet, each
 * survey course's slid / rotated footage with its DLS, build, turn, implied toolface, motor yield and
 * slide effectiveness, the rotary tendency, rotary projections of the next courses and the rotary vs
 * slide distance per reporting day. There is no toolface channel: toolfaces are those the courses imply.
 */
import { z } from 'zod';
import { analyzeCourses } from '../../../src/domain/drilling/slide/course-analysis';
import { drilledIntervals } from '../../../src/domain/drilling/slide/drilled-intervals';
import { rotaryProjection, typicalCourseLengthM } from '../../../src/domain/drilling/slide/rotary-projection';
import { slidesheet } from '../../../src/domain/drilling/slide/slidesheet';
import { wellTrajectories } from '../../directional/directional-cache';
import { well } from '../../lib/access';
import { defineRoute } from '../../lib/route';
import { uuid } from '../../lib/schemas';
import { drillingFromBins } from '../../timeseries/derived/analytics';
import { detectionStatus } from '../../timeseries/derived/detection-settings';
import { openIntervalOf, readBins, readIntervals, toActivityInterval } from '../../timeseries/derived/derived-read';
import { INVALID_PAYLOAD, period, periodOf } from './chart-payload';
import { apiTimes, tags } from './log-helpers';
import { HEADERS } from './table-headers';
import { reportingOptions } from './well-reporting';

const slidesheetBody = z
  .object(
    {
      well_id: uuid,
      payload: period(INVALID_PAYLOAD),
      parameters: z
        .object({
          /** Reference motor yield for the slide effectiveness, °/30 m; measured from the courses when absent. */
          motor_yield: z.number().positive().max(60).optional(),
          /** Rotated share of a course for it to count in the rotary tendency (default 0.9). */
          min_rotary_fraction: z.number().min(0.5).max(1).optional(),
          /** Rotary projection: how many courses ahead (default 3). */
          projection_courses: z.number().int().min(1).max(20).optional(),
        })
        .strict()
        .optional(),
    },
    { error: INVALID_PAYLOAD },
  )
  .strict();

const slidesheetRoute = defineRoute({
  method: 'POST',
  url: '/charts/slidesheet',
  summary:
    'Slide and rotary analysis over a period: slidesheet, per-course slid/rotated footage, DLS, build, turn, implied toolface, motor yield, slide effectiveness, rotary tendency and projections, rotary vs slide distance per day',
  tags: ['charts', ...tags],
  access: well('VIEW_LOGS', 'body', 'well_id'),
  body: slidesheetBody,
  async handler({ body, db }) {
    const { fromS, toS } = periodOf(body.payload);
    const p = body.parameters ?? {};
    const [rows, bins, w, reporting] = await Promise.all([
      readIntervals(db, body.well_id, 'auto', fromS, toS, await openIntervalOf(db, body.well_id, 'auto')),
      readBins(db, body.well_id, 'auto', fromS, toS),
      wellTrajectories(db, body.well_id),
      reportingOptions(db, body.well_id, fromS, toS, body.payload.day_shift),
    ]);
    const drilled = drilledIntervals(rows.map(toActivityInterval));
    const trajectory = w.fact();
    const analysis = analyzeCourses(trajectory, drilled, { motorYieldDegPer30m: p.motor_yield, minRotaryFraction: p.min_rotary_fraction });
    // The courses drilled in the period: those the detection saw any footage in.
    const courses = analysis.courses.filter((c) => c.slideM + c.rotaryM > 0);
    const last = trajectory[trajectory.length - 1];
    const tendency = analysis.rotaryTendency;
    const courseLengthM = typicalCourseLengthM(trajectory);
    return {
      data: apiTimes({
        toolface_source: 'implied_by_course',
        slides: slidesheet(drilled, analysis.courses),
        courses,
        rotary_tendency: tendency,
        reference_motor_yield: analysis.referenceYieldDegPer30m,
        reference_motor_yield_source: analysis.referenceYieldSource,
        rotary_projection:
          tendency && last
            ? {
                from: { mdM: last.mdM, incDeg: last.incDeg, aziDeg: last.aziDeg, tvdM: last.tvdM, northM: last.northM, eastM: last.eastM },
                courseLengthM,
                points: rotaryProjection(last, tendency, courseLengthM, p.projection_courses ?? 3).map((q) => ({
                  mdM: q.mdM,
                  incDeg: q.incDeg,
                  aziDeg: q.aziDeg,
                  tvdM: q.tvdM,
                  northM: q.northM,
                  eastM: q.eastM,
                })),
              }
            : null,
        rotary_intervals: drilled.filter((d) => d.mode === 'rotary'),
        drilling_by_day: drillingFromBins(bins, reporting).byDay,
        last_survey_md: last?.mdM ?? null,
      }),
      headers: { slides: HEADERS.slides, courses: HEADERS.courses, drilling_by_day: HEADERS.drilling_by_day },
      detection: await detectionStatus(db, body.well_id, fromS, toS),
    };
  },
});

export const slideChartRoutes = [slidesheetRoute];
