/**
 * Fluent UI themes built from the spec's colours (app-shell 9): light (background #F5F5F7, primary
 * #1976d2), dark (background #303030, primary #3ea6ff) and black. The brand ramp is generated from
 * the primary so every Fluent component picks it up; the page background is the spec's.
 */
import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { THEMES, type ThemeName } from '../domain/constants/display';

type Rgb = [number, number, number];
const hex = (c: string): Rgb => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as Rgb;
const toHex = (c: Rgb) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

/** 16 shades, 10 darkest to 160 lightest, with the primary at `at`. */
export function brandRamp(primary: string, at: 70 | 80): BrandVariants {
  const p = hex(primary);
  const ramp: Record<number, string> = {};
  for (let k = 10; k <= 160; k += 10) {
    ramp[k] = k <= at ? toHex(mix([0, 0, 0], p, 0.15 + (0.85 * (k - 10)) / (at - 10))) : toHex(mix(p, [255, 255, 255], ((k - at) / (160 - at)) * 0.92));
  }
  return ramp as unknown as BrandVariants;
}

export interface AppTheme {
  fluent: Theme;
  background: string;
  primary: string;
}

export function buildTheme(name: ThemeName): AppTheme {
  const spec = THEMES[name];
  if (name === 'light') {
    const fluent = createLightTheme(brandRamp(spec.primary, 80));
    return {
      fluent: { ...fluent, colorBrandBackground: spec.primary, colorNeutralBackground2: spec.background },
      background: spec.background,
      primary: spec.primary,
    };
  }
  const base = createDarkTheme(brandRamp(spec.primary, 70));
  // Surfaces sit a step above the page so cards and bars read as layers on the spec's background.
  const surfaces =
    name === 'dark'
      ? { colorNeutralBackground1: '#3a3a3a', colorNeutralBackground2: spec.background, colorNeutralBackground3: '#2a2a2a' }
      : { colorNeutralBackground1: '#121212', colorNeutralBackground2: spec.background, colorNeutralBackground3: '#0a0a0a' };
  const fluent: Theme = {
    ...base,
    ...surfaces,
    colorBrandBackground: spec.primary,
    colorBrandForeground1: spec.primary,
    colorBrandForegroundLink: spec.primary,
    colorNeutralForegroundOnBrand: '#0b1a26',
  };
  return { fluent, background: spec.background, primary: spec.primary };
}
