/**
 * Linked cursors for panes (the mechanism is src/state/linked-cursor.ts): panes of the same well
 * share one MD cursor and one time cursor while the workspace option "Link cursors" is on (palette:
 * "Link cursors of panes of the same well" / "Unlink cursors"; saved with the workspace). With it
 * off, every pane keeps its cursor to itself: the hook returns null and setting is a no-op.
 *
 *   const { cursor, setMd } = useLinkedCursor(wellId);
 *   // on hover: setMd(mdM); draw a marker at cursor?.mdM unless cursor.source === instanceId
 */
import { useSnapshot } from 'valtio';
import { linkedCursors, setMdCursor, setTimeCursor, type WellCursor } from '../../state/linked-cursor';
import { workspace } from '../../state/workspace';
import { usePaneActivity } from './pane-activity';

export interface LinkedCursor {
  /** The well's shared cursor; null when unlinked or no well. */
  cursor: WellCursor | null;
  /** This pane's instance id, to tell its own moves from the others'. */
  instanceId: string;
  setMd: (mdM: number | null) => void;
  setTime: (timeS: number | null) => void;
}

export function useLinkedCursor(wellId: string | null): LinkedCursor {
  const { linkCursors } = useSnapshot(workspace);
  const cursors = useSnapshot(linkedCursors);
  const { instanceId } = usePaneActivity();
  const on = linkCursors && wellId !== null;
  return {
    cursor: on ? (cursors[wellId!] ?? null) : null,
    instanceId,
    setMd: (mdM) => on && setMdCursor(wellId!, mdM, instanceId),
    setTime: (timeS) => on && setTimeCursor(wellId!, timeS, instanceId),
  };
}
