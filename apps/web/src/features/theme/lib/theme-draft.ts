/** The theme editor's state: three base colours, a button style and a logo, to and from the API's shape. */
import type { Theme } from '@app/shared/companies';
import type { ButtonStyle } from './build-theme';
import { baseOfScale, DEFAULT_BASE_COLOURS, generateScale, isHexColour, normaliseHex } from './colour-scale';

export interface ThemeDraft {
  primary: string;
  secondary: string;
  gray: string;
  button_style: ButtonStyle;
  logo: string | null;
}

export function draftFromTheme(theme: Theme | null | undefined, fallbackLogo: string | null): ThemeDraft {
  return {
    primary: baseOfScale(theme?.colorscheme.primary, DEFAULT_BASE_COLOURS.primary),
    secondary: baseOfScale(theme?.colorscheme.secondary, DEFAULT_BASE_COLOURS.secondary),
    gray: baseOfScale(theme?.colorscheme.gray, DEFAULT_BASE_COLOURS.gray),
    button_style: theme?.button_style ?? 'rounded',
    logo: theme ? theme.logo : fallbackLogo,
  };
}

export function isDraftValid(draft: ThemeDraft): boolean {
  return isHexColour(draft.primary) && isHexColour(draft.secondary) && isHexColour(draft.gray);
}

/** The PUT custom_config body: each base colour expanded into its 10-shade scale. */
export function themeFromDraft(draft: ThemeDraft): Theme {
  const scale = (value: string) => generateScale(normaliseHex(value) ?? value);
  return {
    colorscheme: { primary: scale(draft.primary), secondary: scale(draft.secondary), gray: scale(draft.gray) },
    button_style: draft.button_style,
    logo: draft.logo,
  };
}
