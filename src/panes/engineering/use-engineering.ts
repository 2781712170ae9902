/**
 * The engineering answers of a pane's well: torque & drag (with the recorded hook load of the pane's
 * period) and hydraulics, fetched while the pane is visible, each keyed by its well and inputs.
 */
import useSWR from 'swr';
import { useOwnedSWR } from '../../api/owned-swr';
import { fetchHydraulics, fetchTorqueDrag } from '../../api/engineering/answers';
import { FLOW_CURVE_LPM } from '../../domain/engineering/demo-case';
import type { Period } from '../../state/period';

export function useTorqueDrag(wellId: string | null, period: Period | null, visible: boolean) {
  const from = period ? Math.floor(period.start_date) : undefined;
  const to = period && !period.autoUpdate ? Math.floor(period.end_date) : undefined;
  return useOwnedSWR(
    `engineering/torque_drag|${wellId}`,
    wellId && visible ? ['engineering/torque_drag', wellId, from, to] : null,
    () => fetchTorqueDrag(wellId!, { measured_from: from, measured_to: to }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

export function useHydraulics(wellId: string | null, visible: boolean) {
  return useSWR(wellId && visible ? ['engineering/hydraulics', wellId] : null, () => fetchHydraulics(wellId!, { flow_rates_lpm: [...FLOW_CURVE_LPM] }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
