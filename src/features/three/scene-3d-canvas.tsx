/**
 * The WebGL part of the 3D well view, loaded lazily by scene-3d.tsx so three.js, fiber and drei stay
 * out of the first chunk. Renders on demand (no frame loop while nothing moves). Wells are tubes,
 * uncertainty ellipses and targets are lines, labels are DOM overlays.
 */
import { Line, OrbitControls } from '@react-three/drei';
import { Canvas, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { CatmullRomCurve3, DoubleSide, Spherical, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { sceneBounds, ticks, toThree, type Bounds } from './scene-bounds';
import { TextSprite } from './text-sprite';
import type { Enu, Scene3DColors, Scene3DData, Tube3D } from './scene-types';
import { formatNumber } from '../../domain/format';

/** What the keyboard can do to the camera (scene-3d.tsx binds the keys). */
export interface CameraHandle {
  orbit(dAzimuthRad: number, dPolarRad: number): void;
  dolly(factor: number): void;
  /** Moves the view up (+) or down (−) by a fraction of the scene size. */
  lift(fraction: number): void;
  reset(): void;
}

export interface Scene3DCanvasProps {
  data: Scene3DData;
  colors: Scene3DColors;
  handle: MutableRefObject<CameraHandle | null>;
  /** A tube's point hovered: the MD it carries (metres), or null when the pointer leaves. */
  onHoverMd?: (mdM: number | null) => void;
}

const v3 = (p: Enu) => new Vector3(...toThree(p));

function Rig({ bounds, handle }: { bounds: Bounds; handle: MutableRefObject<CameraHandle | null> }) {
  const { camera, invalidate } = useThree();
  const controls = useRef<OrbitControlsImpl>(null);
  const home = useMemo(() => {
    const c = new Vector3(...toThree(bounds.centre));
    const d = bounds.size * 1.55;
    // look across the longer horizontal extent (a lateral runs across the screen), from above
    const alongNorth = bounds.max[1] - bounds.min[1] > bounds.max[0] - bounds.min[0];
    const dir = alongNorth ? new Vector3(0.92, 0.5, 0.3) : new Vector3(0.3, 0.5, 0.92);
    return { target: c, position: c.clone().add(dir.normalize().multiplyScalar(d)) };
  }, [bounds]);

  useEffect(() => {
    const c = controls.current;
    const reset = () => {
      camera.position.copy(home.position);
      camera.near = Math.max(0.1, bounds.size / 5000);
      camera.far = bounds.size * 50;
      camera.updateProjectionMatrix();
      if (c) {
        c.target.copy(home.target);
        c.update();
      }
      invalidate();
    };
    const move = (f: (offset: Vector3, target: Vector3) => void) => {
      if (!c) return;
      const offset = camera.position.clone().sub(c.target);
      f(offset, c.target);
      camera.position.copy(c.target).add(offset);
      c.update();
      invalidate();
    };
    handle.current = {
      orbit: (dAz, dPol) =>
        move((offset) => {
          const s = new Spherical().setFromVector3(offset);
          s.theta += dAz;
          s.phi = Math.min(Math.PI - 0.05, Math.max(0.05, s.phi + dPol));
          offset.setFromSpherical(s);
        }),
      dolly: (factor) => move((offset) => offset.multiplyScalar(factor)),
      lift: (fraction) => move((_, target) => target.setY(target.y + fraction * bounds.size)),
      reset,
    };
    reset();
    return () => {
      handle.current = null;
    };
  }, [camera, home, bounds, handle, invalidate]);

  return <OrbitControls ref={controls} makeDefault enableDamping={false} />;
}

function Tube({ tube, onHoverMd }: { tube: Tube3D; onHoverMd?: (mdM: number | null) => void }) {
  const curve = useMemo(() => (tube.points.length >= 2 ? new CatmullRomCurve3(tube.points.map(v3), false, 'centripetal') : null), [tube.points]);
  if (!curve) return null;
  const segments = Math.min(1200, Math.max(64, tube.points.length * 3));
  const hover = (e: ThreeEvent<PointerEvent>) => {
    if (!onHoverMd || !tube.md) return;
    e.stopPropagation();
    let best = 0;
    let bestD = Infinity;
    tube.points.forEach((p, i) => {
      const d = v3(p).distanceToSquared(e.point);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    onHoverMd(tube.md[best] ?? null);
  };
  return (
    <mesh onPointerMove={tube.md ? hover : undefined} onPointerOut={tube.md && onHoverMd ? () => onHoverMd(null) : undefined}>
      <tubeGeometry args={[curve, segments, tube.radius, 10, false]} />
      <meshStandardMaterial
        color={tube.color}
        transparent={(tube.opacity ?? 1) < 1}
        opacity={tube.opacity ?? 1}
        roughness={0.55}
        metalness={0.1}
        side={DoubleSide}
      />
    </mesh>
  );
}

function ellipsePoints(c: Enu, u: Enu, v: Enu, steps = 40): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let k = 0; k <= steps; k++) {
    const t = (2 * Math.PI * k) / steps;
    out.push(
      toThree([c[0] + u[0] * Math.cos(t) + v[0] * Math.sin(t), c[1] + u[1] * Math.cos(t) + v[1] * Math.sin(t), c[2] + u[2] * Math.cos(t) + v[2] * Math.sin(t)]),
    );
  }
  return out;
}

/** A depth scale at the box's corner and a grid at its floor: the scene's units on its axes. */
function Scale({ bounds, colors, unit }: { bounds: Bounds; colors: Scene3DColors; unit: string }) {
  const [e0, n0] = [bounds.min[0] - bounds.size * 0.05, bounds.max[1] + bounds.size * 0.05];
  const depthTicks = ticks(Math.min(0, bounds.min[2]), bounds.max[2]);
  const floor = bounds.max[2];
  const spanE = bounds.max[0] - bounds.min[0];
  const spanN = bounds.max[1] - bounds.min[1];
  const side = Math.max(spanE, spanN) * 1.2 + bounds.size * 0.1;
  const [gx, , gz] = toThree([bounds.centre[0], bounds.centre[1], floor]);
  const divisions = Math.max(2, Math.round(side / ticks(0, side, 8)[1] || 10));
  return (
    <>
      <gridHelper args={[side, divisions, colors.grid, colors.grid]} position={[gx, -floor, gz]} />
      <Line points={[toThree([e0, n0, depthTicks[0]]), toThree([e0, n0, depthTicks[depthTicks.length - 1]])]} color={colors.text} lineWidth={1} />
      {depthTicks.map((d) => (
        <TextSprite key={d} text={`${formatNumber(d, { mask: '0,0.[00]' })} ${unit} TVD`} color={colors.text} position={toThree([e0, n0, d])} />
      ))}
      <Line
        points={[toThree([bounds.centre[0], bounds.max[1], 0]), toThree([bounds.centre[0], bounds.max[1] + bounds.size * 0.12, 0])]}
        color={colors.text}
        lineWidth={2}
      />
      <TextSprite text="N" color={colors.text} position={toThree([bounds.centre[0], bounds.max[1] + bounds.size * 0.14, 0])} anchor="center" />
    </>
  );
}

export default function Scene3DCanvas({ data, colors, handle, onHoverMd }: Scene3DCanvasProps) {
  const bounds = useMemo(() => sceneBounds(data), [data]);
  if (!bounds) return null;
  return (
    <Canvas
      frameloop="demand"
      camera={{ fov: 40 }}
      dpr={[1, 2]}
      style={{ position: 'absolute', inset: 0 }}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
    >
      <color attach="background" args={[colors.background]} />
      <ambientLight intensity={0.75} />
      <directionalLight position={[1, 2, 1.5]} intensity={1.4} />
      <directionalLight position={[-1, -0.5, -1]} intensity={0.4} />
      <Rig bounds={bounds} handle={handle} />
      <Scale bounds={bounds} colors={colors} unit={data.unit} />
      {data.tubes.map((t) => (
        <group key={t.id}>
          <Tube tube={t} onHoverMd={onHoverMd} />
          {t.label && t.points.length > 0 && (
            <TextSprite
              text={t.label}
              color={t.color}
              position={toThree(t.points[Math.min(t.points.length - 1, Math.round((t.labelAt ?? 1) * (t.points.length - 1)))])}
            />
          )}
        </group>
      ))}
      {data.ellipses.map((e, i) => (
        <Line key={i} points={ellipsePoints(e.centre, e.u, e.v)} color={e.color} lineWidth={1.25} transparent opacity={e.opacity ?? 0.8} />
      ))}
      {data.outlines.map((o) => (
        <group key={o.id}>
          <Line points={o.points.map(toThree)} color={o.color} lineWidth={2} dashed={o.dashed} dashSize={bounds.size / 100} gapSize={bounds.size / 150} />
          <TextSprite text={o.name} color={o.color} position={toThree(o.points[0])} />
        </group>
      ))}
      {data.markers.map((m) => (
        <group key={m.id} position={toThree(m.position)}>
          <mesh>
            <sphereGeometry args={[bounds.size / 150, 16, 12]} />
            <meshBasicMaterial color={m.color} />
          </mesh>
          {m.label && <TextSprite text={m.label} color={m.color} position={[0, 0, 0]} />}
        </group>
      ))}
    </Canvas>
  );
}
