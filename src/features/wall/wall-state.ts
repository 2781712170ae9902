/** What the wall is doing in this browser: the playlist running or paused, the alarm it shows. */
import { proxy } from 'valtio';

export interface WallAlarm {
  ruleId: string;
  wellId: string;
  wellName: string;
  layoutId: string;
  reason: string;
  /** The layout on screen before the alarm: shown again when it clears. */
  returnTo: string;
}

export const wall = proxy({
  running: false,
  paused: false,
  alarm: null as WallAlarm | null,
});
