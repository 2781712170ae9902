/**
 * A text label drawn into the WebGL scene (a sprite with a canvas texture): constant size on screen,
 * always readable over the wells, and part of the PNG export, unlike DOM overlays.
 */
import { useEffect, useMemo } from 'react';
import { CanvasTexture, LinearFilter, SRGBColorSpace, Vector2 } from 'three';
import { useShownTheme } from '../preferences/use-shown-theme';

const FONT_PX = 26;
const PAD_PX = 4;
/** Height of a label as a fraction of the viewport height (sizeAttenuation off), times TV mode's scale on a wall. */
const SCREEN_HEIGHT = 0.0135;

export function TextSprite({
  text,
  color,
  position,
  anchor = 'left',
}: {
  text: string;
  color: string;
  position: [number, number, number];
  anchor?: 'left' | 'center';
}) {
  const { fontScale } = useShownTheme();
  const { texture, aspect } = useMemo(() => {
    const c = document.createElement('canvas');
    const ctx = c.getContext('2d')!;
    // Drawn at the size it is shown, so a label on a 4K wall stays crisp.
    const fontPx = Math.round(FONT_PX * fontScale);
    const pad = PAD_PX * fontScale;
    const font = `${fontPx}px system-ui, 'Segoe UI', sans-serif`;
    ctx.font = font;
    const w = Math.ceil(ctx.measureText(text).width + pad * 2);
    const h = Math.ceil(fontPx + pad * 2);
    c.width = w;
    c.height = h;
    ctx.font = font;
    ctx.textBaseline = 'middle';
    // a soft outline keeps the text readable over any line behind it
    ctx.lineWidth = 4 * fontScale;
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.strokeText(text, pad, h / 2);
    ctx.fillStyle = color;
    ctx.fillText(text, pad, h / 2);
    const t = new CanvasTexture(c);
    t.colorSpace = SRGBColorSpace;
    t.minFilter = LinearFilter;
    return { texture: t, aspect: w / h };
  }, [text, color, fontScale]);
  useEffect(() => () => texture.dispose(), [texture]);
  const center = useMemo(() => (anchor === 'left' ? new Vector2(-0.04, 0.5) : new Vector2(0.5, 0.5)), [anchor]);
  return (
    <sprite position={position} scale={[SCREEN_HEIGHT * fontScale * aspect, SCREEN_HEIGHT * fontScale, 1]} center={center} renderOrder={10}>
      <spriteMaterial map={texture} transparent depthTest={false} depthWrite={false} sizeAttenuation={false} />
    </sprite>
  );
}
