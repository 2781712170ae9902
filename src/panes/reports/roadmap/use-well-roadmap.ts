/**
 * The roadmap a pane shows: the route's roadmap_id, else the well's first roadmap (the seeded "by
 * section" one on demo wells); the list comes with the user's right to edit. Display units of each
 * parameter in the user's unit system (stored in channel units; editing converts back).
 */
import { useMemo } from 'react';
import { useRoadmap, useRoadmaps } from '../../../api/roadmap';
import { ROADMAP_PARAMS, type RoadmapParam } from '../../../domain/drilling/roadmap/roadmap-params';
import type { UnitSystemId } from '../../../domain/units';
import { displayUnit, type DisplayUnit } from '../../../features/log-tracks/display-units';

export function useWellRoadmap(wellId: string | null, routeRoadmapId: string | undefined, active: boolean) {
  const list = useRoadmaps(wellId, active);
  const roadmapId = routeRoadmapId ?? list.data?.data[0]?.id ?? null;
  const roadmap = useRoadmap(wellId, roadmapId, active);
  return { list, roadmapId, roadmap, canEdit: list.data?.can_edit ?? false };
}

export interface ParamUnit {
  param: RoadmapParam;
  unit: DisplayUnit;
  /** Display value back to the channel unit (every unit here converts linearly, without offset). */
  toStored(v: number): number;
}

export function useParamUnits(system: UnitSystemId): ParamUnit[] {
  return useMemo(
    () =>
      ROADMAP_PARAMS.map((param) => {
        const unit = displayUnit(param.unit, system);
        const k = unit.convert(1);
        return { param, unit, toStored: (v: number) => v / k };
      }),
    [system],
  );
}
