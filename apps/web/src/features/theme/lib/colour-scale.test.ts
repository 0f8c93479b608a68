import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_INDEX,
  baseOfScale,
  DEFAULT_BASE_COLOURS,
  contrastRatio,
  generateScale,
  hexToHsl,
  hslToHex,
  isHexColour,
  lightnessOf,
  MIN_TEXT_CONTRAST,
  normaliseHex,
  readableScale,
  relativeLuminance,
} from './colour-scale';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('hex helpers', () => {
  it('normalises short and upper-case hex, rejects others', () => {
    expect(normaliseHex('#ABC')).toBe('#aabbcc');
    expect(normaliseHex('4C6EF5')).toBe('#4c6ef5');
    expect(normaliseHex('red')).toBeNull();
    expect(normaliseHex('#12345')).toBeNull();
    expect(isHexColour('#4c6ef5')).toBe(true);
    expect(isHexColour('rgb(0,0,0)')).toBe(false);
  });

  it('converts to HSL and back', () => {
    expect(hexToHsl('#ffffff')).toEqual({ h: 0, s: 0, l: 100 });
    expect(hexToHsl('#ff0000')).toMatchObject({ h: 0, s: 100, l: 50 });
    fc.assert(
      fc.property(hexArb, (hex) => {
        const back = hslToHex(hexToHsl(hex));
        const diff = [1, 3, 5].map((i) =>
          Math.abs(parseInt(back.slice(i, i + 2), 16) - parseInt(hex.slice(i, i + 2), 16)),
        );
        expect(Math.max(...diff)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('generateScale', () => {
  it('makes ten hex shades with the base at index 6', () => {
    const scale = generateScale('#4C6EF5');
    expect(scale).toHaveLength(10);
    expect(scale[BASE_INDEX]).toBe('#4c6ef5');
    for (const shade of scale) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect(lightnessOf(scale[0])).toBeGreaterThan(95);
    expect(lightnessOf(scale[9])).toBeLessThan(lightnessOf(scale[6]));
  });

  it('goes from light to dark for any base colour', () => {
    fc.assert(
      fc.property(hexArb, (base) => {
        const scale = generateScale(base);
        expect(scale).toHaveLength(10);
        expect(scale[BASE_INDEX]).toBe(base);
        const lightness = scale.map(lightnessOf);
        for (let i = 1; i < lightness.length; i += 1) expect(lightness[i]).toBeLessThanOrEqual(lightness[i - 1] + 0.5);
      }),
    );
  });

  it('keeps grays gray', () => {
    for (const shade of generateScale('#868e96')) expect(hexToHsl(shade).s).toBeLessThan(15);
  });

  it('refuses a value that is not a hex colour', () => {
    expect(() => generateScale('blue')).toThrow(/hex/);
  });
});

describe('baseOfScale', () => {
  it('reads the base back from a stored scale, else the fallback', () => {
    expect(baseOfScale(generateScale('#e64980'), '#000000')).toBe('#e64980');
    expect(baseOfScale(['#fff'], '#000000')).toBe('#000000');
    expect(baseOfScale(null, '#123456')).toBe('#123456');
  });
});

describe('readableScale', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#4c6ef5', '#ffffff')).toBeCloseTo(4.32, 2);
  });

  it("darkens Mantine's dimmed gray and indigo just enough, keeping their hue", () => {
    const gray = readableScale([
      '#f8f9fa',
      '#f1f3f5',
      '#e9ecef',
      '#dee2e6',
      '#ced4da',
      '#adb5bd',
      '#868e96',
      '#495057',
      '#343a40',
      '#212529',
    ]);
    expect(contrastRatio(gray[6], '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(gray[6], '#f8f9fa')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(gray[6], '#ffffff')).toBeLessThan(5);
    expect(gray.slice(7)).toEqual(['#495057', '#343a40', '#212529']);
    const indigo = readableScale(generateScale('#4c6ef5'));
    expect(contrastRatio(indigo[6], '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(Math.abs(hexToHsl(indigo[6]).h - hexToHsl('#4c6ef5').h)).toBeLessThan(2);
  });

  it('keeps a scale whose base already reads', () => {
    const dark = generateScale('#1864ab');
    expect(readableScale(dark)).toEqual(dark);
  });

  it(
    'makes any generated scale legible: text shade on white and on the lightest shade, ' +
      'the light variant text on its background, darker shades stay darker',
    () => {
      fc.assert(
        fc.property(hexArb, (base) => {
          const scale = readableScale(generateScale(base));
          expect(scale).toHaveLength(10);
          expect(scale.slice(0, BASE_INDEX)).toEqual(generateScale(base).slice(0, BASE_INDEX));
          expect(contrastRatio(scale[BASE_INDEX], '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrastRatio(scale[BASE_INDEX], scale[0])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrastRatio(scale[9], scale[1])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          for (let i = BASE_INDEX + 1; i < 10; i += 1)
            expect(relativeLuminance(scale[i])).toBeLessThanOrEqual(relativeLuminance(scale[i - 1]) + 1e-9);
        }),
      );
    },
  );
});

describe('DEFAULT_BASE_COLOURS', () => {
  it('are worn as they are: a scale made from each is already legible', () => {
    for (const colour of Object.values(DEFAULT_BASE_COLOURS)) {
      expect(readableScale(generateScale(colour))[BASE_INDEX], colour).toBe(colour);
    }
  });
});
