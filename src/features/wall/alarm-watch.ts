/**
 * Alarm-driven focus: while a wall runs (TV mode or a playlist), the user's alarm rules are watched
 * on live data (channels and rig state from /topic/{well}/live, anti-collision advice polled every
 * few seconds). When one holds, the layout showing that well comes forward and is marked; when it
 * clears, the wall returns to the layout it left and the playlist goes on.
 */
import { fetchAcRisk } from '../../api/directional/queries';
import { fetchWell } from '../../api/wells';
import { listenTopic } from '../../api/realtime/connection';
import { ACTIVITIES } from '../../domain/drilling/activities';
import { alarmHolds, type AcSeverity, type AlarmInputs, type AlarmRule } from '../../domain/wall/alarm-rules';
import { selection } from '../../state/selection';
import { currentDoc } from '../workspace/workspace-model';
import { switchLayout } from '../workspace/layouts';
import { layoutsNow, wellsOfLayout } from './layout-wells';
import { playlistLayoutIds } from './playlist';
import { wall } from './wall-state';

const AC_POLL_MS = 4000;
const EVALUATE_MS = 1000;

/** The layout to show for a well: the current one if it shows the well, else one in the playlist, else any. */
function layoutFor(wellId: string): { id: string; wellName: string } | null {
  const all = layoutsNow().map((l) => ({ id: l.id, wells: wellsOfLayout(l.model) }));
  const active = currentDoc().active;
  const inPlaylist = new Set(playlistLayoutIds());
  const ordered = [
    ...all.filter((l) => l.id === active),
    ...all.filter((l) => l.id !== active && inPlaylist.has(l.id)),
    ...all.filter((l) => l.id !== active && !inPlaylist.has(l.id)),
  ];
  const hit = ordered.find((l) => l.wells.has(wellId));
  return hit ? { id: hit.id, wellName: hit.wells.get(wellId) ?? '' } : null;
}

export function watchAlarms(rules: readonly AlarmRule[]): () => void {
  const values = new Map<string, Record<string, number | null>>();
  const ac = new Map<string, { severity: AcSeverity; message: string } | null>();
  const stops: (() => void)[] = [];

  for (const wellId of new Set(rules.filter((r) => r.kind !== 'ac').map((r) => r.wellId))) {
    stops.push(listenTopic(wellId, 'live', { onMessage: (m) => values.set(wellId, { ...values.get(wellId), ...m.values }) }));
  }
  const acRules = rules.filter((r): r is Extract<AlarmRule, { kind: 'ac' }> => r.kind === 'ac');
  let polling = false;
  const pollAc = async () => {
    if (polling) return;
    polling = true;
    for (const r of acRules) {
      try {
        const d = await fetchAcRisk(r.wellId, r.lookAheadM);
        ac.set(r.id, { severity: d.advice.severity, message: d.advice.message });
      } catch {
        // Not known is not an alarm; the request layer has reported the failure.
        ac.set(r.id, null);
      }
    }
    polling = false;
  };
  if (acRules.length > 0) {
    void pollAc();
    const t = setInterval(() => void pollAc(), AC_POLL_MS);
    stops.push(() => clearInterval(t));
  }

  const inputsFor = (r: AlarmRule): AlarmInputs => {
    if (r.kind === 'ac') return { ac: ac.get(r.id) ?? null };
    const v = values.get(r.wellId);
    const code = v?.activity;
    return { values: v, activityId: code === null || code === undefined ? null : (ACTIVITIES[Math.round(code)]?.id ?? null) };
  };

  const evaluate = () => {
    const firing = rules.flatMap((r) => {
      const why = alarmHolds(r, inputsFor(r));
      return why ? [{ r, why }] : [];
    });
    const shown = wall.alarm;
    if (shown) {
      const still = firing.find((x) => x.r.id === shown.ruleId);
      if (still) {
        if (shown.reason !== still.why) shown.reason = still.why;
        return;
      }
      clearAlarm();
    }
    for (const { r, why } of firing) {
      const target = layoutFor(r.wellId);
      if (!target) continue;
      wall.alarm = { ruleId: r.id, wellId: r.wellId, wellName: target.wellName, layoutId: target.id, reason: why, returnTo: currentDoc().active };
      // A pane saved without its well's name (a layout made elsewhere): the wall still names the well.
      if (!target.wellName) void nameAlarmedWell(r.wellId);
      switchLayout(target.id);
      return;
    }
  };
  const t = setInterval(evaluate, EVALUATE_MS);
  stops.push(() => clearInterval(t));

  return () => {
    for (const s of stops) s();
    // The rules changed (one removed) or the wall stopped: the alarm no longer stands.
    clearAlarm();
  };
}

/** The alarm is over: back to the layout the wall left for it. */
function clearAlarm(): void {
  const shown = wall.alarm;
  if (!shown) return;
  wall.alarm = null;
  if (currentDoc().layouts.some((l) => l.id === shown.returnTo)) switchLayout(shown.returnTo);
}

async function nameAlarmedWell(wellId: string): Promise<void> {
  const well = await fetchWell(wellId, selection.stage).catch(() => null);
  if (well && wall.alarm?.wellId === wellId && !wall.alarm.wellName) wall.alarm.wellName = well.data.name;
}
