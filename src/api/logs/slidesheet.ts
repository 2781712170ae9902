/**
 * The answer of POST charts/slidesheet: slides, survey courses split into slid and rotated metres with
 * their motor yield and slide effectiveness, the rotary tendency and projections, rotary vs slide
 * distance per reporting day. Metres, seconds (epoch s for times), °/30 m; NaN arrives as null.
 * Toolfaces are those the survey courses imply: the rig data carries no toolface channel.
 */
import type { DrillingStats } from './analytics';

export interface CourseFigures {
  fromMdM: number;
  toMdM: number;
  dlsDegPer30m: number;
  buildDegPer30m: number;
  turnDegPer30m: number;
  toolfaceDeg: number | null;
  toolfaceKind: 'GTF' | 'MTF' | null;
  motorYieldDegPer30m: number | null;
  slideFraction: number | null;
}

export interface SlideRow {
  start: number;
  end: number;
  fromMdM: number;
  toMdM: number;
  lengthM: number;
  durationS: number;
  ropMph: number | null;
  course: CourseFigures | null;
}

export interface CourseRow extends CourseFigures {
  lengthM: number;
  slideM: number;
  rotaryM: number;
  coverage: number | null;
  achievedDoglegDeg: number;
  expectedDoglegDeg: number | null;
  effectiveness: number | null;
}

export interface RotaryTendencyFigures {
  buildDegPer30m: number;
  turnDegPer30m: number;
  dlsDegPer30m: number;
  courses: number;
  lengthM: number;
}

export interface ProjectedPoint {
  mdM: number;
  incDeg: number;
  aziDeg: number;
  tvdM: number;
  northM?: number;
  eastM?: number;
}

export interface SlidesheetData {
  toolface_source: 'implied_by_course';
  slides: SlideRow[];
  courses: CourseRow[];
  rotary_tendency: RotaryTendencyFigures | null;
  reference_motor_yield: number | null;
  reference_motor_yield_source: 'given' | 'measured' | null;
  rotary_projection: { from: ProjectedPoint; courseLengthM: number; points: ProjectedPoint[] } | null;
  rotary_intervals: { mode: 'rotary'; start: number; end: number; onBottomS: number; fromMdM: number; toMdM: number }[];
  drilling_by_day: (DrillingStats & { date: string; dayStart: number })[];
  last_survey_md: number | null;
}
