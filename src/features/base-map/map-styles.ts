/** OpenLayers styles of the base map and the wells, from the chart theme (light, dark, TV). */
import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, RegularShape, Stroke, Style, Text } from 'ol/style';
import { withAlpha, type ChartTheme } from '../charts';
import type { MapLine } from './map-types';

export function baseStyles(t: ChartTheme) {
  return {
    sea: withAlpha(t.primary, t.name === 'dark' ? 0.16 : 0.1),
    countries: new Style({ fill: new Fill({ color: t.paper }), stroke: new Stroke({ color: t.axisLine, width: 0.8 }) }),
    states: new Style({ stroke: new Stroke({ color: t.muted, width: 0.7 }) }),
    counties: new Style({ stroke: new Stroke({ color: t.grid, width: 0.5 }) }),
  };
}

export function lineStyle(t: ChartTheme): (f: FeatureLike) => Style {
  const by: Record<MapLine['kind'], Style> = {
    own: new Style({ stroke: new Stroke({ color: t.semantic.actual, width: 2.5 }) }),
    offset: new Style({ stroke: new Stroke({ color: t.semantic.offset, width: 1.2 }) }),
    leaseline: new Style({ stroke: new Stroke({ color: t.semantic.warning, width: 1.5, lineDash: [8, 4, 2, 4] }) }),
    boundary: new Style({ stroke: new Stroke({ color: t.muted, width: 1.5, lineDash: [8, 4, 2, 4] }) }),
  };
  return (f) => by[f.get('kind') as MapLine['kind']] ?? by.boundary;
}

/** Wells: the pane's own well a star, others dots; the chosen one (keyboard or click) ringed. */
export function wellStyle(t: ChartTheme, chosenId: () => string | null): (f: FeatureLike) => Style[] {
  const fontPx = Math.round(11 * t.fontScale);
  const text = (name: string, chosen: boolean, keep: boolean) =>
    new Text({
      text: name,
      offsetY: -14,
      font: `${chosen ? '600 ' : ''}${fontPx}px system-ui, sans-serif`,
      fill: new Fill({ color: t.font }),
      stroke: new Stroke({ color: t.paper, width: 3 }),
      declutterMode: keep ? 'none' : 'declutter',
    });
  const dot = new Circle({ declutterMode: 'none', radius: 5, fill: new Fill({ color: t.semantic.offset }), stroke: new Stroke({ color: t.paper, width: 1 }) });
  const star = new RegularShape({
    declutterMode: 'none',
    points: 5,
    radius: 9,
    radius2: 4,
    fill: new Fill({ color: t.semantic.actual }),
    stroke: new Stroke({ color: t.paper, width: 1 }),
  });
  const ring = new Style({ image: new Circle({ declutterMode: 'none', radius: 12, stroke: new Stroke({ color: t.semantic.cursor, width: 2.5 }) }), zIndex: 3 });
  return (f) => {
    const chosen = f.getId() === chosenId();
    const own = f.get('selected') === true;
    // Every well is drawn; the chosen and the own well keep their labels, the rest give way where they collide.
    const mark = new Style({ image: own ? star : dot, text: text(f.get('name') as string, chosen, chosen || own), zIndex: chosen ? 4 : own ? 2 : 1 });
    return chosen ? [ring, mark] : [mark];
  };
}
