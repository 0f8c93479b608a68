/**
 * Fixtures of the brand's content pages: a company, the config bundle, queue rows, a content item with two rounds,
 * agreed work, and a fetch stub that answers by "METHOD /path" and records every call (query and body).
 */
import { vi } from 'vitest';
import type { CompanyAssignment } from '@app/shared/assignments';
import type { CompanyDetail } from '@app/shared/companies';
import type { ConfigBundle } from '@app/shared/config';
import { checkCaption, type ContentDetail, type ContentQueueItem } from '@app/shared/content';

export const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
export const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
export const jobId = '9a7d5f2c-1b3e-4c6d-8e9f-0a1b2c3d4e5f';
export const contentId = (n: number) => `c0c0c0c0-0000-4000-8000-00000000000${n}`;

export const company = {
  id: companyId,
  name: 'Savannah Juice',
  company_role: 'BRAND',
  role: 'OWNER',
  parent_id: null,
  children: [],
  permissions: ['company.view', 'content.approve', 'campaign.create'],
} as unknown as CompanyDetail;

export const config = {
  categories: [],
  channels: [
    {
      value: 'INSTAGRAM',
      label: 'Instagram',
      icon_location: '',
      levels: [],
      post_content_types: [
        { value: 'REEL', label: 'Reel' },
        { value: 'POST', label: 'Feed post' },
      ],
    },
    { value: 'TIKTOK', label: 'TikTok', icon_location: '', levels: [], post_content_types: [] },
  ],
  countries: [],
  active_countries: [],
  all_locations: [],
  verification_statuses: [],
  pre_live_check_statuses: [],
} as unknown as ConfigBundle;

const file = (n: number, id: string, type = 'image/png') => ({
  id: `f${n}`,
  url: `/api/content/${id}/files/f${n}`,
  content_type: type,
  size_bytes: 120_000,
  filename: type.startsWith('video') ? `clip-${n}.mp4` : `shot-${n}.png`,
});

export function queueItem(n: number, overrides: Partial<ContentQueueItem> = {}): ContentQueueItem {
  const id = contentId(n);
  return {
    id,
    assignment_id: `a${n}`,
    post_index: 1,
    status: 'SUBMITTED',
    round: 1,
    late: false,
    due_at: '2027-03-08T15:00:00.000Z',
    channel: 'INSTAGRAM',
    post_content_type: 'REEL',
    creator: { id: 40 + n, name: `Creator ${n}` },
    campaign: { id: campaignId, name: 'Cold-pressed launch' },
    job: null,
    brand: { id: companyId, name: 'Savannah Juice' },
    preview: file(1, id),
    updated_at: '2027-03-07T08:00:00.000Z',
    ...overrides,
  };
}

const requirements = { handles: ['savannahjuice'], hashtags: ['coldpressed'] };

/** An item in its second round: round 1 was sent back with a comment, round 2 waits for review. */
export function detailOf(overrides: Partial<ContentDetail> = {}): ContentDetail {
  const id = contentId(2);
  const firstCaption = 'Morning juice #coldpressed';
  const secondCaption = 'Morning juice with @savannahjuice #coldpressed #ad';
  return {
    id,
    assignment_id: 'a2',
    post_index: 1,
    status: 'SUBMITTED',
    round: 2,
    max_rounds: 3,
    late: true,
    due_at: '2027-03-08T15:00:00.000Z',
    post_url: null,
    live_reviews: [],
    rounds: [
      {
        round: 1,
        caption: firstCaption,
        files: [file(1, id)],
        submitted_at: '2027-03-05T08:00:00.000Z',
        late: false,
        caption_check: checkCaption(firstCaption, requirements),
        reviews: [
          {
            action: 'REQUEST_CHANGES',
            comment: 'Tag the brand and say it is an ad.',
            by: { name: 'Amina Brand', company_name: 'Savannah Juice' },
            created_at: '2027-03-06T08:00:00.000Z',
          },
        ],
      },
      {
        round: 2,
        caption: secondCaption,
        files: [file(2, id), file(3, id, 'video/mp4')],
        submitted_at: '2027-03-09T08:00:00.000Z',
        late: true,
        caption_check: checkCaption(secondCaption, requirements),
        reviews: [],
      },
    ],
    updated_at: '2027-03-09T08:00:00.000Z',
    channel: 'INSTAGRAM',
    post_content_type: 'REEL',
    creator: { id: 42, name: 'Achieng O.' },
    campaign: { id: campaignId, name: 'Cold-pressed launch' },
    job: null,
    brand: { id: companyId, name: 'Savannah Juice' },
    requirements: {
      ...requirements,
      call_to_action: 'Order at savannah.example',
      key_selling_points: ['No added sugar', 'Pressed daily'],
      content_creation_steps: ['Show the bottle', 'Pour a glass'],
      extra_instructions: "Don't show other brands.",
    },
    moves: ['APPROVE', 'REQUEST_CHANGES'],
    ...overrides,
  };
}

/** Agreed work of the campaign: an active one with a post under review and one not sent, one waiting for a contract. */
export const assignments = [
  {
    id: 'a1',
    source: 'CAMPAIGN',
    campaign: { id: campaignId, name: 'Cold-pressed launch' },
    job: null,
    channel: 'INSTAGRAM',
    post_content_type: 'REEL',
    posts: 2,
    amount_minor: 500_000,
    currency: 'KES',
    status: 'ACTIVE',
    pre_approval: true,
    contract: null,
    content: [
      {
        post_index: 1,
        due_at: '2027-03-08T15:00:00.000Z',
        content: { id: contentId(1), status: 'SUBMITTED', round: 2, late: true },
      },
      { post_index: 2, due_at: '2027-03-12T15:00:00.000Z', content: null },
    ],
    requirements: { ...requirements, call_to_action: '', key_selling_points: [], content_creation_steps: [] },
    created_at: '2027-02-02T08:00:00.000Z',
    creator: { id: 41, name: 'Wanjiru K.' },
  },
  {
    id: 'a2',
    source: 'CAMPAIGN',
    campaign: { id: campaignId, name: 'Cold-pressed launch' },
    job: null,
    channel: 'TIKTOK',
    post_content_type: 'VIDEO',
    posts: 1,
    amount_minor: 300_000,
    currency: 'KES',
    status: 'AWAITING_CONTRACT',
    pre_approval: true,
    contract: { id: 'k1', title: 'Content usage rights' },
    content: [{ post_index: 1, due_at: null, content: null }],
    requirements: { ...requirements, call_to_action: '', key_selling_points: [], content_creation_steps: [] },
    created_at: '2027-02-02T08:00:00.000Z',
    creator: { id: 43, name: 'Brian M.' },
  },
] as unknown as CompanyAssignment[];

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const conflict = (message: string, state: string) =>
  json(409, { statusCode: 409, error: 'Conflict', code: 'CONFLICT', message, field: 'status', state });

export interface Call {
  route: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

type Answer = unknown | ((call: Call) => Response | unknown);

/**
 * Stubs fetch at the network boundary: `routes` answer by "METHOD /path" (a function gets the call); content files
 * answer with a few bytes of their type; the config bundle and the campaign lists answer from the fixtures.
 */
export function serve(routes: Record<string, Answer> = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const text = request.method === 'GET' ? '' : await request.text();
      const call: Call = {
        route,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      };
      calls.push(call);
      if (route in routes) {
        const answer = routes[route];
        const value = typeof answer === 'function' ? (answer as (c: Call) => unknown)(call) : answer;
        return value instanceof Response ? value : json(200, value);
      }
      if (/^GET \/api\/content\/[^/]+\/files\//.test(route)) {
        const type = route.endsWith('f3') ? 'video/mp4' : 'image/png';
        return new Response(new Blob([new Uint8Array([1, 2, 3])], { type }), {
          status: 200,
          headers: { 'content-type': type },
        });
      }
      if (route === 'GET /api/conf/all') return json(200, config);
      if (route === `GET /api/campaigns/all/companies/${companyId}`)
        return json(200, {
          ongoing_campaigns: [{ id: campaignId, name: 'Cold-pressed launch' }],
          upcoming_campaigns: [{ id: 'c-winter', name: 'Winter promo' }],
          finished_campaigns: [],
        });
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}
