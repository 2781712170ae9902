import { describe, expect, it } from 'vitest';
import { axisTitle, buildLayout, cursorShapes } from './chart-layout';
import { chartTheme } from './chart-theme';

const t = chartTheme('dark');

describe('chart layout', () => {
  it('titles an axis with its unit', () => {
    expect(axisTitle({ title: 'MD', unit: 'ft' })).toBe('MD (ft)');
    expect(axisTitle({ title: 'Offset' })).toBe('Offset');
    const l = buildLayout({ x: { title: 'Inclination', unit: '°' }, y: { title: 'MD', unit: 'm', reversed: true } }, t);
    expect((l.xaxis!.title as { text: string }).text).toBe('Inclination (°)');
    expect(l.yaxis!.autorange).toBe('reversed');
  });

  it('keeps a reversed fixed range reading downwards', () => {
    const l = buildLayout({ y: { title: 'TVD', unit: 'm', reversed: true, range: [0, 3000] } }, t);
    expect(l.yaxis!.range).toEqual([3000, 0]);
    expect(l.yaxis!.autorange).toBe(false);
  });

  it('uses the theme surfaces so PNG exports match the screen', () => {
    const l = buildLayout({}, t);
    expect(l.paper_bgcolor).toBe('#3a3a3a');
    expect(buildLayout({}, chartTheme('light')).paper_bgcolor).toBe('#ffffff');
  });

  it('draws the linked cursor as a line across the plot, nothing when empty', () => {
    expect(cursorShapes({ axis: 'y', value: null }, t).shapes).toEqual([]);
    const { shapes, annotations } = cursorShapes({ axis: 'y', value: 1234, label: '1,234.0 m' }, t);
    expect(shapes[0]).toMatchObject({ type: 'line', yref: 'y', y0: 1234, y1: 1234, xref: 'paper' });
    expect(annotations[0].text).toBe('1,234.0 m');
    const l = buildLayout({ cursor: { axis: 'x', value: 5 }, layout: { shapes: [{ type: 'rect' }] } }, t);
    expect(l.shapes).toHaveLength(2);
  });

  it('anchors a plan view 1:1', () => {
    const l = buildLayout({ equalAspect: true, x: { title: 'East', unit: 'm' }, y: { title: 'North', unit: 'm' } }, t);
    expect(l.yaxis!.scaleanchor).toBe('x');
  });
});
