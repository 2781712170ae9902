/**
 * Playlists (Grafana's): the saved layouts of the playlist rotate on a wall at the chosen interval.
 * Any key pauses (someone walked up to the screen); the playlist command resumes. An alarm holds the
 * rotation on the alarmed well's layout until it clears.
 */
import { currentDoc } from '../workspace/workspace-model';
import { switchLayout } from '../workspace/layouts';
import { wall } from './wall-state';
import { saveWallSettings, wallSettings } from './wall-settings';

let timer: ReturnType<typeof setInterval> | null = null;

/** The playlist's layouts that still exist; every saved layout when it names none. */
export function playlistLayoutIds(): string[] {
  const existing = currentDoc().layouts.map((l) => l.id);
  const chosen = wallSettings().playlist.layoutIds.filter((id) => existing.includes(id));
  return chosen.length > 0 ? chosen : existing;
}

/** The layout after `current` in the playlist (wrapping), or null when there is nothing to rotate. */
export function nextLayoutId(ids: readonly string[], current: string): string | null {
  if (ids.length < 2 && ids[0] === current) return null;
  const i = ids.indexOf(current);
  return ids[(i + 1) % ids.length] ?? null;
}

function step(): void {
  if (!wall.running || wall.paused || wall.alarm) return;
  const next = nextLayoutId(playlistLayoutIds(), currentDoc().active);
  if (next) switchLayout(next);
}

/** Set when the playlist command runs: the key that ran it (whatever the user bound it to) toggles, it does not also pause. */
let keyRanToggle = false;
function onKey(e: KeyboardEvent): void {
  if (!wall.running || wall.paused || ['Shift', 'Alt', 'Control', 'Meta'].includes(e.key)) return;
  keyRanToggle = false;
  // Decided after the key's own handlers have run (this listener runs first, in the capture phase).
  setTimeout(() => {
    if (!keyRanToggle && wall.running) wall.paused = true;
  }, 0);
}

export function startPlaylist(remember = true): void {
  if (remember && !wallSettings().playlist.autoStart) saveWallSettings({ playlist: { ...wallSettings().playlist, autoStart: true } });
  stopTimer();
  wall.running = true;
  wall.paused = false;
  timer = setInterval(step, wallSettings().playlist.intervalS * 1000);
  window.addEventListener('keydown', onKey, true);
}

export function stopPlaylist(remember = true): void {
  if (remember && wallSettings().playlist.autoStart) saveWallSettings({ playlist: { ...wallSettings().playlist, autoStart: false } });
  stopTimer();
  wall.running = false;
  wall.paused = false;
  window.removeEventListener('keydown', onKey, true);
}

function stopTimer(): void {
  if (timer) clearInterval(timer);
  timer = null;
}

/** Start, pause or resume: the one playlist key. */
export function togglePlaylist(): void {
  keyRanToggle = true;
  if (!wall.running) startPlaylist();
  else wall.paused = !wall.paused;
}
