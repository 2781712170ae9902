import { describe, expect, it } from 'vitest';
import type { AnnotationDto } from '../../domain/notes/note-kinds';
import { markOf } from './use-log-annotations';

const a = (x: Partial<AnnotationDto>): AnnotationDto => ({
  id: '1',
  kind: 'comment',
  time: null,
  end_time: null,
  depth_m: null,
  title: '',
  text: '',
  severity: null,
  ...x,
});

describe('annotations as log marks', () => {
  it('sits at the time on a time log and at the depth on a depth log; unanchored on that axis: no mark', () => {
    const both = a({ time: 1000, depth_m: 2500, title: 'Tight spot', text: 'Pull **slowly**' });
    expect(markOf(both, 'time')).toMatchObject({ at: 1000, end: null, label: 'Comment: Tight spot', title: 'Comment: Tight spot\nPull slowly' });
    expect(markOf(both, 'depth')).toMatchObject({ at: 2500 });
    expect(markOf(a({ time: 1000 }), 'depth')).toBeNull();
    expect(markOf(a({ depth_m: 10 }), 'time')).toBeNull();
  });

  it('a trouble spans its time as a band; each kind has its colour', () => {
    const t = markOf(a({ kind: 'incident', time: 100, end_time: 400, title: 'Stuck pipe' }), 'time')!;
    expect(t).toMatchObject({ at: 100, end: 400, label: 'Trouble: Stuck pipe' });
    expect(t.color).not.toBe(markOf(a({ time: 1 }), 'time')!.color);
  });

  it("a hazard's mark names its severity and takes its colour; a rig message is marked as one", () => {
    const high = markOf(a({ kind: 'hazard', depth_m: 800, title: 'Shallow gas', severity: 'high' }), 'depth')!;
    const low = markOf(a({ kind: 'hazard', depth_m: 900, title: 'Tight hole', severity: 'low' }), 'depth')!;
    expect(high).toMatchObject({ at: 800, label: 'Hazard (High): Shallow gas' });
    expect(high.title).toMatch(/^Hazard \(High\): Shallow gas/);
    expect(low.label).toBe('Hazard (Low): Tight hole');
    expect(high.color).not.toBe(low.color);
    expect(markOf(a({ kind: 'hazard', depth_m: 1, title: 'Unrated' }), 'depth')!.label).toBe('Hazard: Unrated');
    expect(markOf(a({ kind: 'message', time: 50, title: 'Pumps off' }), 'time')).toMatchObject({ at: 50, label: 'Rig message: Pumps off' });
  });

  it('keeps markup as text in the hover (the title attribute is never HTML)', () => {
    expect(markOf(a({ time: 5, title: '<img src=x onerror=alert(1)>', text: '<script>x</script>' }), 'time')!.title).toContain('<script>x</script>');
  });
});
