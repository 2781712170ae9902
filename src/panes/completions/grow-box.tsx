/**
 * Room for a frac chart or table: it grows with its tile and keeps at least `minHeightPx`, so the
 * figures above it never squeeze it to nothing in a small dashboard tile (the frame's body scrolls
 * instead).
 */
import type { ReactNode } from 'react';

export function GrowBox({ minHeightPx = 260, children }: { minHeightPx?: number; children: ReactNode }) {
  return <div style={{ display: 'flex', flexDirection: 'column', flex: '1 0 auto', minHeight: minHeightPx, minWidth: 0 }}>{children}</div>;
}
