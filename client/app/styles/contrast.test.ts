import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The colours of app.css, each written `--name: light-dark(#light, #dark);`, by theme. */
const css = readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');
const THEMES = { light: new Map<string, string>(), dark: new Map<string, string>() };
for (const [, name, light, dark] of css.matchAll(/^\s*--([\w-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)\s*;/gim)) {
  THEMES.light.set(name, light);
  THEMES.dark.set(name, dark);
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = 4.5;
/** Large text, and the parts of controls one must see to use them (WCAG 1.4.11). */
const NON_TEXT = 3;
const GROUNDS = ['paper', 'surface', 'panel'];

/** The colours the stylesheet draws on one another: [foreground, background, least ratio, where]. */
const PAIRS: [string, string, number, string][] = [
  ...GROUNDS.flatMap((ground): [string, string, number, string][] => [
    ['ink', ground, TEXT, 'text'],
    ['muted', ground, TEXT, 'secondary text'],
    ['link', ground, TEXT, 'links'],
    ['accent', ground, TEXT, 'eyebrows, years, counts, active links'],
    ['danger', ground, TEXT, 'error messages'],
    ['field-border', ground, NON_TEXT, 'the border of inputs'],
    ['accent-2', ground, NON_TEXT, 'the focus ring'],
    ['button', ground, NON_TEXT, 'a button against the page'],
  ]),
  ['on-button', 'button', TEXT, 'button text'],
  ['on-button', 'button-hover', TEXT, 'button text on hover'],
  ['on-logo', 'logo', TEXT, 'the date in the logo'],
  ['on-cta', 'cta', TEXT, 'the invitation to write'],
  ['on-cta-muted', 'cta', TEXT, 'a side note in the invitation to write'],
  ['on-cta-button', 'cta-button', TEXT, 'the button of the invitation to write'],
  ['cta-button', 'cta', NON_TEXT, 'the button of the invitation to write against it'],
  ['on-danger-button', 'danger-button', TEXT, 'a destructive button'],
  ['on-danger-button', 'danger-button-hover', TEXT, 'a destructive button on hover'],
  ['success-ink', 'success-bg', TEXT, 'published status, inserted text'],
  ['pending-ink', 'pending-bg', TEXT, 'pending status'],
  ['error-ink', 'error-bg', TEXT, 'rejected status, removed text'],
  ['error-ink', 'paper', TEXT, 'a rejection reason'],
  ['info-ink', 'info-bg', TEXT, 'awaiting payment status'],
  ['public-ink', 'public-bg', TEXT, 'the public badge'],
  ['ink', 'notice-bg', TEXT, 'notices'],
  ['ink', 'warning-bg', TEXT, 'warnings'],
  ['test-ink', 'test-stripe', TEXT, 'the test payment banner'],
  ['test-ink', 'test-stripe-2', TEXT, 'the test payment banner'],
  ['accent', 'public-bg', NON_TEXT, 'the sign of the kind on a cover placeholder'],
  ['paper', 'ink', TEXT, 'the skip link'],
];

describe.each(Object.keys(THEMES) as (keyof typeof THEMES)[])('the %s theme', (theme) => {
  const colours = THEMES[theme];

  it('defines every colour the pairs use', () => {
    expect(colours.size).toBeGreaterThan(20);
    for (const [fore, back] of PAIRS) {
      expect(colours.get(fore), fore).toBeDefined();
      expect(colours.get(back), back).toBeDefined();
    }
  });

  it.each(PAIRS)('draws %s on %s at a contrast of at least %d:1 (%s)', (fore, back, least) => {
    const ratio = contrast(colours.get(fore)!, colours.get(back)!);
    expect(ratio, `${colours.get(fore)} on ${colours.get(back)}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(least);
  });
});

describe('the stylesheet', () => {
  it('takes every colour from these custom properties, so neither theme misses one', () => {
    const rules = css.replace(/^\s*--[\w-]+:.*$/gm, '');
    expect(rules.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
  });
});
