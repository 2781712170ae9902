/**
 * <Scene3D>: the 3D well view. three.js loads with the first one (lazy chunk). Orbit with the mouse
 * (drag rotates, right-drag pans, wheel zooms) or, once focused, with the keys: arrows orbit, + and -
 * zoom, Page Up / Page Down move the view up and down, 0 resets. Without WebGL it says so.
 */
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, useRef, useState, type KeyboardEvent } from 'react';
import { fileNameOf } from '../../domain/format/csv';
import { downloadBlob } from '../virtual-table/csv';
import type { CameraHandle } from './scene-3d-canvas';
import type { Scene3DColors, Scene3DData } from './scene-types';

const Scene3DCanvas = lazy(() => import('./scene-3d-canvas'));

export const SCENE_KEYS_HELP = 'Keys: arrows orbit, + and - zoom, Page Up and Page Down move up and down, 0 resets';

const ORBIT_STEP_RAD = Math.PI / 24;
const ZOOM_STEP = 1.25;

const useStyles = makeStyles({
  root: {
    position: 'relative',
    flexGrow: 1,
    minHeight: '200px',
    minWidth: 0,
    overflow: 'hidden',
    outlineStyle: 'none',
    ':focus-visible': { boxShadow: `inset 0 0 0 2px ${tokens.colorStrokeFocus2}` },
  },
  center: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    padding: tokens.spacingHorizontalL,
  },
  toolbar: { position: 'absolute', right: '4px', bottom: '2px', zIndex: 2, display: 'flex', gap: '2px', opacity: 0.5, ':hover': { opacity: 1 } },
  tool: { minWidth: 'auto', height: '22px', paddingLeft: '6px', paddingRight: '6px', fontSize: tokens.fontSizeBase100 },
});

function hasWebGL(): boolean {
  try {
    const c = document.createElement('canvas');
    return Boolean(c.getContext('webgl2') ?? c.getContext('webgl'));
  } catch {
    return false;
  }
}

export interface Scene3DProps {
  data: Scene3DData;
  colors: Scene3DColors;
  label: string;
  exportName: string;
  onHoverMd?: (mdM: number | null) => void;
}

export function Scene3D({ data, colors, label, exportName, onHoverMd }: Scene3DProps) {
  const s = useStyles();
  const handle = useRef<CameraHandle | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const [webgl] = useState(hasWebGL);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const h = handle.current;
    if (!h || e.altKey || e.ctrlKey || e.metaKey) return;
    const act: Record<string, () => void> = {
      ArrowLeft: () => h.orbit(-ORBIT_STEP_RAD, 0),
      ArrowRight: () => h.orbit(ORBIT_STEP_RAD, 0),
      ArrowUp: () => h.orbit(0, -ORBIT_STEP_RAD),
      ArrowDown: () => h.orbit(0, ORBIT_STEP_RAD),
      '+': () => h.dolly(1 / ZOOM_STEP),
      '=': () => h.dolly(1 / ZOOM_STEP),
      '-': () => h.dolly(ZOOM_STEP),
      PageUp: () => h.lift(0.05),
      PageDown: () => h.lift(-0.05),
      '0': () => h.reset(),
      Home: () => h.reset(),
    };
    const f = act[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };

  const png = () => {
    const canvas = root.current?.querySelector('canvas');
    canvas?.toBlob((b) => b && downloadBlob(`${fileNameOf(exportName)}.png`, b));
  };

  if (!webgl) {
    return (
      <div className={s.root}>
        <div className={s.center}>The 3D view needs WebGL, which this browser has turned off. The plan view and vertical section show the same wells.</div>
      </div>
    );
  }
  return (
    <div ref={root} className={s.root} tabIndex={0} role="img" aria-label={`${label}. ${SCENE_KEYS_HELP}`} onKeyDown={onKeyDown} data-scene-3d={exportName}>
      <Suspense
        fallback={
          <div className={s.center}>
            <Spinner size="small" label="Loading the 3D view…" />
          </div>
        }
      >
        <Scene3DCanvas data={data} colors={colors} handle={handle} onHoverMd={onHoverMd} />
      </Suspense>
      <div className={s.toolbar}>
        <Button size="small" appearance="subtle" className={s.tool} tabIndex={-1} onClick={() => handle.current?.reset()}>
          Reset
        </Button>
        <Button size="small" appearance="subtle" className={s.tool} tabIndex={-1} onClick={png} aria-label={`Export ${label} as PNG`}>
          PNG
        </Button>
      </div>
    </div>
  );
}
