/**
 * What every directional pane starts with: whether it is on screen (hidden panes do not fetch or
 * subscribe), the live refresh on survey-updated, the user's units, the well's shared MD cursor and
 * the well's name when the selection knows it.
 */
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { useDirectionalLive } from '../../../api/directional';
import { usePaneActivity } from '../../../features/workspace/pane-activity';
import { useLinkedCursor } from '../../../features/workspace/use-linked-cursor';
import { selection } from '../../../state/selection';
import type { PaneProps } from '../../pane-types';
import { useDisplayUnits, type DisplayUnits } from './display-units';

export interface MdCursor {
  /** The well's cursor MD in metres, or null. */
  mdM: number | null;
  /** This pane moved it last (no need to scroll to it). */
  mine: boolean;
  set(mdM: number | null): void;
}

export interface DirectionalPane {
  wellId: string | null;
  wellName: string | null;
  active: boolean;
  focused: boolean;
  instanceId: string;
  units: DisplayUnits;
  cursor: MdCursor;
  /** The server refused the well's live topic (no permission). */
  liveRefused: string | null;
}

/** The well's MD cursor, as the workspace's "Link cursors" option allows (off: none). */
export function useMdCursor(wellId: string | null): MdCursor {
  const { cursor, instanceId, setMd } = useLinkedCursor(wellId);
  const set = useCallback((mdM: number | null) => setMd(mdM), [setMd]);
  return { mdM: cursor?.mdM ?? null, mine: cursor?.source === instanceId, set };
}

export function useDirectionalPane(props: PaneProps): DirectionalPane {
  const { wellId } = props;
  const { visible, focused, instanceId } = usePaneActivity();
  const sel = useSnapshot(selection);
  const { refused } = useDirectionalLive(wellId, visible);
  const units = useDisplayUnits();
  const cursor = useMdCursor(wellId);
  const wellName = wellId && sel.wellId === wellId ? (sel.well?.name ?? null) : null;
  return { wellId, wellName, active: visible, focused, instanceId, units, cursor, liveRefused: refused };
}
