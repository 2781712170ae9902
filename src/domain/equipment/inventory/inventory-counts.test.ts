import { describe, expect, it } from 'vitest';
import { parseLocation } from './component-status';
import { daysBetween, inspectionDue, inventoryCounts, type CountedComponent } from './inventory-counts';
import { isToolType, toolTypeByLength, toolTypeHasBore, toolTypeLabel, toolTypeOrder } from './tool-types';

const c = (toolType: string, status: CountedComponent['status'], hours: number, last: string | null): CountedComponent => ({
  toolType,
  status,
  hoursDrilling: hours,
  hoursCirculating: hours * 1.25,
  lastInspection: last,
});

describe('inventory counts', () => {
  it('counts per status and per tool type, types in BHA order, hours summed', () => {
    const n = inventoryCounts(
      [
        c('hwdp', 'on_rig', 300, '2026-10-01'),
        c('motor', 'in_hole', 112, '2026-11-01'),
        c('motor', 'in_yard', 0, '2026-11-20'),
        c('bit', 'on_rig', 0, null),
        c('motor', 'repair', 240, '2026-03-01'),
      ],
      '2026-11-28',
    );
    expect(n.total).toBe(5);
    expect(n.byStatus).toEqual({ on_rig: 2, in_hole: 1, in_yard: 1, in_transit: 0, repair: 1 });
    expect(n.byType.map((t) => t.toolType)).toEqual(['bit', 'motor', 'hwdp']);
    const motors = n.byType[1];
    expect(motors).toMatchObject({ total: 3, hoursDrilling: 352, hoursCirculating: 440 });
    expect(motors.byStatus).toMatchObject({ in_hole: 1, in_yard: 1, repair: 1 });
    // the bit was never inspected on record; the repaired motor's last look is 272 days old
    expect(n.inspectionDue).toBe(2);
  });

  it('an empty inventory counts zero everywhere', () => {
    const n = inventoryCounts([], '2026-11-28');
    expect(n).toEqual({ total: 0, byStatus: { on_rig: 0, in_hole: 0, in_yard: 0, in_transit: 0, repair: 0 }, byType: [], inspectionDue: 0 });
  });

  it('inspection falls due on the interval day, in whole UTC days', () => {
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
    expect(inspectionDue('2026-06-01', '2026-11-27')).toBe(false); // 179 days
    expect(inspectionDue('2026-06-01', '2026-11-28')).toBe(true); // 180 days
    expect(inspectionDue(null, '2026-11-28')).toBe(true);
  });
});

describe('tool types and locations', () => {
  it('names tool types and knows a bit has no bore', () => {
    expect(isToolType('drill_collar')).toBe(true);
    expect(isToolType('casing')).toBe(false);
    expect(toolTypeLabel('hwdp')).toBe('HWDP');
    expect(toolTypeHasBore('bit')).toBe(false);
    expect(toolTypeHasBore('motor')).toBe(true);
    expect(toolTypeOrder('bit')).toBeLessThan(toolTypeOrder('motor'));
    expect(toolTypeOrder('motor')).toBeLessThan(toolTypeOrder('hwdp'));
    expect(toolTypeByLength('hwdp')).toBe(true);
    expect(toolTypeByLength('bit')).toBe(false);
  });

  it('reads a location written as kind:id', () => {
    expect(parseLocation('rig:0f5e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b')).toEqual({ kind: 'rig', id: '0f5e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b' });
    expect(parseLocation('YARD:0F5E2C1A-3B4D-4E6F-8A9B-0C1D2E3F4A5B')?.kind).toBe('yard');
    expect(parseLocation('truck:0f5e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b')).toBeNull();
  });
});
