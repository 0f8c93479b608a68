import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { PartnerTheme } from '../features/config/api/site';
import { readableScale } from '../features/theme/lib/colour-scale';
import { READABLE_COLOURS } from './readable-colours';

const FONT_STACK =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, " +
  "'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** A theme's colour scale with its text shade made legible (see readable-colours.ts). */
function readable(scale: MantineColorsTuple): MantineColorsTuple {
  return readableScale(scale) as unknown as MantineColorsTuple;
}

export const baseTheme: MantineThemeOverride = createTheme({
  primaryColor: 'indigo',
  colors: READABLE_COLOURS,
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  cursorType: 'pointer',
  // Users who ask their system for less motion get Mantine's transitions (toasts, dialogs, menus) without the fade.
  respectReducedMotion: true,
  components: {
    // The required asterisk comes from global.css, outside the label's text (see there).
    InputWrapper: { defaultProps: { withAsterisk: false } },
    // Mantine's dialog close buttons are an icon only: every one gets a name screen readers say (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } } },
    // A closed select renders no options: Mantine 9 keeps every Combobox's list mounted (hidden), so a page drew all
    // its selects' options at first render and floating-ui placed each hidden list (discovery's filters: ~60 ms of
    // style and layout reads alone). The list is drawn when it opens; `aria-controls` names it only then anyway.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

function toTuple(value: unknown): MantineColorsTuple | null {
  if (!Array.isArray(value) || value.length !== 10) return null;
  if (!value.every((item) => typeof item === 'string' && item.trim().length > 0)) return null;
  return value as unknown as MantineColorsTuple;
}

/** Button style names a partner or company theme may carry, mapped to a radius. */
function buttonRadius(style: string | null | undefined): string | number | null {
  switch ((style ?? '').toLowerCase()) {
    case 'pill':
    case 'round':
    case 'rounded-full':
      return 'xl';
    case 'square':
    case 'sharp':
      return 0;
    case 'rounded':
      return 'md';
    default:
      return null;
  }
}

/** The Mantine theme for a white-label partner (or the base theme when there is none or it is malformed). */
export function themeFor(partner: PartnerTheme | null | undefined): MantineThemeOverride {
  if (!partner || !partner.colorscheme) return baseTheme;
  const primary = toTuple(partner.colorscheme.primary);
  const secondary = toTuple(partner.colorscheme.secondary);
  const gray = toTuple(partner.colorscheme.gray);
  if (!primary) return baseTheme;
  const radius = buttonRadius(partner.button_style);
  return createTheme({
    ...baseTheme,
    primaryColor: 'primary',
    colors: {
      ...READABLE_COLOURS,
      primary: readable(primary),
      ...(secondary ? { secondary: readable(secondary) } : {}),
      ...(gray ? { gray: readable(gray) } : {}),
    },
    components:
      radius === null ? baseTheme.components : { ...baseTheme.components, Button: { defaultProps: { radius } } },
  });
}
