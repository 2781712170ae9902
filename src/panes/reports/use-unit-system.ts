/** The signed-in user's unit system (metric until the profile says otherwise). */
import { useSnapshot } from 'valtio';
import type { UnitSystemId } from '../../domain/units';
import { session } from '../../state/session';

export function useUnitSystem(): UnitSystemId {
  const { user } = useSnapshot(session);
  return user?.locale.unit_system ?? 'metric';
}
