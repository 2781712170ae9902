/**
 * Room for a frac chart or table: it grows with its tile and keeps at least `minHeightPx`, so the
 * figures above it never squeeze it to nothing (the frame's body scrolls instead). In a short tile
 * (the frame's dense body, useDense) it takes what the figures leave, down to DENSE_MIN_PX, so a
 * dashboard tile shows its chart or table whole without scrolling.
 */
import type { ReactNode } from 'react';
import { useDense } from '../reports/report-frame';

const DENSE_MIN_PX = 80;

export function GrowBox({ minHeightPx = 260, children }: { minHeightPx?: number; children: ReactNode }) {
  const dense = useDense();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: dense ? '1 1 0' : '1 0 auto', minHeight: dense ? DENSE_MIN_PX : minHeightPx, minWidth: 0 }}>
      {children}
    </div>
  );
}
