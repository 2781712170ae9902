/**
 * A log view's declaration: which tracks, which curves in each, how each curve is drawn. Pane
 * declarations (src/panes/logs/log-pane-decls.ts) and user-configured logs are values of these types;
 * the renderer reads nothing else.
 */
import type { DashStyleId } from '../../domain/constants/display';
import type { Smoothing } from './smoothing';
import type { ScaleKind } from './value-scale';

export type IndexAxis = 'time' | 'depth';
/** vertical: the index runs down the view, tracks side by side (a paper log); horizontal: a strip chart. */
export type Orientation = 'vertical' | 'horizontal';

export interface CurveSpec {
  /** Channel id of src/domain/drilling/channels.ts or an imported channel. */
  channel: string;
  color: string;
  /** 1–5 px (spec 9.6). */
  thicknessPx: number;
  dash: DashStyleId;
  /** Scale bounds in the channel's unit. */
  min: number;
  max: number;
  /** Fit the scale to the data in view (depths over a few hours); min/max are the fallback. */
  auto?: boolean;
  smoothing?: Smoothing | null;
}

export interface CurveTrack {
  kind: 'curves';
  id: string;
  title?: string;
  scale: ScaleKind;
  curves: CurveSpec[];
  /** Relative width (vertical) or height (horizontal); default 1. */
  weight?: number;
}

/** A band coloured by the rig activity of each column (the auto time log, live rig state). */
export interface ActivityTrack {
  kind: 'activity';
  id: string;
  title?: string;
  /** Channel holding activity codes (src/domain/drilling/activities.ts). */
  channel: string;
  weight?: number;
}

export type TrackSpec = CurveTrack | ActivityTrack;

export interface LogTheme {
  background: string;
  trackBackground: string;
  gridMajor: string;
  gridMinor: string;
  text: string;
  /** Index-axis labels' font, CSS shorthand, sized for wall displays. */
  font: string;
}
