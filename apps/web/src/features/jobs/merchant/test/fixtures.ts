/**
 * Fixtures of the job marketplace's component tests: a company, the config bundle, a job and a bid, and a fetch stub.
 */
import { vi } from 'vitest';
import type { CompanyDetail } from '@app/shared/companies';
import type { Channel, ConfigBundle } from '@app/shared/config';
import type { CreatorSearchResult } from '@app/shared/creators';
import type { Job, JobBid } from '@app/shared/jobs';

export const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
export const groupId = '4b8d3c52-2f55-4c8e-9a53-1f5e2c1d8a70';
export const jobId = '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f';
export const bidId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

export const company = {
  id: companyId,
  name: 'Kahawa House',
  company_role: 'BRAND',
  role: 'OWNER',
  parent_id: null,
  children: [],
  permissions: ['company.view', 'job.create', 'bid.respond', 'group.manage'],
} as unknown as CompanyDetail;

export const channels: Channel[] = [
  {
    value: 'INSTAGRAM',
    label: 'Instagram',
    icon_location: '',
    levels: [{ level: 'MICRO', label: 'Micro', min_followers: 10_000, max_followers: 100_000 }],
    post_content_types: [
      { value: 'POST', label: 'Feed post' },
      { value: 'STORY', label: 'Story' },
    ],
  },
  {
    value: 'TIKTOK',
    label: 'TikTok',
    icon_location: '',
    levels: [],
    post_content_types: [{ value: 'VIDEO', label: 'Video' }],
  },
];

const country = (code: string, name: string, currency: string, timezone: string) => ({
  code,
  name,
  currency,
  timezone,
  dial_code: '+1',
  active: true,
});
const countries = [country('KE', 'Kenya', 'KES', 'Africa/Nairobi'), country('NG', 'Nigeria', 'NGN', 'Africa/Lagos')];

export const config: ConfigBundle = {
  categories: [
    {
      enum_value: 'FOOD',
      en_label: 'Food',
      label: 'Food',
      subcategories: [
        { enum_value: 'STREET_FOOD', en_label: 'Street food', label: 'Street food', subcategory_type: 'POSTING' },
      ],
    },
    {
      enum_value: 'PROFESSION',
      en_label: 'Profession',
      label: 'Profession',
      subcategories: [{ enum_value: 'CHEF', en_label: 'Chef', label: 'Chef', subcategory_type: 'OCCUPATION' }],
    },
  ],
  channels,
  countries,
  active_countries: countries,
  all_locations: [
    { id: 1, country_code: 'KE', name: 'Nairobi' },
    { id: 2, country_code: 'NG', name: 'Lagos' },
  ],
  verification_statuses: [],
  pre_live_check_statuses: [],
};

export const creator = (id: number, name: string): CreatorSearchResult =>
  ({
    id,
    name,
    avatar: null,
    country: 'KE',
    location: 'Nairobi',
    gender: 'FEMALE',
    age: 25,
    engagement_rate: 5,
    verification_status: 'APPROVED',
    matching_channels: ['INSTAGRAM'],
    matching_channels_with_levels: [],
    matching_combined_followers_count: 12_000,
    combined_followers_count: 12_000,
    channels: ['INSTAGRAM'],
    channels_levels: [],
  }) as CreatorSearchResult;
export const creators = [creator(11, 'Wanjiru K.'), creator(12, 'Otieno B.')];

export function jobOf(overrides: Partial<Job> = {}): Job {
  return {
    id: jobId,
    brand_id: companyId,
    brand_name: 'Kahawa House',
    name: 'Street food series',
    status: 'OPEN',
    bid_start_date: '2027-01-10T06:00:00.000Z',
    bid_end_date: '2027-01-20T15:00:00.000Z',
    budget_minor: 5_000_000,
    currency: 'KES',
    country: 'KE',
    estimated_campaign_start_date: '2027-01-31T21:00:00.000Z',
    campaign_period: 'week',
    campaign_duration: 2,
    marketplace_mode: 'influencer_attributes',
    marketplace_values_group: [],
    marketplace_values_self_select: [],
    marketplace_values_influencer_attributes: {
      occupation: [],
      interests: [],
      age_group: { from: 18, to: 100 },
      posting_about: [],
      countries: [],
      locations: [],
      gender: 'BOTH',
      income_category: [],
      influencer_levels: [],
    },
    channels: ['INSTAGRAM'],
    pre_approval: true,
    tasks: [
      { channel: 'INSTAGRAM', post_content_type: 'POST' },
      { channel: 'INSTAGRAM', post_content_type: 'POST' },
      { channel: 'INSTAGRAM', post_content_type: 'STORY' },
    ],
    bids_count: 0,
    accepting_bids: true,
    created_at: '2027-01-01T08:00:00.000Z',
    published_at: '2027-01-01T08:00:00.000Z',
    is_demo: false,
    ...overrides,
  };
}

/** A bid where the creator asked KES 10,000 for the feed posts and KES 2,500.50 for the story: the brand's turn. */
export function bidOf(overrides: Partial<JobBid> = {}): JobBid {
  const offer = [
    { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: 1_000_000 },
    { channel: 'INSTAGRAM', post_content_type: 'STORY', amount_minor: 250_050 },
  ];
  return {
    bid_id: bidId,
    job_id: jobId,
    job_name: 'Street food series',
    brand_id: companyId,
    influencer_id: 11,
    influencer: { id: 11, name: 'Wanjiru K.', avatar: null, followers: 25_000 },
    status: 'ONGOING',
    closed: false,
    closed_by: null,
    closed_date: null,
    closed_reason: null,
    currency: 'KES',
    current_brand_offer: null,
    current_brand_offer_total_minor: null,
    current_influencer_offer: offer,
    current_influencer_offer_total_minor: 1_250_050,
    last_role: 'INFLUENCER',
    history: [
      { offer, offer_total_minor: 1_250_050, role: 'INFLUENCER', action: 'BID', created: '2027-01-11T07:00:00.000Z' },
    ],
    created: '2027-01-11T07:00:00.000Z',
    updated: '2027-01-11T07:00:00.000Z',
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  route: string;
  body: Record<string, unknown> | null;
}

/**
 * Stubs fetch at the network boundary: `routes` answer by "METHOD /path" (a function gets the body);
 * the reference data calls answer from the fixtures; everything sent is recorded in the returned list.
 */
export function serve(
  routes: Record<string, unknown | ((body: Record<string, unknown> | null) => Response | unknown)> = {},
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const body =
        request.method === 'GET' || request.method === 'DELETE'
          ? null
          : ((await request.json()) as Record<string, unknown>);
      calls.push({ route, body });
      if (route in routes) {
        const answer = routes[route];
        const value = typeof answer === 'function' ? (answer as (b: typeof body) => unknown)(body) : answer;
        return value instanceof Response ? value : json(200, value);
      }
      switch (route) {
        case 'GET /api/conf/all':
          return json(200, config);
        case 'GET /api/companies':
          return json(200, [
            {
              id: companyId,
              name: 'Kahawa House',
              company_role: 'BRAND',
              parent_id: null,
              is_sme: false,
              logo: null,
              role: 'OWNER',
              inherited: false,
            },
          ]);
        case 'GET /api/conf/budget_min_max/KES':
          return json(200, { currency: 'KES', min_minor: 1_000_000, max_minor: 10_000_000_000 });
        case 'GET /api/conf/budget_min_max/NGN':
          return json(200, { currency: 'NGN', min_minor: 15_000_000, max_minor: 90_000_000_000 });
        case 'GET /api/conf/channels/countries/KE':
          return json(200, channels);
        case 'GET /api/conf/channels/countries/NG':
          return json(200, [channels[1]]);
        case 'GET /api/conf/currencies/countries/KE':
          return json(200, [{ code: 'KES', name: 'Kenyan shilling', symbol: 'KSh' }]);
        case 'GET /api/conf/currencies/countries/NG':
          return json(200, [{ code: 'NGN', name: 'Naira', symbol: 'N' }]);
        case 'GET /api/content-creator-types':
          return json(200, [{ id: 1, name: 'Lifestyle', description: '' }]);
        case 'GET /api/merchant/influencer_groups':
          return json(200, [
            {
              id: groupId,
              company_id: companyId,
              name: 'Nairobi foodies',
              description: null,
              code: 'ABCD1234',
              creators_count: 2,
              created_at: '2026-12-01T00:00:00Z',
              updated_at: '2026-12-01T00:00:00Z',
            },
          ]);
        case 'POST /api/influencers/find_by_ids': {
          const ids = (body?.ids as number[]) ?? [];
          const found = creators.filter((c) => ids.includes(c.id));
          return json(200, { influencers: found, total: found.length, page_number: 1, page_size: 50 });
        }
        case 'POST /api/influencers/search_for_campaign':
          return json(200, {
            influencers_for_search: creators,
            total_search_results: creators.length,
            total_is_estimate: false,
            page_number: 1,
            page_size: 10,
          });
        default:
          return json(200, []);
      }
    }),
  );
  return calls;
}
