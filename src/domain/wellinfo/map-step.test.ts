import { describe, expect, it } from 'vitest';
import { stepIndex } from './map-step';

// A pad (two slots at one spot), a well 10 km east, one 10 km north, one far north-east.
const pts = [
  { latDeg: 31.9, lonDeg: -103.9 },
  { latDeg: 31.9, lonDeg: -103.9 },
  { latDeg: 31.9, lonDeg: -103.7944 },
  { latDeg: 31.99, lonDeg: -103.9 },
  { latDeg: 47.8, lonDeg: -103.3 },
];

describe('stepIndex', () => {
  it('steps to the nearest point in the arrow direction', () => {
    expect(stepIndex(pts, 1, 'east')).toBe(2);
    expect(stepIndex(pts, 1, 'north')).toBe(3);
    expect(stepIndex(pts, 3, 'north')).toBe(4);
    expect(stepIndex(pts, 2, 'west')).toBe(0);
  });
  it('stays when nothing lies that way', () => {
    expect(stepIndex(pts, 0, 'south')).toBe(0);
    expect(stepIndex(pts, 1, 'south')).toBe(1);
    expect(stepIndex(pts, 4, 'north')).toBe(4);
  });
  it('walks through points at one spot in list order', () => {
    expect(stepIndex(pts, 0, 'east')).toBe(1);
    expect(stepIndex(pts, 1, 'west')).toBe(0);
  });
  it('starts at the first point when nothing is selected', () => {
    expect(stepIndex(pts, -1, 'east')).toBe(0);
    expect(stepIndex([], -1, 'east')).toBe(-1);
  });
});
