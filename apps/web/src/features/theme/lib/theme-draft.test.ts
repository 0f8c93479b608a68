import { describe, expect, it } from 'vitest';
import { themeSchema } from '@app/shared/companies';
import { generateScale } from './colour-scale';
import { draftFromTheme, isDraftValid, themeFromDraft } from './theme-draft';

describe('theme draft', () => {
  it('starts from the defaults without a theme, keeping the company logo', () => {
    expect(draftFromTheme(null, '/uploads/logos/a.png')).toEqual({
      primary: '#385df4',
      secondary: '#0c805d',
      gray: '#6a727b',
      button_style: 'rounded',
      logo: '/uploads/logos/a.png',
    });
  });

  it('reads the base colours back from a saved theme', () => {
    const draft = draftFromTheme(
      {
        colorscheme: {
          primary: generateScale('#e64980'),
          secondary: generateScale('#fab005'),
          gray: generateScale('#495057'),
        },
        button_style: 'pill',
        logo: null,
      },
      '/x.png',
    );
    expect(draft).toEqual({
      primary: '#e64980',
      secondary: '#fab005',
      gray: '#495057',
      button_style: 'pill',
      logo: null,
    });
  });

  it('builds a body the API accepts', () => {
    const theme = themeFromDraft({
      primary: '#E64980',
      secondary: '#abc',
      gray: '#868e96',
      button_style: 'square',
      logo: null,
    });
    expect(themeSchema.safeParse(theme).success).toBe(true);
    expect(theme.colorscheme.primary[6]).toBe('#e64980');
    expect(theme.colorscheme.secondary[6]).toBe('#aabbcc');
  });

  it('is invalid while a colour is not a hex colour', () => {
    expect(
      isDraftValid({ primary: '#e6498', secondary: '#abc', gray: '#868e96', button_style: 'rounded', logo: null }),
    ).toBe(false);
    expect(
      isDraftValid({ primary: '#e64980', secondary: '#abc', gray: '#868e96', button_style: 'rounded', logo: null }),
    ).toBe(true);
  });
});
