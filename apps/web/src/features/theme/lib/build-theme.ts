/**
 * The company's theme on top of the app's (base or partner) Mantine theme: primary colour from the
 * primary scale, a `secondary` colour, the gray scale, and radii from the button style.
 */
import {
  createTheme,
  mergeThemeOverrides,
  type MantineColorsTuple,
  type MantineRadius,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Theme } from '@app/shared/companies';
import type { BUTTON_STYLES } from '@app/shared/companies';
import { readableScale, SCALE_LENGTH } from './colour-scale';

export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export const BUTTON_STYLE_LABELS: Record<ButtonStyle, string> = { rounded: 'Rounded', pill: 'Pill', square: 'Square' };

/**
 * rounded: medium corners everywhere; pill: fully round buttons, medium corners elsewhere;
 * square: no rounding anywhere.
 */
export function radiiFor(style: ButtonStyle): { defaultRadius: MantineRadius; button: MantineRadius } {
  switch (style) {
    case 'pill':
      return { defaultRadius: 'md', button: 'xl' };
    case 'square':
      return { defaultRadius: 0, button: 0 };
    default:
      return { defaultRadius: 'md', button: 'md' };
  }
}

function tuple(scale: readonly string[] | undefined): MantineColorsTuple | null {
  if (!scale || scale.length !== SCALE_LENGTH) return null;
  if (!scale.every((shade) => /^#[0-9a-f]{6}$/i.test(shade))) return null;
  // The shade buttons are filled with and text is drawn in must be legible (4.5:1): a light pick is
  // worn one legible step darker; the stored scale keeps the colour as chosen.
  return readableScale(scale) as unknown as MantineColorsTuple;
}

/**
 * `base` with the company's theme applied; `base` itself when there is none (or it is malformed),
 * so the partner or default theme shows.
 */
export function withCompanyTheme(base: MantineThemeOverride, theme: Theme | null | undefined): MantineThemeOverride {
  if (!theme) return base;
  const primary = tuple(theme.colorscheme?.primary);
  if (!primary) return base;
  const secondary = tuple(theme.colorscheme.secondary);
  const gray = tuple(theme.colorscheme.gray);
  const radii = radiiFor(theme.button_style);
  const override = createTheme({
    primaryColor: 'primary',
    defaultRadius: radii.defaultRadius,
    colors: { primary, ...(secondary ? { secondary } : {}), ...(gray ? { gray } : {}) },
    components: {
      Button: { defaultProps: { radius: radii.button } },
      ActionIcon: { defaultProps: { radius: radii.button === 'xl' ? 'xl' : radii.defaultRadius } },
    },
  });
  return mergeThemeOverrides(base, override);
}
