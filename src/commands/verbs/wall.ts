/**
 * Walls: the playlist of saved layouts and the alarm rules that bring a well's layout forward
 * (src/features/wall). Every setting follows the user (app state), so it is made at a desk and works
 * on the wall's browser.
 */
import { ACTIVITIES } from '../../domain/drilling/activities';
import { TIME_CHANNELS } from '../../domain/drilling/channels';
import { describeAlarm, type AlarmRule } from '../../domain/wall/alarm-rules';
import { openPalette } from '../../features/palette/palette-state';
import { stopPlaylist, togglePlaylist } from '../../features/wall/playlist';
import { PLAYLIST_INTERVALS_S, addAlarm, removeAlarm, saveWallSettings, wallSettings } from '../../features/wall/wall-settings';
import { wall } from '../../features/wall/wall-state';
import { currentDoc } from '../../features/workspace/workspace-model';
import { notify } from '../../state/notifications';
import { selection } from '../../state/selection';
import type { Verb } from '../verb-types';

const newId = () => `alarm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const needsWell = () => (selection.wellId ? null : 'Select a well first');
const wellName = () => selection.well?.name ?? 'the selected well';

function added(rule: AlarmRule): null {
  addAlarm(rule);
  notify('success', `Wall alarm added: ${describeAlarm(rule)} on ${wellName()}`);
  return null;
}

/** "min max" with '-' for an open bound: "20 250", "- 250". */
function parseBand(text: string): { min: number | null; max: number | null } | string {
  const parts = text.trim().split(/[\s,;]+/);
  if (parts.length !== 2) return 'Type two bounds: min max (a dash for none), e.g. 20 250';
  const [min, max] = parts.map((p) => (p === '-' ? null : Number(p)));
  if ((min !== null && !Number.isFinite(min)) || (max !== null && !Number.isFinite(max))) return 'Bounds must be numbers or -';
  if (min === null && max === null) return 'At least one bound';
  if (min !== null && max !== null && min >= max) return 'The lower bound must be below the upper';
  return { min, max };
}

export const wallVerbs: Verb[] = [
  {
    id: 'wall.playlist.toggle',
    label: 'Playlist: start, pause or resume',
    group: 'Wall',
    keywords: ['rotate layouts', 'tv', 'wall', 'carousel', 'slideshow'],
    keys: 'Alt+Shift+KeyY',
    when: () => (currentDoc().layouts.length > 1 ? null : 'Save a second layout first: a playlist rotates saved layouts'),
    run: togglePlaylist,
  },
  {
    id: 'wall.playlist.stop',
    label: 'Playlist: stop',
    group: 'Wall',
    keywords: ['rotate layouts'],
    when: () => (wall.running ? null : 'No playlist is running'),
    run: () => stopPlaylist(),
  },
  {
    id: 'wall.playlist.interval',
    label: 'Playlist: rotate every…',
    group: 'Wall',
    keywords: ['interval', 'seconds'],
    run: () =>
      openPalette({
        kind: 'options',
        title: 'Rotate every',
        options: PLAYLIST_INTERVALS_S.map((s) => ({ value: String(s), label: s < 60 ? `${s} s` : `${s / 60} min` })),
        choose: (v) => {
          saveWallSettings({ playlist: { ...wallSettings().playlist, intervalS: Number(v) } });
          if (wall.running) {
            stopPlaylist(false);
            togglePlaylist();
          }
          return null;
        },
      }),
  },
  {
    id: 'wall.playlist.include',
    label: 'Playlist: add or remove the layout on screen',
    group: 'Wall',
    keywords: ['rotate layouts'],
    run: () => {
      const active = currentDoc().active;
      const ids = wallSettings().playlist.layoutIds;
      const next = ids.includes(active) ? ids.filter((id) => id !== active) : [...ids, active];
      saveWallSettings({ playlist: { ...wallSettings().playlist, layoutIds: next } });
      const name = currentDoc().layouts.find((l) => l.id === active)?.name ?? 'This layout';
      notify('success', `${name} ${ids.includes(active) ? 'left' : 'joined'} the playlist (${next.length || 'every'} layout${next.length === 1 ? '' : 's'})`);
    },
  },
  {
    id: 'wall.alarm.ac',
    label: 'Wall alarm: anti-collision on the selected well…',
    group: 'Wall',
    keywords: ['alert', 'separation factor', 'ac', 'focus'],
    when: needsWell,
    run: () =>
      openPalette({
        kind: 'options',
        title: `Anti-collision alarm on ${wellName()}`,
        options: [
          { value: 'warning:100', label: 'Warning or stop within 100 m ahead of the bit' },
          { value: 'warning:300', label: 'Warning or stop within 300 m ahead' },
          { value: 'stop:100', label: 'Stop within 100 m ahead' },
          { value: 'stop:300', label: 'Stop within 300 m ahead' },
          { value: 'warning:2000', label: 'Warning or stop within 2000 m ahead (the section ahead)' },
        ],
        choose: (v) => {
          const [sev, m] = v.split(':');
          return added({ id: newId(), kind: 'ac', wellId: selection.wellId!, minSeverity: sev === 'stop' ? 'stop' : 'warning', lookAheadM: Number(m) });
        },
      }),
  },
  {
    id: 'wall.alarm.rigState',
    label: 'Wall alarm: a rig state on the selected well…',
    group: 'Wall',
    keywords: ['alert', 'activity', 'tripping', 'focus'],
    when: needsWell,
    run: () =>
      openPalette({
        kind: 'options',
        title: `Rig state alarm on ${wellName()}`,
        options: ACTIVITIES.map((a) => ({ value: a.id, label: a.label })),
        choose: (v) =>
          added({ id: newId(), kind: 'rig-state', wellId: selection.wellId!, states: [v], labels: [ACTIVITIES.find((a) => a.id === v)?.label ?? v] }),
      }),
  },
  {
    id: 'wall.alarm.channel',
    label: 'Wall alarm: a channel out of its band on the selected well…',
    group: 'Wall',
    keywords: ['alert', 'limit', 'threshold', 'hook load', 'pressure', 'focus'],
    when: needsWell,
    run: () =>
      openPalette({
        kind: 'options',
        title: `Channel alarm on ${wellName()}`,
        options: TIME_CHANNELS.map((c) => ({ value: c.id, label: `${c.label} (${c.unit})` })),
        choose: (id) => {
          const c = TIME_CHANNELS.find((x) => x.id === id)!;
          openPalette({
            kind: 'text',
            title: `${c.label}: band in ${c.unit}`,
            placeholder: 'min max, a dash for none: 20 250',
            submit: (text) => {
              const band = parseBand(text);
              if (typeof band === 'string') return band;
              return added({ id: newId(), kind: 'channel', wellId: selection.wellId!, channel: c.id, label: c.label, unit: c.unit, ...band });
            },
          });
          return null;
        },
      }),
  },
  {
    id: 'wall.alarm.remove',
    label: 'Wall alarm: remove…',
    group: 'Wall',
    keywords: ['alert', 'delete'],
    when: () => (wallSettings().alarms.length ? null : 'No wall alarms'),
    run: () =>
      openPalette({
        kind: 'options',
        title: 'Remove a wall alarm',
        options: wallSettings().alarms.map((a) => ({ value: a.id, label: describeAlarm(a) })),
        choose: (id) => {
          removeAlarm(id);
          return null;
        },
      }),
  },
];
