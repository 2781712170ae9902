/**
 * The parameters a drilling roadmap sets a target range for, declared once: the API's key, the
 * recorded channel it is compared against (channels.ts, whose unit it shares) and which drilling
 * modes it applies to. Sliding does not rotate the string, so surface RPM and torque are rotary only.
 */
import { channelById, type ChannelId } from '../channels';

export type RoadmapMode = 'rotary' | 'slide';
export const ROADMAP_MODES: readonly RoadmapMode[] = ['rotary', 'slide'];

export interface RoadmapParam {
  readonly id: 'wob_t' | 'rpm' | 'flow_lpm' | 'diffp_mpa' | 'rop_mph' | 'torque_knm';
  readonly channel: ChannelId;
  readonly label: string;
  readonly unit: string;
  readonly modes: readonly RoadmapMode[];
  /** Plausible bounds of a range (the channel's declared range, widened where rigs go beyond the 8½" figures). */
  readonly maxValue: number;
}

const decl = (id: RoadmapParam['id'], channel: ChannelId, label: string, modes: readonly RoadmapMode[], maxValue: number): RoadmapParam => ({
  id,
  channel,
  label,
  unit: channelById(channel)!.unit,
  modes,
  maxValue,
});

export const ROADMAP_PARAMS: readonly RoadmapParam[] = [
  decl('wob_t', 'wobT', 'WOB', ROADMAP_MODES, 60),
  decl('rpm', 'rpm', 'RPM', ['rotary'], 300),
  decl('flow_lpm', 'flowInLpm', 'Flow', ROADMAP_MODES, 8000),
  decl('diffp_mpa', 'diffPMPa', 'Diff. pressure', ROADMAP_MODES, 20),
  decl('rop_mph', 'ropMph', 'ROP', ROADMAP_MODES, 300),
  decl('torque_knm', 'torqueKNm', 'Torque', ['rotary'], 100),
];

export type RoadmapParamId = RoadmapParam['id'];
export const paramsOf = (mode: RoadmapMode): readonly RoadmapParam[] => ROADMAP_PARAMS.filter((p) => p.modes.includes(mode));

export interface Range {
  readonly min: number;
  readonly max: number;
}
/** One mode's targets of an interval: a range per parameter the driller set (others: no target). */
export type ModeRanges = Partial<Record<RoadmapParamId, Range>>;

/** A roadmap interval as stored and answered by the API (depths m, hole size in, ranges in channel units). */
export interface RoadmapIntervalRecord {
  id: string;
  roadmap_id: string;
  name: string;
  md_from_m: number;
  md_to_m: number;
  hole_size_in: number | null;
  rotary: ModeRanges;
  slide: ModeRanges;
  comment: string;
}
