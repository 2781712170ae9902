/**
 * TV mode's scale: how much larger than a 1080-line screen this one is (2 on a 4K wall), written
 * on <html> as `data-tv` and the CSS variable `--tv-scale` that tv-mode.css and the plot and log
 * fonts read (through workspace.tvScale). Kept current when the window changes size.
 */
import { workspace } from '../state/workspace';

/** The screen height type sizes were designed for. */
export const TV_BASE_HEIGHT_PX = 1080;

export function tvScaleFor(heightPx: number): number {
  return Math.min(4, Math.max(1, heightPx / TV_BASE_HEIGHT_PX));
}

export function watchTvScale(root: HTMLElement, win: Window): () => void {
  const apply = () => {
    const scale = tvScaleFor(win.innerHeight);
    root.style.setProperty('--tv-scale', String(scale));
    workspace.tvScale = scale;
  };
  root.dataset.tv = '1';
  apply();
  win.addEventListener('resize', apply);
  return () => {
    win.removeEventListener('resize', apply);
    delete root.dataset.tv;
    root.style.removeProperty('--tv-scale');
    workspace.tvScale = 1;
  };
}
