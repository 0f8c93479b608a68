/**
 * Creator discovery state (filters, sort, page) and its two translations: to and from the URL query
 * (so a refresh or a shared link keeps the search) and to the POST /influencers/search_for_campaign
 * body (spec section 3, creator search filters), leaving out empty values.
 */
import { type CreatorSearchRequest } from '@app/shared/creators';
import {
  DEFAULT_AGE_FROM,
  DEFAULT_AGE_TO,
  DEFAULT_GENDER,
  GENDER_FILTERS,
  INCOME_CATEGORIES,
  SORT_FIELDS,
} from '@app/shared/creator-options';

export type GenderFilter = (typeof GENDER_FILTERS)[number];
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';

export interface ChannelFilter {
  channel: string;
  /** Empty: any level on that channel. */
  levels: string[];
}

export interface DiscoveryFilters {
  channels: ChannelFilter[];
  countries: string[];
  locations: number[];
  gender: GenderFilter;
  ageFrom: number;
  ageTo: number;
  interests: string[];
  occupations: string[];
  incomeCategories: IncomeCategory[];
  creatorTypeIds: number[];
  groupIds: string[];
  text: string;
}

export interface DiscoverySort {
  by: SortField;
  direction: SortDirection;
}

export interface DiscoveryState {
  filters: DiscoveryFilters;
  sort: DiscoverySort;
  page: number;
  pageSize: number;
}

/** The slider's bounds: the minimum age (18) to the default upper bound. */
export const AGE_MIN = DEFAULT_AGE_FROM;
export const AGE_MAX = DEFAULT_AGE_TO;
export const MAX_PAGE = 10_000;
export const MAX_TEXT = 100;

export const DEFAULT_FILTERS: DiscoveryFilters = {
  channels: [],
  countries: [],
  locations: [],
  gender: DEFAULT_GENDER,
  ageFrom: DEFAULT_AGE_FROM,
  ageTo: DEFAULT_AGE_TO,
  interests: [],
  occupations: [],
  incomeCategories: [],
  creatorTypeIds: [],
  groupIds: [],
  text: '',
};

export const DEFAULT_SORT: DiscoverySort = { by: 'FOLLOWERS', direction: 'DESC' };

export const SORT_LABELS: Record<SortField, string> = {
  FOLLOWERS: 'Followers',
  ENGAGEMENT: 'Engagement rate',
  NAME: 'Name',
  NEWEST: 'Newest',
};

export function defaultState(pageSize: number): DiscoveryState {
  return { filters: DEFAULT_FILTERS, sort: DEFAULT_SORT, page: 1, pageSize };
}

/** The query keys this state owns; any other key in the URL (company, add_to...) is left alone. */
export const PARAM = {
  channel: 'channel',
  country: 'country',
  location: 'location',
  gender: 'gender',
  ageFrom: 'age_from',
  ageTo: 'age_to',
  interest: 'interest',
  occupation: 'occupation',
  income: 'income',
  type: 'type',
  group: 'group',
  text: 'q',
  sort: 'sort',
  page: 'page',
  size: 'size',
} as const;

const TOKEN = /^[A-Z0-9_]{1,40}$/;
const GROUP_ID = /^[A-Za-z0-9-]{1,64}$/;
const COUNTRY = /^[A-Z]{2}$/;

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** "INSTAGRAM" (any level) or "INSTAGRAM.MICRO.MID" (those levels). */
export function parseChannelToken(token: string): ChannelFilter | null {
  const [channel, ...levels] = token.toUpperCase().split('.');
  if (!channel || !TOKEN.test(channel)) return null;
  return { channel, levels: unique(levels.filter((l) => TOKEN.test(l))).slice(0, 10) };
}

export function channelToken(filter: ChannelFilter): string {
  return [filter.channel, ...filter.levels].join('.');
}

/** Reads the state from the URL; anything malformed falls back to its default. */
export function parseDiscoveryParams(
  params: URLSearchParams,
  defaultPageSize: number,
  pageSizes: readonly number[],
): DiscoveryState {
  const all = (key: string) =>
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);

  const channels: ChannelFilter[] = [];
  for (const token of all(PARAM.channel)) {
    const parsed = parseChannelToken(token);
    if (!parsed || channels.some((c) => c.channel === parsed.channel)) continue;
    channels.push(parsed);
  }

  const gender = params.get(PARAM.gender)?.toUpperCase();
  let ageFrom = clamp(positiveInt(params.get(PARAM.ageFrom)) ?? AGE_MIN, AGE_MIN, AGE_MAX);
  let ageTo = clamp(positiveInt(params.get(PARAM.ageTo)) ?? AGE_MAX, AGE_MIN, AGE_MAX);
  if (ageFrom > ageTo) [ageFrom, ageTo] = [ageTo, ageFrom];

  const [sortBy, sortDirection] = (params.get(PARAM.sort) ?? '').toUpperCase().split('.');
  const sort: DiscoverySort = (SORT_FIELDS as readonly string[]).includes(sortBy)
    ? { by: sortBy as SortField, direction: sortDirection === 'ASC' ? 'ASC' : 'DESC' }
    : DEFAULT_SORT;

  const size = positiveInt(params.get(PARAM.size));
  const allowedSizes = new Set([...pageSizes, defaultPageSize]);

  return {
    filters: {
      channels: channels.slice(0, 10),
      countries: unique(
        all(PARAM.country)
          .map((c) => c.toUpperCase())
          .filter((c) => COUNTRY.test(c)),
      ).slice(0, 60),
      locations: unique(
        all(PARAM.location)
          .map(positiveInt)
          .filter((n): n is number => n !== null),
      ).slice(0, 500),
      gender: (GENDER_FILTERS as readonly string[]).includes(gender ?? '') ? (gender as GenderFilter) : DEFAULT_GENDER,
      ageFrom,
      ageTo,
      interests: unique(
        all(PARAM.interest)
          .map((v) => v.toUpperCase())
          .filter((v) => TOKEN.test(v)),
      ).slice(0, 60),
      occupations: unique(
        all(PARAM.occupation)
          .map((v) => v.toUpperCase())
          .filter((v) => TOKEN.test(v)),
      ).slice(0, 60),
      incomeCategories: unique(
        all(PARAM.income)
          .map((v) => v.toUpperCase())
          .filter((v): v is IncomeCategory => (INCOME_CATEGORIES as readonly string[]).includes(v)),
      ),
      creatorTypeIds: unique(
        all(PARAM.type)
          .map(positiveInt)
          .filter((n): n is number => n !== null),
      ).slice(0, 50),
      groupIds: unique(all(PARAM.group).filter((v) => GROUP_ID.test(v))).slice(0, 50),
      text: (params.get(PARAM.text) ?? '').trim().slice(0, MAX_TEXT),
    },
    sort,
    page: clamp(positiveInt(params.get(PARAM.page)) ?? 1, 1, MAX_PAGE),
    pageSize: size !== null && allowedSizes.has(size) ? size : defaultPageSize,
  };
}

/**
 * Writes the state into a copy of `base` (other keys kept), leaving out every value that is its
 * default so a fresh search has a clean URL.
 */
export function toDiscoveryParams(
  state: DiscoveryState,
  defaultPageSize: number,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(PARAM)) params.delete(key);
  const { filters, sort } = state;
  for (const channel of filters.channels) params.append(PARAM.channel, channelToken(channel));
  for (const country of filters.countries) params.append(PARAM.country, country);
  for (const location of filters.locations) params.append(PARAM.location, String(location));
  if (filters.gender !== DEFAULT_GENDER) params.set(PARAM.gender, filters.gender);
  if (filters.ageFrom !== DEFAULT_FILTERS.ageFrom) params.set(PARAM.ageFrom, String(filters.ageFrom));
  if (filters.ageTo !== DEFAULT_FILTERS.ageTo) params.set(PARAM.ageTo, String(filters.ageTo));
  for (const interest of filters.interests) params.append(PARAM.interest, interest);
  for (const occupation of filters.occupations) params.append(PARAM.occupation, occupation);
  for (const income of filters.incomeCategories) params.append(PARAM.income, income);
  for (const type of filters.creatorTypeIds) params.append(PARAM.type, String(type));
  for (const group of filters.groupIds) params.append(PARAM.group, group);
  const text = filters.text.trim();
  if (text) params.set(PARAM.text, text);
  if (sort.by !== DEFAULT_SORT.by || sort.direction !== DEFAULT_SORT.direction)
    params.set(PARAM.sort, `${sort.by}.${sort.direction}`);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.pageSize !== defaultPageSize) params.set(PARAM.size, String(state.pageSize));
  return params;
}

/**
 * The search body: every filter that holds something, the sort and the page. Empty lists and blank
 * text are left out (the API's defaults apply); gender and the age range are always sent.
 */
export function buildSearchRequest(state: DiscoveryState): CreatorSearchRequest {
  const { filters } = state;
  const body: CreatorSearchRequest = {
    age_from: Math.min(filters.ageFrom, filters.ageTo),
    age_to: Math.max(filters.ageFrom, filters.ageTo),
    gender: filters.gender,
    sortings: [{ sort_by: state.sort.by, sort_direction: state.sort.direction }],
    page_number: state.page,
    page_size: state.pageSize,
  };
  if (filters.channels.length)
    body.channels_with_levels = filters.channels.map((c) => ({ channel: c.channel, levels: [...c.levels] }));
  if (filters.countries.length) body.countries = [...filters.countries];
  if (filters.locations.length) body.locations = [...filters.locations];
  const subcategories = [
    ...filters.interests.map((enum_value) => ({ enum_value, subcategory_type: 'POSTING' as const })),
    ...filters.occupations.map((enum_value) => ({ enum_value, subcategory_type: 'OCCUPATION' as const })),
  ];
  if (subcategories.length) body.subcategories = subcategories;
  if (filters.incomeCategories.length) body.income_categories = [...filters.incomeCategories];
  if (filters.creatorTypeIds.length) body.content_creator_type_ids = [...filters.creatorTypeIds];
  if (filters.groupIds.length) body.influencer_group_ids = [...filters.groupIds];
  const text = filters.text.trim();
  if (text) body.free_text = text.slice(0, MAX_TEXT);
  return body;
}

/** How many filter groups differ from their defaults (the badge on the mobile "Filters" button). */
export function countActiveFilters(filters: DiscoveryFilters): number {
  let n = 0;
  if (filters.channels.length) n += 1;
  if (filters.countries.length) n += 1;
  if (filters.locations.length) n += 1;
  if (filters.gender !== DEFAULT_GENDER) n += 1;
  if (filters.ageFrom !== DEFAULT_FILTERS.ageFrom || filters.ageTo !== DEFAULT_FILTERS.ageTo) n += 1;
  if (filters.interests.length) n += 1;
  if (filters.occupations.length) n += 1;
  if (filters.incomeCategories.length) n += 1;
  if (filters.creatorTypeIds.length) n += 1;
  if (filters.groupIds.length) n += 1;
  if (filters.text.trim()) n += 1;
  return n;
}

/** Turns a channel on (any level) or off. */
export function toggleChannel(channels: readonly ChannelFilter[], channel: string, on: boolean): ChannelFilter[] {
  const rest = channels.filter((c) => c.channel !== channel);
  return on ? [...rest, { channel, levels: [] }] : rest;
}

/** Sets the levels of a chosen channel (the channel is chosen when it was not). */
export function setChannelLevels(
  channels: readonly ChannelFilter[],
  channel: string,
  levels: readonly string[],
): ChannelFilter[] {
  const existing = channels.some((c) => c.channel === channel);
  if (!existing) return [...channels, { channel, levels: [...levels] }];
  return channels.map((c) => (c.channel === channel ? { channel, levels: [...levels] } : c));
}
