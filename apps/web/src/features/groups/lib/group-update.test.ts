import { describe, expect, it } from 'vitest';
import { groupUpdateBody, normaliseGroupCode, removeEmptyValues } from './group-update';

describe('group updates drop empty values (spec section 5)', () => {
  it('removes undefined, null, blank text, empty lists and zero engagement rates', () => {
    expect(
      removeEmptyValues({
        name: '  Lagos foodies ',
        description: '   ',
        code: null,
        tags: [],
        min_engagement_rate: 0,
        max_engagement_rate: 3.5,
        count: 0,
        extra: undefined,
      }),
    ).toEqual({ name: 'Lagos foodies', max_engagement_rate: 3.5, count: 0 });
  });

  it('builds a PATCH body with what changed, or nothing', () => {
    const current = { name: 'Lagos foodies', description: null };
    expect(groupUpdateBody({ name: 'Lagos foodies', description: '' }, current)).toBeNull();
    expect(groupUpdateBody({ name: ' Lagos food lovers ', description: '' }, current)).toEqual({
      name: 'Lagos food lovers',
    });
    expect(groupUpdateBody({ name: '', description: 'Chefs in Lagos' }, current)).toEqual({
      description: 'Chefs in Lagos',
    });
    expect(groupUpdateBody({ name: 'A', description: 'B' })).toEqual({ name: 'A', description: 'B' });
  });

  it('normalises a typed share code', () => {
    expect(normaliseGroupCode(' ab3d-ef7h ')).toBe('AB3DEF7H');
  });
});
