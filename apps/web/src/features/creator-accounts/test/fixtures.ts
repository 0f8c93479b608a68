/** Answers of the creator API for the portal's page tests (the network boundary only). */
import { vi } from 'vitest';
import type { Contract } from '@app/shared/contracts';
import type { CreatorProfile, Invitation } from '@app/shared/creator-accounts';
import type { JobBid } from '@app/shared/jobs';
import type { CreatorJob } from '../../jobs/api/creator-jobs';

export const creatorProfile: CreatorProfile = {
  id: 'a1',
  email: 'achieng@example.com',
  first_name: 'Achieng',
  last_name: 'Otieno',
  phone: '+254 712 345678',
  creator_id: 77,
  profile_complete: true,
  country_code: 'KE',
  location_id: null,
  gender: 'FEMALE',
  date_of_birth: '1998-04-12',
  income_category: 'LOW',
  content_creator_type_id: 4,
  interests: ['FOOD'],
  bio: '',
  currency: 'KES',
  channels: [
    {
      channel: 'INSTAGRAM',
      handle: 'achieng.eats',
      followers: 25_000,
      level: 'MICRO',
      rates: [{ post_content_type: 'POST', amount_minor: 500_000 }],
    },
  ],
  mpesa_number: null,
  identity_document: false,
  verification: { identity: 'NOT_VERIFIED', social: 'NOT_VERIFIED', payment: 'NOT_VERIFIED', overall: 'NOT_VERIFIED' },
  is_demo: false,
};

export const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
export const contractId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

export const invitation: Invitation = {
  id: campaignId,
  status: 'PENDING',
  invited_at: '2027-02-01T08:00:00.000Z',
  answered_at: null,
  decline_reason: null,
  campaign: {
    id: campaignId,
    name: 'Cold-pressed launch',
    brand_name: 'Savannah Juice',
    description: 'Three flavours from Nakuru.',
    call_to_action: 'Find us in your shop',
    start_date: '2027-03-05T06:00:00.000Z',
    end_date: '2027-03-20T15:00:00.000Z',
    channels: ['INSTAGRAM'],
    thumbnail: null,
    status: 'UPCOMING',
  },
  currency: 'KES',
  tasks: [
    {
      task_id: 't1',
      channel: 'INSTAGRAM',
      post_content_type: 'POST',
      number_of_posts: 2,
      start_date: '2027-03-05T06:00:00.000Z',
      end_date: '2027-03-08T15:00:00.000Z',
      extra_instructions: 'Tag the brand',
      amount_minor: 1_020_000,
    },
  ],
  total_amount_minor: 1_020_000,
  contracts: [{ id: contractId, title: 'Content usage rights', status: 'PENDING_SIGNATURE' }],
};

export const contract: Contract = {
  id: contractId,
  company_id: '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10',
  campaign: { id: campaignId, name: 'Cold-pressed launch' },
  creator: { id: 77, name: 'Achieng Otieno', avatar: null },
  template_id: null,
  template_title: 'Content usage rights',
  type: 'TEXT',
  text_hash: 'a'.repeat(64),
  status: 'PENDING_SIGNATURE',
  signed_at: null,
  signer_name: null,
  created_at: '2027-02-01T08:00:00.000Z',
  body: {
    blocks: [{ type: 'paragraph', data: { text: 'The creator grants the brand the right to reuse the content.' } }],
  },
  file: null,
  events: [],
};

type Handler = (request: Request) => { status: number; body: unknown } | undefined;

/**
 * Stubs fetch with the given routes ("METHOD /path" -> answer, or a function of the request); GET
 * /conf/all answers an empty bundle. Returns the mock, whose calls are the requests sent.
 */
export function stubApi(routes: Record<string, { status: number; body: unknown } | Handler>) {
  const fetchMock = vi.fn(async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(request) : route;
    if (answer)
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    if (key === 'GET /api/conf/all') {
      const bundle = {
        categories: [],
        channels: [],
        countries: [],
        all_locations: [],
        active_countries: [],
        verification_statuses: [],
        pre_live_check_statuses: [],
      };
      return new Response(JSON.stringify(bundle), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: `No stub for ${key}` }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const jobId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const bidId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

/** An open-selection job with feed posts and reels on Instagram, taking bids. */
export const creatorJob: CreatorJob = {
  id: jobId,
  name: 'Street food series',
  brand_name: 'Savannah Juice',
  country: 'KE',
  currency: 'KES',
  budget_minor: 5_000_000,
  channels: ['INSTAGRAM'],
  tasks: [
    { channel: 'INSTAGRAM', post_content_type: 'POST', number: 2 },
    { channel: 'INSTAGRAM', post_content_type: 'REEL', number: 1 },
  ],
  bid_start_date: '2027-02-01T06:00:00.000Z',
  bid_end_date: '2027-02-10T15:00:00.000Z',
  estimated_campaign_start_date: '2027-03-01T06:00:00.000Z',
  campaign_period: 'week',
  campaign_duration: 2,
  accepting_bids: true,
  my_bid_id: null,
};

const offer = (post: number, reel: number) => [
  { channel: 'INSTAGRAM', post_content_type: 'POST', amount_minor: post },
  { channel: 'INSTAGRAM', post_content_type: 'REEL', amount_minor: reel },
];

/** A bid the brand countered: the creator's turn. */
export const counteredBid: JobBid = {
  bid_id: bidId,
  job_id: jobId,
  job_name: 'Street food series',
  brand_id: '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10',
  influencer_id: 77,
  influencer: { id: 77, name: 'Achieng Otieno', avatar: null, followers: 25_000 },
  status: 'ONGOING',
  closed: false,
  closed_by: null,
  closed_date: null,
  closed_reason: null,
  currency: 'KES',
  current_brand_offer: offer(800_000, 300_050),
  current_brand_offer_total_minor: 1_100_050,
  current_influencer_offer: offer(1_000_000, 400_000),
  current_influencer_offer_total_minor: 1_400_000,
  last_role: 'MERCHANT',
  history: [
    {
      offer: offer(1_000_000, 400_000),
      offer_total_minor: 1_400_000,
      role: 'INFLUENCER',
      action: 'BID',
      created: '2027-02-02T08:00:00.000Z',
    },
    {
      offer: offer(800_000, 300_050),
      offer_total_minor: 1_100_050,
      role: 'MERCHANT',
      action: 'COUNTER',
      created: '2027-02-03T09:30:00.000Z',
    },
  ],
  created: '2027-02-02T08:00:00.000Z',
  updated: '2027-02-03T09:30:00.000Z',
};

/** The same bid before the brand answered: the brand's turn. */
export const waitingBid: JobBid = {
  ...counteredBid,
  current_brand_offer: null,
  current_brand_offer_total_minor: null,
  last_role: 'INFLUENCER',
  history: counteredBid.history.slice(0, 1),
  updated: '2027-02-02T08:00:00.000Z',
};

/** The countered bid once the creator accepted the brand's offer. */
export const acceptedBid: JobBid = {
  ...counteredBid,
  status: 'ACCEPTED',
  closed: true,
  closed_by: 'INFLUENCER',
  closed_date: '2027-02-04T10:00:00.000Z',
  history: [
    ...counteredBid.history,
    {
      offer: offer(800_000, 300_050),
      offer_total_minor: 1_100_050,
      role: 'INFLUENCER',
      action: 'ACCEPT',
      created: '2027-02-04T10:00:00.000Z',
    },
  ],
  updated: '2027-02-04T10:00:00.000Z',
};
