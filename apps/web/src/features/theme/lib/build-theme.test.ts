import { createTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { Theme } from '@app/shared/companies';
import { companyIdFromPath } from './active-company';
import { radiiFor, withCompanyTheme } from './build-theme';
import { contrastRatio, generateScale, readableScale } from './colour-scale';

const base = createTheme({ primaryColor: 'indigo', defaultRadius: 'md', fontFamily: 'Inter' });

function theme(overrides: Partial<Theme> = {}): Theme {
  return {
    colorscheme: {
      primary: generateScale('#e64980'),
      secondary: generateScale('#12b886'),
      gray: generateScale('#868e96'),
    },
    button_style: 'rounded',
    logo: null,
    ...overrides,
  };
}

describe('withCompanyTheme', () => {
  it('keeps the base (partner or default) theme without a company theme', () => {
    expect(withCompanyTheme(base, null)).toBe(base);
    expect(withCompanyTheme(base, undefined)).toBe(base);
  });

  it('uses the primary scale as primary colour, adds secondary and gray', () => {
    const result = withCompanyTheme(base, theme());
    expect(result.primaryColor).toBe('primary');
    // Worn legible: each text shade is the picked colour when it reads at 4.5:1, else the closest darker one that does.
    expect(result.colors?.primary).toEqual(readableScale(generateScale('#e64980')));
    expect(result.colors?.secondary).toEqual(readableScale(generateScale('#12b886')));
    expect(result.colors?.gray).toEqual(readableScale(generateScale('#868e96')));
    for (const scale of [result.colors?.primary, result.colors?.secondary, result.colors?.gray]) {
      expect(contrastRatio(scale![6], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    const dark = withCompanyTheme(
      base,
      theme({ colorscheme: { primary: generateScale('#1864ab'), secondary: [], gray: [] } }),
    );
    expect(dark.colors?.primary?.[6]).toBe('#1864ab');
    expect(result.fontFamily).toBe('Inter');
  });

  it('maps the button style to radii', () => {
    expect(withCompanyTheme(base, theme({ button_style: 'rounded' })).defaultRadius).toBe('md');
    const pill = withCompanyTheme(base, theme({ button_style: 'pill' }));
    expect(pill.defaultRadius).toBe('md');
    expect(pill.components?.Button?.defaultProps).toEqual({ radius: 'xl' });
    const square = withCompanyTheme(base, theme({ button_style: 'square' }));
    expect(square.defaultRadius).toBe(0);
    expect(square.components?.Button?.defaultProps).toEqual({ radius: 0 });
    expect(radiiFor('rounded')).toEqual({ defaultRadius: 'md', button: 'md' });
  });

  it('ignores a malformed scale', () => {
    expect(withCompanyTheme(base, theme({ colorscheme: { primary: ['#fff'], secondary: [], gray: [] } }))).toBe(base);
    const partial = withCompanyTheme(
      base,
      theme({ colorscheme: { primary: generateScale('#000000'), secondary: ['x'], gray: [] } }),
    );
    expect(partial.colors?.secondary).toBeUndefined();
    expect(partial.colors?.gray).toBeUndefined();
  });
});

describe('companyIdFromPath', () => {
  it('finds the company of a company route', () => {
    expect(companyIdFromPath('/companies/abc/dashboard')).toBe('abc');
    expect(companyIdFromPath('/companies/abc')).toBe('abc');
    expect(companyIdFromPath('/companies')).toBeNull();
    expect(companyIdFromPath('/companies/')).toBeNull();
    expect(companyIdFromPath('/profile/details')).toBeNull();
    expect(companyIdFromPath('/companies/%E0%A4%A')).toBeNull();
  });
});
