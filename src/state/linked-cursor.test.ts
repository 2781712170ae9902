import { describe, expect, it } from 'vitest';
import { linkedCursors, setMdCursor, setTimeCursor } from './linked-cursor';

describe('linked cursors', () => {
  it('keeps one MD and one time cursor per well, remembering who set it', () => {
    setMdCursor('w1', 1234.5, 'pane-a');
    setTimeCursor('w2', 1_790_000_000, 'pane-b');
    expect(linkedCursors.w1).toEqual({ mdM: 1234.5, timeS: null, source: 'pane-a' });
    expect(linkedCursors.w2.timeS).toBe(1_790_000_000);
    setMdCursor('w1', null, 'pane-c');
    expect(linkedCursors.w1.mdM).toBeNull();
    expect(linkedCursors.w1.source).toBe('pane-c');
  });
});
