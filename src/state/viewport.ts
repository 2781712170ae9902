/** Viewport facts the guards and layout need: the 'sm' breakpoint (600 px) and orientation. */
import { proxy } from 'valtio';

/** Below 'sm' counts as mobile (spec 2 "breakpoint 'sm'"); 600 px is the usual 'sm'. */
export const SM_BREAKPOINT_PX = 600;

export const viewport = proxy({ widthPx: 1280, landscape: true });

export const isMobile = (): boolean => viewport.widthPx < SM_BREAKPOINT_PX;

export function watchViewport(win: Window): () => void {
  const update = () => {
    viewport.widthPx = win.innerWidth;
    viewport.landscape = win.matchMedia('(orientation: landscape)').matches;
  };
  update();
  win.addEventListener('resize', update);
  return () => win.removeEventListener('resize', update);
}
