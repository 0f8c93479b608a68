import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE_INDEX, baseOfScale, generateScale, hexToHsl, hslToHex, isHexColour, lightnessOf, normaliseHex } from './colour-scale';

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
        const diff = [1, 3, 5].map((i) => Math.abs(parseInt(back.slice(i, i + 2), 16) - parseInt(hex.slice(i, i + 2), 16)));
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
