import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENDER_FILTERS, INCOME_CATEGORIES, PAGE_SIZE_OPTIONS, SORT_FIELDS } from '@app/shared/creator-options';
import {
  buildSearchRequest,
  countActiveFilters,
  DEFAULT_FILTERS,
  defaultState,
  parseDiscoveryParams,
  setChannelLevels,
  toDiscoveryParams,
  toggleChannel,
  type DiscoveryState,
} from './filters';

const SIZES = PAGE_SIZE_OPTIONS;
const parse = (query: string, size = 25) => parseDiscoveryParams(new URLSearchParams(query), size, SIZES);

const full: DiscoveryState = {
  filters: {
    channels: [
      { channel: 'INSTAGRAM', levels: ['MICRO', 'MID'] },
      { channel: 'TIKTOK', levels: [] },
    ],
    countries: ['KE', 'NG'],
    locations: [3, 14],
    gender: 'FEMALE',
    ageFrom: 21,
    ageTo: 35,
    interests: ['FASHION', 'FOOD'],
    occupations: ['DOCTOR'],
    incomeCategories: ['HIGH'],
    creatorTypeIds: [2],
    groupIds: ['6f1c2a9e-1111-4222-8333-944455556666'],
    text: 'nairobi chef',
  },
  sort: { by: 'ENGAGEMENT', direction: 'ASC' },
  page: 3,
  pageSize: 50,
};

describe('discovery state <-> URL query', () => {
  it('a fresh search has a clean URL and reads back as the defaults', () => {
    expect(toDiscoveryParams(defaultState(25), 25).toString()).toBe('');
    expect(parse('')).toEqual(defaultState(25));
    expect(parse('', 10).pageSize).toBe(10);
  });

  it('writes readable keys and reads them back', () => {
    const params = toDiscoveryParams(full, 25);
    expect(params.getAll('channel')).toEqual(['INSTAGRAM.MICRO.MID', 'TIKTOK']);
    expect(params.get('sort')).toBe('ENGAGEMENT.ASC');
    expect(params.get('q')).toBe('nairobi chef');
    expect(parse(params.toString())).toEqual(full);
  });

  it('keeps keys it does not own and replaces the ones it owns', () => {
    const base = new URLSearchParams('company=abc&add_to=g1&country=UG&page=9');
    const params = toDiscoveryParams(
      { ...defaultState(25), filters: { ...DEFAULT_FILTERS, countries: ['KE'] } },
      25,
      base,
    );
    expect(params.get('company')).toBe('abc');
    expect(params.get('add_to')).toBe('g1');
    expect(params.getAll('country')).toEqual(['KE']);
    expect(params.has('page')).toBe(false);
  });

  it('falls back to defaults on malformed values', () => {
    const state = parse(
      'gender=ROBOT&age_from=5&age_to=300&sort=LOUDEST.UP&page=-2&size=33&location=abc&location=7' +
        '&country=Kenya&country=ke&income=RICH&income=low&channel=insta gram&channel=x.micro..bad value',
    );
    expect(state.filters.gender).toBe('BOTH');
    expect([state.filters.ageFrom, state.filters.ageTo]).toEqual([18, 100]);
    expect(state.sort).toEqual({ by: 'FOLLOWERS', direction: 'DESC' });
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(25);
    expect(state.filters.locations).toEqual([7]);
    expect(state.filters.countries).toEqual(['KE']);
    expect(state.filters.incomeCategories).toEqual(['LOW']);
    expect(state.filters.channels).toEqual([{ channel: 'X', levels: ['MICRO'] }]);
  });

  it('swaps an inverted age range and accepts comma lists', () => {
    const state = parse('age_from=60&age_to=30&country=KE,NG&channel=INSTAGRAM,TIKTOK.NANO');
    expect([state.filters.ageFrom, state.filters.ageTo]).toEqual([30, 60]);
    expect(state.filters.countries).toEqual(['KE', 'NG']);
    expect(state.filters.channels).toEqual([
      { channel: 'INSTAGRAM', levels: [] },
      { channel: 'TIKTOK', levels: ['NANO'] },
    ]);
  });

  it('round-trips any valid state (property)', () => {
    const token = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,9}$/);
    const state = fc
      .record({
        filters: fc.record({
          channels: fc.uniqueArray(fc.record({ channel: token, levels: fc.uniqueArray(token, { maxLength: 3 }) }), {
            maxLength: 4,
            selector: (c) => c.channel,
          }),
          countries: fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), { maxLength: 4 }),
          locations: fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 }),
          gender: fc.constantFrom(...GENDER_FILTERS),
          ageFrom: fc.integer({ min: 18, max: 100 }),
          ageTo: fc.integer({ min: 18, max: 100 }),
          interests: fc.uniqueArray(token, { maxLength: 4 }),
          occupations: fc.uniqueArray(token, { maxLength: 4 }),
          incomeCategories: fc.uniqueArray(fc.constantFrom(...INCOME_CATEGORIES)),
          creatorTypeIds: fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 3 }),
          groupIds: fc.uniqueArray(fc.uuid(), { maxLength: 3 }),
          text: fc.string({ maxLength: 40 }).map((s) => s.trim().replace(/,/g, ' ')),
        }),
        sort: fc.record({
          by: fc.constantFrom(...SORT_FIELDS),
          direction: fc.constantFrom('ASC' as const, 'DESC' as const),
        }),
        page: fc.integer({ min: 1, max: 10_000 }),
        pageSize: fc.constantFrom(5, 10, 20, 25, 50),
      })
      .filter((s) => s.filters.ageFrom <= s.filters.ageTo && s.filters.text === s.filters.text.trim());
    fc.assert(
      fc.property(state, (s) => {
        expect(parse(toDiscoveryParams(s, 25).toString())).toEqual(s);
      }),
    );
  });
});

describe('search request', () => {
  it('sends only gender, ages, sort and page for a fresh search', () => {
    expect(buildSearchRequest(defaultState(25))).toEqual({
      age_from: 18,
      age_to: 100,
      gender: 'BOTH',
      sortings: [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
      page_number: 1,
      page_size: 25,
    });
  });

  it('sends every filter that holds something, interests and occupations as typed subcategories', () => {
    expect(buildSearchRequest(full)).toEqual({
      age_from: 21,
      age_to: 35,
      gender: 'FEMALE',
      channels_with_levels: [
        { channel: 'INSTAGRAM', levels: ['MICRO', 'MID'] },
        { channel: 'TIKTOK', levels: [] },
      ],
      countries: ['KE', 'NG'],
      locations: [3, 14],
      subcategories: [
        { enum_value: 'FASHION', subcategory_type: 'POSTING' },
        { enum_value: 'FOOD', subcategory_type: 'POSTING' },
        { enum_value: 'DOCTOR', subcategory_type: 'OCCUPATION' },
      ],
      income_categories: ['HIGH'],
      content_creator_type_ids: [2],
      influencer_group_ids: ['6f1c2a9e-1111-4222-8333-944455556666'],
      free_text: 'nairobi chef',
      sortings: [{ sort_by: 'ENGAGEMENT', sort_direction: 'ASC' }],
      page_number: 3,
      page_size: 50,
    });
  });

  it('drops blank text', () => {
    const body = buildSearchRequest({ ...defaultState(10), filters: { ...DEFAULT_FILTERS, text: '   ' } });
    expect('free_text' in body).toBe(false);
    expect(body.page_size).toBe(10);
  });
});

describe('filter helpers', () => {
  it('counts the filter groups in use', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters(full.filters)).toBe(11);
  });

  it('turns channels on and off and sets their levels', () => {
    let channels = toggleChannel([], 'INSTAGRAM', true);
    expect(channels).toEqual([{ channel: 'INSTAGRAM', levels: [] }]);
    channels = setChannelLevels(channels, 'INSTAGRAM', ['NANO']);
    channels = setChannelLevels(channels, 'TIKTOK', ['MEGA']);
    expect(channels).toEqual([
      { channel: 'INSTAGRAM', levels: ['NANO'] },
      { channel: 'TIKTOK', levels: ['MEGA'] },
    ]);
    expect(toggleChannel(channels, 'INSTAGRAM', false)).toEqual([{ channel: 'TIKTOK', levels: ['MEGA'] }]);
  });
});
