/**
 * Anti-collision answers depend on the offset wells too: a new station on an offset changes the
 * reference's separation. Renders nothing; listens to each offset's survey-updated while visible.
 */
import { useDirectionalLive } from '../../../api/directional';

function OffsetListener({ wellId, active }: { wellId: string; active: boolean }) {
  useDirectionalLive(wellId, active);
  return null;
}

export function OffsetsLive({ ids, active }: { ids: readonly string[]; active: boolean }) {
  return (
    <>
      {ids.map((id) => (
        <OffsetListener key={id} wellId={id} active={active} />
      ))}
    </>
  );
}
