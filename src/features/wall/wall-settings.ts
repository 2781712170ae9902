/**
 * What a user set up for walls, kept in their app state on the server (key `wall`) so it follows
 * them to the wall's browser: the playlist (which saved layouts rotate, how fast) and the alarm rules
 * that bring a well's layout forward.
 */
import type { AlarmRule } from '../../domain/wall/alarm-rules';
import { appState } from '../../state/app-state';
import { saveAppStateSoon } from '../app-state/persist-app-state';

export const WALL_KEY = 'wall';

export interface WallSettings {
  /** Layouts in the playlist, in order; empty: every saved layout. */
  /** `autoStart`: the playlist was running when last left: a wall that reloads starts it again. */
  playlist: { layoutIds: readonly string[]; intervalS: number; autoStart?: boolean };
  alarms: readonly AlarmRule[];
}

export const PLAYLIST_INTERVALS_S = [10, 30, 60, 120, 300] as const;
const DEFAULTS: WallSettings = { playlist: { layoutIds: [], intervalS: 30 }, alarms: [] };

export function wallSettings(): WallSettings {
  const v = appState.config[WALL_KEY] as Partial<WallSettings> | undefined;
  return {
    playlist: { ...DEFAULTS.playlist, ...(v?.playlist ?? {}) },
    alarms: Array.isArray(v?.alarms) ? v.alarms : [],
  };
}

export function saveWallSettings(patch: Partial<WallSettings>): void {
  saveAppStateSoon({ [WALL_KEY]: { ...wallSettings(), ...patch } });
}

export function addAlarm(rule: AlarmRule): void {
  saveWallSettings({ alarms: [...wallSettings().alarms, rule] });
}

export function removeAlarm(id: string): void {
  saveWallSettings({ alarms: wallSettings().alarms.filter((a) => a.id !== id) });
}
