/**
 * Where each tile sits, computed from the layout JSON alone (weights and row orientation), in a unit
 * square. The DOM is not consulted, so focus by number and by direction behave the same headless in
 * tests as on screen, and do not depend on pixel rounding.
 */
import type { IJsonModel, IJsonRowNode, IJsonTabSetNode } from 'flexlayout-react';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TileRect {
  id: string;
  rect: Rect;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const EPS = 1e-6;

/** Tiles (tabsets) in reading order: depth first through the layout tree, as flexlayout draws it. */
export function tileRects(model: IJsonModel): TileRect[] {
  const out: TileRect[] = [];
  const horizontalRoot = !model.global?.rootOrientationVertical;
  walk(model.layout, { x: 0, y: 0, w: 1, h: 1 }, horizontalRoot, out);
  return out;
}

function walk(row: IJsonRowNode, rect: Rect, horizontal: boolean, out: TileRect[]): void {
  const children = (row.children ?? []) as (IJsonRowNode | IJsonTabSetNode)[];
  const weights = children.map((c) => (typeof c.weight === 'number' && c.weight > 0 ? c.weight : 100));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  let offset = 0;
  children.forEach((child, i) => {
    const share = weights[i] / total;
    const r: Rect = horizontal
      ? { x: rect.x + offset * rect.w, y: rect.y, w: share * rect.w, h: rect.h }
      : { x: rect.x, y: rect.y + offset * rect.h, w: rect.w, h: share * rect.h };
    offset += share;
    if (child.type === 'row') walk(child as IJsonRowNode, r, !horizontal, out);
    else if (child.type === 'tabset' && child.id) out.push({ id: child.id, rect: r });
  });
}

/**
 * The nearest tile in a direction (i3 and tmux semantics): among tiles entirely on that side and
 * overlapping on the other axis, the one with the smallest gap, then the largest overlap, then the
 * one whose centre is closest to this tile's centre.
 */
export function neighbour(tiles: readonly TileRect[], fromId: string, dir: Direction): string | null {
  const from = tiles.find((t) => t.id === fromId);
  if (!from) return null;
  const a = from.rect;
  let best: { id: string; gap: number; overlap: number; centre: number } | null = null;
  for (const t of tiles) {
    if (t.id === fromId) continue;
    const b = t.rect;
    let gap: number;
    let overlap: number;
    let centre: number;
    if (dir === 'left' || dir === 'right') {
      gap = dir === 'left' ? a.x - (b.x + b.w) : b.x - (a.x + a.w);
      overlap = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      centre = Math.abs(a.y + a.h / 2 - (b.y + b.h / 2));
    } else {
      gap = dir === 'up' ? a.y - (b.y + b.h) : b.y - (a.y + a.h);
      overlap = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      centre = Math.abs(a.x + a.w / 2 - (b.x + b.w / 2));
    }
    if (gap < -EPS || overlap <= EPS) continue;
    const better =
      !best ||
      gap < best.gap - EPS ||
      (Math.abs(gap - best.gap) <= EPS && (overlap > best.overlap + EPS || (Math.abs(overlap - best.overlap) <= EPS && centre < best.centre - EPS)));
    if (better) best = { id: t.id, gap, overlap, centre };
  }
  return best?.id ?? null;
}
