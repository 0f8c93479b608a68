/**
 * A 10-shade colour scale (Mantine's colour tuple, lightest first) from one base colour.
 * The base sits at index 6, Mantine's primary shade in the light scheme, so the colour the user
 * picked is exactly the one buttons are filled with; lighter shades rise towards 97% lightness,
 * darker ones fall to 55% of the base's lightness. Hue and saturation stay those of the base.
 */

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
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const light = Math.min(100, Math.max(0, l)) / 100;
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

/** The base colours a company starts from when it has no theme (Mantine's indigo, teal and gray). */
export const DEFAULT_BASE_COLOURS = { primary: '#4c6ef5', secondary: '#12b886', gray: '#868e96' } as const;
