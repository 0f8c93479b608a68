/**
 * A 10-shade colour scale (Mantine's colour tuple, lightest first) from one base colour.
 * The base sits at index 6, Mantine's primary shade in the light scheme, so the colour the user
 * picked is exactly the one buttons are filled with; lighter shades rise towards 97% lightness,
 * darker ones fall to 55% of the base's lightness. Hue and saturation stay those of the base.
 */
import { fromPercent, toPercent } from '@app/shared/numbers';

export const SCALE_LENGTH = 10;
/** The index of the picked colour in the scale (Mantine's default primaryShade for light). */
export const BASE_INDEX = 6;
const LIGHTEST = 97;
const DARKEST_FACTOR = 0.55;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value.trim());
}

/** '#ABC', 'abc', '#aabbcc' -> '#aabbcc'; null when it is not a hex colour. */
export function normaliseHex(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hexToHsl(hex: string): Hsl {
  const normal = normaliseHex(hex);
  if (!normal) throw new Error(`Not a hex colour: ${hex}`);
  const r = parseInt(normal.slice(1, 3), 16) / 255;
  const g = parseInt(normal.slice(3, 5), 16) / 255;
  const b = parseInt(normal.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: toPercent(l) };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s: toPercent(s), l: toPercent(l) };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const sat = fromPercent(Math.min(100, Math.max(0, s)));
  const light = fromPercent(Math.min(100, Math.max(0, l)));
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const value = light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** HSL lightness (0-100) of a hex colour. */
export function lightnessOf(hex: string): number {
  return hexToHsl(hex).l;
}

/** Ten shades, lightest first, with `base` (normalised) at BASE_INDEX. Throws on a non-hex base. */
export function generateScale(base: string): string[] {
  const normal = normaliseHex(base);
  if (!normal) throw new Error(`Not a hex colour: ${base}`);
  const { h, s, l } = hexToHsl(normal);
  const lightest = Math.max(LIGHTEST, l);
  const darkest = l * DARKEST_FACTOR;
  return Array.from({ length: SCALE_LENGTH }, (_, index) => {
    if (index === BASE_INDEX) return normal;
    if (index < BASE_INDEX) {
      const t = (BASE_INDEX - index) / BASE_INDEX; // 1 at index 0
      return hslToHex({ h, s, l: l + (lightest - l) * t });
    }
    const t = (index - BASE_INDEX) / (SCALE_LENGTH - 1 - BASE_INDEX); // 1 at index 9
    return hslToHex({ h, s, l: l - (l - darkest) * t });
  });
}

/** The picked colour of a stored scale (its BASE_INDEX shade), or the fallback when malformed. */
export function baseOfScale(scale: readonly string[] | null | undefined, fallback: string): string {
  const value = scale && scale.length === SCALE_LENGTH ? normaliseHex(scale[BASE_INDEX] ?? '') : null;
  return value ?? fallback;
}

/**
 * The base colours a company starts from when it has no theme: the indigo, teal and gray the app
 * wears without one (Mantine's, at their legible shade: see readableScale and app/theme.ts).
 */
export const DEFAULT_BASE_COLOURS = { primary: '#385df4', secondary: '#0c805d', gray: '#6a727b' } as const;

// ---- legibility (WCAG 2.1 AA: 4.5:1 for normal text) ----

/** The contrast that text and filled controls need against what is behind them (WCAG 2.1 AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;
/** Aimed at a little above the minimum, so rounding to whole RGB values never lands below it. */
const TARGET_CONTRAST = 4.6;

/** WCAG relative luminance of a hex colour (0 black to 1 white). */
export function relativeLuminance(hex: string): number {
  const normal = normaliseHex(hex);
  if (!normal) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const value = parseInt(normal.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Whether `shade` reads at MIN_TEXT_CONTRAST on every background given (and they on it). */
function readsOn(shade: string, backgrounds: readonly string[], minimum = MIN_TEXT_CONTRAST): boolean {
  return backgrounds.every((background) => contrastRatio(shade, background) >= minimum);
}

/** The colour made darker (same hue and saturation) until it reads on the backgrounds; itself when it already does. */
export function darkenUntilReadable(colour: string, backgrounds: readonly string[]): string {
  const normal = normaliseHex(colour);
  if (!normal) throw new Error(`Not a hex colour: ${colour}`);
  if (readsOn(normal, backgrounds, TARGET_CONTRAST)) return normal;
  const { h, s, l } = hexToHsl(normal);
  // The lightest lightness that reads (lightness 0 is black, which always does on light backgrounds).
  let low = 0;
  let high = l;
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (readsOn(hslToHex({ h, s, l: middle }), backgrounds, TARGET_CONTRAST)) low = middle;
    else high = middle;
  }
  return hslToHex({ h, s, l: low });
}

/**
 * A colour scale whose BASE_INDEX shade can carry text, as Mantine uses it in the light scheme: the
 * filled background under white text, outline and anchor text, `c="color"` text, and for gray the
 * dimmed text. That shade must reach 4.5:1 against white and against the scale's lightest shade
 * (the light backgrounds). When it does not, it is replaced by the closest darker colour of the same
 * hue and saturation that does, and the darker shades (hover, the light variant's text) stay darker
 * than it. A scale that already passes is returned unchanged, so a chosen colour is kept whenever it
 * is legible.
 */
export function readableScale(scale: readonly string[]): string[] {
  const shades = scale.map((shade) => normaliseHex(shade) ?? shade);
  const base = shades[BASE_INDEX];
  // White, and the lightest shade when it is light (it is the light variants' background).
  const backgrounds = ['#ffffff', shades[0]].filter((shade) => isHexColour(shade) && relativeLuminance(shade) > 0.5);
  if (!base || !isHexColour(base) || readsOn(base, backgrounds)) return shades;
  const readable = darkenUntilReadable(base, backgrounds);
  const result = [...shades];
  result[BASE_INDEX] = readable;
  for (let index = BASE_INDEX + 1; index < shades.length; index += 1) {
    // Each darker shade keeps its own colour when it is darker than the one before it, else steps down from that one.
    const previous = result[index - 1];
    const own = shades[index];
    if (isHexColour(own) && relativeLuminance(own) < relativeLuminance(previous)) continue;
    const { h, s, l } = hexToHsl(previous);
    result[index] = hslToHex({ h, s, l: l * 0.85 });
  }
  return result;
}
