import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableScale } from '../features/theme/lib/colour-scale';
import { READABLE_COLOURS } from './readable-colours';
import { baseTheme, themeFor } from './theme';

const shades = (prefix: string) => Array.from({ length: 10 }, (_, i) => `#${prefix}${i}${i}${i}${i}${i}`.slice(0, 7));

/** A line of readable-colours.ts's table. */
const tableLine = (name: string, scale: readonly string[]) => `  ${name}: [${scale.map((s) => `'${s}'`).join(', ')}],`;

describe('base theme', () => {
  it("keeps readableScale of each of Mantine's colour scales (the table in readable-colours.ts)", () => {
    const computed = Object.entries(DEFAULT_THEME.colors)
      .filter(([name]) => name !== 'dark')
      .map(([name, scale]) => tableLine(name, readableScale(scale)));
    const kept = Object.entries(READABLE_COLOURS).map(([name, scale]) => tableLine(name, scale));
    // On a difference, the expected lines are the table to paste into readable-colours.ts.
    expect(kept.join('\n')).toBe(computed.join('\n'));
    expect(baseTheme.colors).toEqual(READABLE_COLOURS);
  });

  it('draws dimmed text and the primary colour at 4.5:1 or more on white (WCAG AA)', () => {
    const gray: readonly string[] = baseTheme.colors?.gray ?? [];
    const indigo: readonly string[] = baseTheme.colors?.indigo ?? [];
    expect(contrastRatio(gray[6]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(gray[6]!, gray[0]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(indigo[6]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(baseTheme.primaryColor).toBe('indigo');
    for (const [name, scale] of Object.entries(baseTheme.colors ?? {})) {
      if (name !== 'dark') expect(contrastRatio(scale![6], '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('partner theme', () => {
  it('honours a system setting for less motion, also under a partner theme', () => {
    expect(baseTheme.respectReducedMotion).toBe(true);
    const partner = themeFor({ name: 'Partner', colorscheme: { primary: shades('a') } });
    expect(partner).not.toBe(baseTheme);
    expect(partner.respectReducedMotion).toBe(true);
  });

  it('uses the base theme without a partner theme', () => {
    expect(themeFor(null)).toBe(baseTheme);
    expect(themeFor(undefined)).toBe(baseTheme);
  });

  it('maps the partner colour scheme onto the Mantine theme', () => {
    const theme = themeFor({
      name: 'Partner',
      colorscheme: { primary: shades('a'), secondary: shades('b'), gray: shades('c') },
      button_style: 'pill',
    });
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors?.primary).toHaveLength(10);
    expect(theme.colors?.secondary).toHaveLength(10);
    expect(theme.colors?.gray).toHaveLength(10);
    expect(theme.components?.Button?.defaultProps).toEqual({ radius: 'xl' });
  });

  it('ignores a malformed colour scheme', () => {
    expect(themeFor({ name: 'Bad', colorscheme: { primary: ['#fff'], secondary: [], gray: [] } })).toBe(baseTheme);
    const partial = themeFor({ name: 'Half', colorscheme: { primary: shades('a'), secondary: ['x'], gray: [] } });
    expect(partial.colors?.secondary).toBeUndefined();
    // No gray of its own: the base theme's (legible) gray.
    expect(partial.colors?.gray).toEqual(baseTheme.colors?.gray);
  });
});
