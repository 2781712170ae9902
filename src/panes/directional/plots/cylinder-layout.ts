/** The travelling cylinder's polar frame (well and EDM cylinder views): clockwise angles from up, rings to the radius. */
import type { Layout } from 'plotly.js-dist-min';
import type { ChartTheme } from '../../../features/charts';

export function cylinderLayout(t: ChartTheme, radiusShown: number, lengthSymbol: string): Partial<Layout> {
  return {
    polar: {
      bgcolor: t.plot,
      angularaxis: {
        rotation: 90,
        direction: 'clockwise' as const,
        dtick: 30,
        gridcolor: t.grid,
        linecolor: t.axisLine,
        tickfont: { color: t.muted, size: 10 },
        ticksuffix: '°',
      },
      radialaxis: {
        range: [0, radiusShown],
        gridcolor: t.grid,
        linecolor: t.axisLine,
        tickfont: { color: t.muted, size: 9 },
        ticksuffix: ` ${lengthSymbol}`,
        angle: 90,
        tickangle: 90,
      },
    },
    margin: { l: 40, r: 40, t: 28, b: 28 },
  } as Partial<Layout>;
}
