/**
 * The wall's engine in the shell: watches the alarm rules while a wall runs (TV mode or a
 * playlist), restarts a playlist that was running when the wall last reloaded, and shows the two
 * things a wall must say: which well is alarmed and why (WallAlarmBanner, above the workspace), and
 * that the playlist is paused.
 */
import { makeStyles } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { effectiveBindings, kbdLabel } from '../../commands/keymap';
import { keymapOverrides } from '../keyboard/keymap-overrides';
import { describeAlarm } from '../../domain/wall/alarm-rules';
import { appState } from '../../state/app-state';
import { workspace } from '../../state/workspace';
import { watchAlarms } from './alarm-watch';
import { startPlaylist, stopPlaylist } from './playlist';
import { WALL_KEY, wallSettings } from './wall-settings';
import { wall } from './wall-state';

const useStyles = makeStyles({
  // A strip above the workspace, in the flow: the tiles move down instead of hiding their headers under it.
  alarm: {
    flexShrink: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    textAlign: 'center',
    padding: 'calc(6px * var(--tv-scale, 1)) calc(16px * var(--tv-scale, 1))',
    backgroundColor: '#c50f1f',
    color: '#ffffff',
    fontWeight: 700,
    fontSize: 'calc(16px * var(--tv-scale, 1))',
  },
  // Bottom centre: the footer's contact line sits at the left, the request state at the right.
  paused: {
    position: 'fixed',
    left: '50%',
    transform: 'translateX(-50%)',
    bottom: '4px',
    zIndex: 900,
    padding: '2px 10px',
    borderRadius: '4px',
    backgroundColor: 'rgba(0,0,0,0.7)',
    color: '#f0f0f0',
    fontSize: 'calc(13px * var(--tv-scale, 1))',
    pointerEvents: 'none',
  },
});

export function WallRunner() {
  const s = useStyles();
  const { tv } = useSnapshot(workspace);
  const w = useSnapshot(wall);
  // Re-render when the wall settings change (another browser, a command).
  const { loaded, config } = useSnapshot(appState);
  void config[WALL_KEY];
  const settings = wallSettings();
  const rulesKey = JSON.stringify(settings.alarms);

  useEffect(() => {
    if (!(tv || w.running) || settings.alarms.length === 0) return;
    return watchAlarms(settings.alarms);
    // The rules by value: a save that changes nothing keeps the watcher.
  }, [tv, w.running, rulesKey]);

  useEffect(() => {
    if (loaded && settings.playlist.autoStart && !wall.running) startPlaylist(false);
  }, [loaded]);
  useEffect(() => () => stopPlaylist(false), []);

  return (
    <>
      {w.running && w.paused && (
        <div className={s.paused} data-playlist-state="paused">
          Playlist paused ·{' '}
          {kbdLabel(effectiveBindings(keymapOverrides.overrides).bindings.find((b) => b.commandId === 'wall.playlist.toggle')?.keys ?? 'Alt+Shift+KeyY')}{' '}
          resumes
        </div>
      )}
    </>
  );
}

/** Which well is alarmed and why: a strip the shell places above its workspace. */
export function WallAlarmBanner() {
  const s = useStyles();
  const w = useSnapshot(wall);
  useSnapshot(appState);
  if (!w.alarm) return null;
  const rule = wallSettings().alarms.find((a) => a.id === w.alarm!.ruleId);
  return (
    <div className={s.alarm} role="alert" data-wall-alarm={w.alarm.wellId} title={rule ? describeAlarm(rule) : undefined}>
      {w.alarm.wellName || 'Well'} · {w.alarm.reason}
    </div>
  );
}
