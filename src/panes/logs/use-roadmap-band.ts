/**
 * The Solid Gauge's roadmap band: the target range of the gauge's channel in the well's first
 * roadmap, in the interval holding the current hole depth, for the mode the rig is in (no string
 * rotation: slide targets, else rotary). Null when the well has no roadmap, the depth is in no
 * interval, the channel is not a roadmap parameter, the mode sets no target for it, or the user may
 * not see roadmaps (VIEW_ROADMAP): the gauge then says there is no roadmap.
 */
import { useSnapshot } from 'valtio';
import { useRoadmaps } from '../../api/roadmap';
import { intervalAt } from '../../domain/drilling/roadmap/compliance';
import { ROADMAP_PARAMS, type Range } from '../../domain/drilling/roadmap/roadmap-params';
import { session } from '../../state/session';

/** Below this surface RPM the string is not rotating: the rig is sliding (or not drilling). */
const ROTATING_RPM = 5;

export function useRoadmapBand(wellId: string | null, channel: string, holeDepthM: number | null, rpm: number | null, active: boolean): Range | null {
  const { user } = useSnapshot(session);
  const mayView = !!user && (user.is_admin || user.global_permissions.includes('VIEW_ROADMAP'));
  const param = ROADMAP_PARAMS.find((p) => p.channel === channel);
  const list = useRoadmaps(param && mayView ? wellId : null, active);
  const roadmap = list.data?.data[0];
  if (!param || !roadmap || holeDepthM === null) return null;
  const at = intervalAt(
    roadmap.intervals.map((i) => ({ ...i, mdFromM: i.md_from_m, mdToM: i.md_to_m })),
    holeDepthM,
  );
  if (!at) return null;
  const mode = rpm !== null && rpm < ROTATING_RPM ? 'slide' : 'rotary';
  return at[mode][param.id] ?? null;
}
