import { describe, expect, it } from 'vitest';
import { baseTheme, themeFor } from './theme';

const shades = (prefix: string) => Array.from({ length: 10 }, (_, i) => `#${prefix}${i}${i}${i}${i}${i}`.slice(0, 7));

describe('partner theme', () => {
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
    expect(partial.colors?.gray).toBeUndefined();
  });
});
