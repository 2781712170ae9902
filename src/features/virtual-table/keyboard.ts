/**
 * Where the selection goes on a key in a table: arrows by one row, Page keys by a screenful,
 * Home/End to the ends. Pure, so the rules are tested without a DOM.
 */

export function nextRowIndex(key: string, current: number | null, count: number, pageRows: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const at = current ?? -1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(last, at + 1);
    case 'ArrowUp':
      return current === null ? last : Math.max(0, at - 1);
    case 'PageDown':
      return Math.min(last, Math.max(0, at) + Math.max(1, pageRows));
    case 'PageUp':
      return Math.max(0, (current ?? last) - Math.max(1, pageRows));
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
