/**
 * One declaration per log pane type: index axis, orientation, tracks and curves, the default span,
 * and whether the user configures the tracks. log-pane.tsx renders any of them; adding a log pane is
 * a declaration here and a line in built.ts.
 */
import type { IndexAxis, Orientation, TrackSpec } from '../../features/log-tracks/track-types';
import { curve, FRAC_LOG_CHANNELS } from './curve-presets';
import { TIME_CHANNELS } from '../../domain/drilling/channels';

export interface LogPaneDecl {
  axis: IndexAxis;
  orientation: Orientation;
  tracks: TrackSpec[];
  /** Initial visible span: seconds or metres. */
  spanIndex: number;
  /** The user edits tracks and curves (saved with the pane instance). */
  configurable?: boolean;
  /** Large current values above the log (wall displays). */
  readouts?: string[];
  /** The channels a configurable log offers (its stage's): rig channels, or a frac's treatment channels. */
  choices?: readonly { id: string; label: string; unit: string }[];
}

const rigState: TrackSpec = { kind: 'activity', id: 'state', title: 'Rig state', channel: 'activity', weight: 0.45 };

const TIME_ANALYSIS: LogPaneDecl = {
  axis: 'time',
  orientation: 'vertical',
  spanIndex: 2 * 3600,
  tracks: [
    rigState,
    { kind: 'curves', id: 'depth', scale: 'linear', curves: [curve('bitDepthM', { auto: true }), curve('holeDepthM', { auto: true, dash: 'dash' })] },
    { kind: 'curves', id: 'hoist', scale: 'linear', curves: [curve('blockPosM'), curve('hookloadT')] },
    { kind: 'curves', id: 'bit', scale: 'linear', curves: [curve('wobT'), curve('rpm'), curve('torqueKNm')] },
    { kind: 'curves', id: 'hydraulics', scale: 'linear', curves: [curve('sppMPa'), curve('flowInLpm')] },
    { kind: 'curves', id: 'rop', scale: 'linear', curves: [curve('ropMph'), curve('gammaGapi', { thicknessPx: 1 })] },
  ],
};

/** The rig-floor view for wall displays: fewer, bolder curves and the depths as numbers. */
const CONTROL: LogPaneDecl = {
  axis: 'time',
  orientation: 'vertical',
  spanIndex: 30 * 60,
  readouts: ['holeDepthM', 'bitDepthM', 'hookloadT', 'wobT', 'ropMph'],
  tracks: [
    rigState,
    { kind: 'curves', id: 'hoist', scale: 'linear', curves: [curve('hookloadT', { thicknessPx: 2 }), curve('wobT', { thicknessPx: 2 })] },
    { kind: 'curves', id: 'rotary', scale: 'linear', curves: [curve('rpm', { thicknessPx: 2 }), curve('torqueKNm', { thicknessPx: 2 })] },
    { kind: 'curves', id: 'pumps', scale: 'linear', curves: [curve('sppMPa', { thicknessPx: 2 }), curve('flowInLpm', { thicknessPx: 2 })] },
    { kind: 'curves', id: 'rop', scale: 'linear', curves: [curve('ropMph', { thicknessPx: 2 })] },
  ],
};

/** Depth-indexed curves as drilled: gamma and ROP against MD, with ROP's trend (median of 9). */
const DEPTH_ANALYSIS: LogPaneDecl = {
  axis: 'depth',
  orientation: 'vertical',
  spanIndex: 200,
  tracks: [
    { kind: 'curves', id: 'gamma', scale: 'linear', curves: [curve('gammaGapi')] },
    {
      kind: 'curves',
      id: 'rop',
      scale: 'linear',
      curves: [curve('ropMph', { thicknessPx: 1 }), curve('ropMph', { smoothing: { type: 'MEDIAN', window: 9 }, color: '#ff7043', thicknessPx: 3 })],
    },
  ],
};

/** Where a user's own log starts: three tracks they change at will. */
const CUSTOM: LogPaneDecl = {
  axis: 'time',
  orientation: 'vertical',
  spanIndex: 3600,
  configurable: true,
  choices: TIME_CHANNELS,
  tracks: [
    { kind: 'curves', id: 't1', scale: 'linear', curves: [curve('hookloadT'), curve('wobT')] },
    { kind: 'curves', id: 't2', scale: 'linear', curves: [curve('rpm'), curve('torqueKNm')] },
    { kind: 'curves', id: 't3', scale: 'linear', curves: [curve('ropMph', { smoothing: { type: 'SIMPLE', window: 5 } })] },
  ],
};

/** The completions Custom Log: the same user-configured log over a frac's treatment channels, a stage (~2–3 h) in view. */
const CUSTOM_FRAC: LogPaneDecl = {
  axis: 'time',
  orientation: 'vertical',
  spanIndex: 3 * 3600,
  configurable: true,
  choices: FRAC_LOG_CHANNELS,
  tracks: [
    { kind: 'curves', id: 't1', scale: 'linear', curves: [curve('fracTreatingMPa'), curve('fracBottomholeMPa', { dash: 'dash' })] },
    { kind: 'curves', id: 't2', scale: 'linear', curves: [curve('fracSlurryRateM3Min'), curve('fracCleanRateM3Min', { dash: 'dash' })] },
    { kind: 'curves', id: 't3', scale: 'linear', curves: [curve('fracPropConcKgM3')] },
    { kind: 'curves', id: 't4', scale: 'linear', curves: [curve('fracCumProppantKg'), curve('fracCumCleanM3')] },
  ],
};

export const LOG_PANES: Readonly<Record<string, LogPaneDecl>> = {
  'drilling.time_analysis_log': TIME_ANALYSIS,
  'widget.time-analysis-log': TIME_ANALYSIS,
  'widget.drilling-control-log': CONTROL,
  'drilling.depth_analysis_log': DEPTH_ANALYSIS,
  'widget.depth-analysis-log': DEPTH_ANALYSIS,
  'drilling.custom_log': CUSTOM,
  'completions.custom_log': CUSTOM_FRAC,
  'widget.custom-well-log': CUSTOM,
};

export function channelsOf(tracks: readonly TrackSpec[]): string[] {
  const set = new Set<string>();
  for (const t of tracks) {
    if (t.kind === 'activity') set.add(t.channel);
    else for (const c of t.curves) set.add(c.channel);
  }
  return [...set];
}
