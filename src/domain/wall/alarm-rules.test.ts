import { describe, expect, it } from 'vitest';
import { alarmHolds, describeAlarm, type AlarmRule } from './alarm-rules';

const hook: AlarmRule = { id: 'a', kind: 'channel', wellId: 'w', channel: 'hookLoadT', label: 'Hook load', unit: 't', min: 20, max: 250 };
const ac: AlarmRule = { id: 'b', kind: 'ac', wellId: 'w', minSeverity: 'warning', lookAheadM: 300 };
const slide: AlarmRule = { id: 'c', kind: 'rig-state', wellId: 'w', states: ['SLIDE_DRILLING', 'REAMING'], labels: ['Slide drilling', 'Reaming / washing'] };

describe('wall alarms', () => {
  it('a channel holds outside its band only, and says which bound', () => {
    expect(alarmHolds(hook, { values: { hookLoadT: 136 } })).toBeNull();
    expect(alarmHolds(hook, { values: { hookLoadT: 262.4 } })).toBe('Hook load 262 t above 250');
    expect(alarmHolds(hook, { values: { hookLoadT: 12.5 } })).toBe('Hook load 12.5 t below 20.0');
    // Unknown is not an alarm: a gap or a dropped sensor is told elsewhere.
    expect(alarmHolds(hook, { values: { hookLoadT: null } })).toBeNull();
    expect(alarmHolds(hook, {})).toBeNull();
    expect(alarmHolds({ ...hook, min: null }, { values: { hookLoadT: 1 } })).toBeNull();
  });

  it('anti-collision holds at or above the chosen severity', () => {
    expect(alarmHolds(ac, { ac: { severity: 'stop', message: 'Stop drilling' } })).toBe('Anti-collision: Stop drilling');
    expect(alarmHolds(ac, { ac: { severity: 'warning', message: 'Proceed under the risk plan' } })).toBe('Anti-collision: Proceed under the risk plan');
    expect(alarmHolds(ac, { ac: { severity: 'caution', message: 'Review' } })).toBeNull();
    expect(alarmHolds({ ...ac, minSeverity: 'stop' }, { ac: { severity: 'warning', message: 'x' } })).toBeNull();
    expect(alarmHolds(ac, { ac: null })).toBeNull();
  });

  it('a marked rig state holds while the rig is in it', () => {
    expect(alarmHolds(slide, { activityId: 'REAMING' })).toBe('Rig state: Reaming / washing');
    expect(alarmHolds(slide, { activityId: 'ROTARY_DRILLING' })).toBeNull();
    expect(describeAlarm(slide)).toBe('Rig state Slide drilling or Reaming / washing');
    expect(describeAlarm(hook)).toBe('Hook load outside 20.0 – 250 t');
  });
});
