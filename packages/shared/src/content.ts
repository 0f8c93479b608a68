/**
 * Content pre-approval and live posts (issue 18, docs/state-machines.md "Content"): a creator submits a draft of
 * one post of an assignment (files and a caption), the brand reviews it in rounds, the creator posts it and submits
 * the live link, the brand verifies the link. The state machine, the caption check, the live-link rules and the
 * media types live here once; the API enforces them, the web offers only what they allow.
 */
import { z } from 'zod';
import { refusal, transitionOf, type TransitionTable } from './state-machine';

export const CONTENT_STATUSES = [
  'SUBMITTED',
  'CHANGES_REQUESTED',
  'BRAND_APPROVED',
  'APPROVED',
  'LIVE_SUBMITTED',
  'LIVE_REJECTED',
  'VERIFIED',
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  SUBMITTED: 'Waiting for review',
  CHANGES_REQUESTED: 'Changes requested',
  BRAND_APPROVED: "Waiting for the brand's approval",
  APPROVED: 'Approved: post it',
  LIVE_SUBMITTED: 'Live link to verify',
  LIVE_REJECTED: 'Live link rejected',
  VERIFIED: 'Verified',
};

/** The states a reviewer still has to act on (the queue's "to review" filter and the campaign's posts under review). */
export const CONTENT_UNDER_REVIEW: readonly ContentStatus[] = ['SUBMITTED', 'BRAND_APPROVED', 'LIVE_SUBMITTED'];

export const CONTENT_MOVES = [
  'SUBMIT',
  'APPROVE',
  'REQUEST_CHANGES',
  'SUBMIT_LIVE',
  'VERIFY_LIVE',
  'REJECT_LIVE',
] as const;
export type ContentMove = (typeof CONTENT_MOVES)[number];

/**
 * Who acts on content: the assignment's creator; a reviewer of the brand itself (BRAND); a reviewer of a company
 * above the brand (PARENT: its agency or account). PARENT differs from BRAND only when the campaign asks for the
 * advertiser's own approval (`advertiser_pre_approval`): then a parent's yes waits for the brand's (BRAND_APPROVED).
 * Otherwise every reviewer acts as BRAND (`reviewerRole`).
 */
export const CONTENT_ROLES = ['CREATOR', 'BRAND', 'PARENT'] as const;
export type ContentRole = (typeof CONTENT_ROLES)[number];

/** The pseudo-state before the first submission of a post (no row yet). */
export type ContentMachineState = ContentStatus | 'NEW';

/**
 * The content state machine. A draft goes SUBMITTED; the reviewer approves or requests changes (the creator's next
 * submission is the next round, SUBMITTED again); once APPROVED the creator posts and submits the live link,
 * which the reviewer verifies or rejects (the creator then submits a corrected link). Without pre-approval the
 * first thing a creator submits is the live link (NEW -> LIVE_SUBMITTED). VERIFIED is final.
 */
export const CONTENT_TRANSITIONS: TransitionTable<ContentMachineState, ContentMove, ContentRole> = [
  { from: 'NEW', move: 'SUBMIT', to: 'SUBMITTED', who: ['CREATOR'] },
  { from: 'CHANGES_REQUESTED', move: 'SUBMIT', to: 'SUBMITTED', who: ['CREATOR'] },
  { from: 'SUBMITTED', move: 'APPROVE', to: 'APPROVED', who: ['BRAND'] },
  { from: 'SUBMITTED', move: 'APPROVE', to: 'BRAND_APPROVED', who: ['PARENT'] },
  { from: 'BRAND_APPROVED', move: 'APPROVE', to: 'APPROVED', who: ['BRAND'] },
  { from: 'SUBMITTED', move: 'REQUEST_CHANGES', to: 'CHANGES_REQUESTED', who: ['BRAND', 'PARENT'] },
  { from: 'BRAND_APPROVED', move: 'REQUEST_CHANGES', to: 'CHANGES_REQUESTED', who: ['BRAND'] },
  { from: 'NEW', move: 'SUBMIT_LIVE', to: 'LIVE_SUBMITTED', who: ['CREATOR'] },
  { from: 'APPROVED', move: 'SUBMIT_LIVE', to: 'LIVE_SUBMITTED', who: ['CREATOR'] },
  { from: 'LIVE_REJECTED', move: 'SUBMIT_LIVE', to: 'LIVE_SUBMITTED', who: ['CREATOR'] },
  { from: 'LIVE_SUBMITTED', move: 'VERIFY_LIVE', to: 'VERIFIED', who: ['BRAND', 'PARENT'] },
  { from: 'LIVE_SUBMITTED', move: 'REJECT_LIVE', to: 'LIVE_REJECTED', who: ['BRAND', 'PARENT'] },
];

/**
 * A reviewer's role on one item: PARENT only when the advertiser's own approval is asked
 * and they are not of the brand.
 */
export function reviewerRole(input: { advertiser_pre_approval: boolean; of_brand: boolean }): ContentRole {
  return input.advertiser_pre_approval && !input.of_brand ? 'PARENT' : 'BRAND';
}

/** Rounds of review per post unless the campaign sets its own. */
export const DEFAULT_CONTENT_ROUNDS = 3;
export const MAX_CONTENT_ROUNDS = 10;
/** Files per round. */
export const MAX_CONTENT_FILES = 10;
export const CAPTION_MAX = 2_200;
export const REVIEW_COMMENT_MAX = 2_000;

/** Why `by` may not make `move` on an item in `state`, for the 409's (or 403's) message; null when allowed. */
export function contentMoveRefusal(
  state: ContentMachineState,
  move: ContentMove,
  by: ContentRole,
  context: { pre_approval: boolean; round: number; max_rounds: number },
): { code: 'CONFLICT' | 'FORBIDDEN'; message: string } | null {
  if (by === 'CREATOR' && state === 'NEW' && move === 'SUBMIT' && !context.pre_approval)
    return { code: 'CONFLICT', message: 'This work needs no pre-approval: post it and submit the live link' };
  if (by === 'CREATOR' && state === 'NEW' && move === 'SUBMIT_LIVE' && context.pre_approval)
    return { code: 'CONFLICT', message: 'Submit a draft for approval before posting' };
  const why = refusal(CONTENT_TRANSITIONS, state, move, by);
  if (why === 'who')
    return state === 'BRAND_APPROVED'
      ? { code: 'FORBIDDEN', message: "This content waits for the brand's own team to approve it" }
      : { code: 'FORBIDDEN', message: 'You may not do this to this content' };
  if (why === 'state') {
    const now = state === 'NEW' ? 'not submitted yet' : CONTENT_STATUS_LABELS[state].toLowerCase();
    return { code: 'CONFLICT', message: `This content is ${now}; it cannot be ${MOVE_PAST[move]} now` };
  }
  if (move === 'REQUEST_CHANGES' && context.round >= context.max_rounds)
    return {
      code: 'CONFLICT',
      message:
        `This is the last round (${context.round} of ${context.max_rounds}): ` +
        'approve the content or end the assignment',
    };
  return null;
}

const MOVE_PAST: Record<ContentMove, string> = {
  SUBMIT: 'submitted',
  APPROVE: 'approved',
  REQUEST_CHANGES: 'sent back for changes',
  SUBMIT_LIVE: 'given a live link',
  VERIFY_LIVE: 'verified',
  REJECT_LIVE: 'rejected',
};

/** Where `by`'s move leads from `state` (call after `contentMoveRefusal` said yes). */
export function contentMoveTarget(state: ContentMachineState, move: ContentMove, by: ContentRole): ContentStatus {
  const row = transitionOf(CONTENT_TRANSITIONS, state, move, by);
  if (!row || row.to === 'NEW') throw new Error(`no content transition ${state} -${move}-> by ${by}`);
  return row.to;
}

// ---- Media ----

export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CONTENT_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type ContentMediaType = (typeof CONTENT_IMAGE_TYPES)[number] | (typeof CONTENT_VIDEO_TYPES)[number];
export const CONTENT_MEDIA_EXTENSION: Record<ContentMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};
export const isVideoType = (type: string) => (CONTENT_VIDEO_TYPES as readonly string[]).includes(type);
/** Bytes the sniffer needs to see before it decides. */
export const MEDIA_SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/**
 * The media type the first bytes really are: jpeg, png, webp (RIFF....WEBP), mp4 or mov (an ISO base media `ftyp`
 * box: `qt  ` brand is QuickTime), webm (EBML header). Null for anything else, whatever its name says.
 */
export function sniffContentMedia(head: Uint8Array): ContentMediaType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') return ascii(head, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return 'video/webm';
  return null;
}

// ---- Caption check (our addition: shown to both sides, never blocking) ----

/** Words that disclose a paid partnership: hashtags, or the platforms' own label written out. */
export const DISCLOSURE_TAGS = ['#ad', '#sponsored', '#partner', '#paidpartnership', '#advert'] as const;
const DISCLOSURE_PHRASES = ['paid partnership', 'sponsored'];

export interface CaptionRequirements {
  /** The brief's handles for this channel, with or without "@". */
  handles: string[];
  /** The brief's hashtags for this channel, with or without "#". */
  hashtags: string[];
}

export const captionCheckSchema = z.object({
  handles: z.array(z.object({ text: z.string(), present: z.boolean() })),
  hashtags: z.array(z.object({ text: z.string(), present: z.boolean() })),
  disclosure: z.boolean(),
  /** Every handle and hashtag present and a disclosure made. */
  ok: z.boolean(),
});
export type CaptionCheck = z.infer<typeof captionCheckSchema>;

/** The caption's @handles and #hashtags, lowercased (a tag ends at anything not a letter, digit, _ or .). */
function tokens(caption: string, sigil: '@' | '#'): Set<string> {
  const pattern = sigil === '@' ? /@([\p{L}\p{N}_.]+)/gu : /#([\p{L}\p{N}_]+)/gu;
  return new Set([...caption.matchAll(pattern)].map((m) => m[1].replace(/\.+$/, '').toLowerCase()));
}

const bare = (text: string) => text.trim().replace(/^[@#]+/, '');

/** Which of the brief's handles and hashtags the caption carries, and whether it discloses the partnership. */
export function checkCaption(caption: string, required: CaptionRequirements): CaptionCheck {
  const handles = tokens(caption, '@');
  const hashtags = tokens(caption, '#');
  const lower = caption.toLowerCase();
  const mark = (list: string[], found: Set<string>, sigil: string) =>
    list
      .map(bare)
      .filter(Boolean)
      .map((text) => ({ text: `${sigil}${text}`, present: found.has(text.toLowerCase()) }));
  const handleMarks = mark(required.handles, handles, '@');
  const hashtagMarks = mark(required.hashtags, hashtags, '#');
  const disclosure =
    DISCLOSURE_TAGS.some((tag) => hashtags.has(tag.slice(1))) ||
    DISCLOSURE_PHRASES.some((phrase) => new RegExp(`(^|[^\\p{L}])${phrase}($|[^\\p{L}])`, 'u').test(lower));
  return {
    handles: handleMarks,
    hashtags: hashtagMarks,
    disclosure,
    ok: disclosure && [...handleMarks, ...hashtagMarks].every((m) => m.present),
  };
}

// ---- Live links ----

/** The hosts a live post of each channel lives on (subdomains such as www., m., vm. included), and its name. */
export const LIVE_LINK_HOSTS: Record<string, { name: string; hosts: readonly string[] }> = {
  INSTAGRAM: { name: 'Instagram', hosts: ['instagram.com'] },
  TIKTOK: { name: 'TikTok', hosts: ['tiktok.com'] },
  YOUTUBE: { name: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  X: { name: 'X', hosts: ['x.com', 'twitter.com'] },
  FACEBOOK: { name: 'Facebook', hosts: ['facebook.com', 'fb.watch'] },
  LINKEDIN: { name: 'LinkedIn', hosts: ['linkedin.com'] },
  SNAPCHAT: { name: 'Snapchat', hosts: ['snapchat.com'] },
};

export const POST_URL_MAX = 500;

/**
 * Checks a live link for a channel: https, a host of the channel, a path. Returns the link's key (host without
 * www./m., path without trailing slash, YouTube's `v` kept) that makes one post serve one assignment only, or
 * the problem for people.
 */
export function liveLinkKey(raw: string, channel: string): { key: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { problem: 'Paste the full link of the live post, starting with https://' };
  }
  if (url.protocol !== 'https:') return { problem: 'The link must start with https://' };
  if (url.username || url.password) return { problem: 'The link must not carry a user name or password' };
  const site = LIVE_LINK_HOSTS[channel] ?? { name: channel, hosts: [] };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const own = site.hosts.find((h) => host === h || host.endsWith(`.${h}`));
  if (!own) return { problem: `Paste the link of your ${site.name} post (on ${site.hosts.join(' or ')})` };
  const path = url.pathname.replace(/\/+$/, '');
  if (!path) return { problem: 'The link points at the site, not at a post' };
  const video = own === 'youtube.com' && url.searchParams.get('v') ? `?v=${url.searchParams.get('v')}` : '';
  const bare = host.replace(/^(www|m|mobile)\./, '');
  return { key: `${bare}${path.toLowerCase()}${video}` };
}

// ---- Wire shapes ----

export const contentFileSchema = z.object({
  id: z.string(),
  /** The access-checked media route (answers Range requests). */
  url: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  filename: z.string(),
});

export const CONTENT_REVIEW_ACTIONS = ['APPROVE', 'REQUEST_CHANGES', 'VERIFY_LIVE', 'REJECT_LIVE'] as const;

export const contentReviewSchema = z.object({
  action: z.enum(CONTENT_REVIEW_ACTIONS),
  comment: z.string().nullable(),
  by: z.object({ name: z.string(), company_name: z.string() }),
  created_at: z.string(),
});

export const contentRoundSchema = z.object({
  round: z.number().int(),
  caption: z.string(),
  files: z.array(contentFileSchema),
  submitted_at: z.string(),
  late: z.boolean(),
  caption_check: captionCheckSchema,
  /** What reviewers said of this round, oldest first. */
  reviews: z.array(contentReviewSchema),
});

export const contentItemSchema = z
  .object({
    id: z.string(),
    assignment_id: z.string(),
    post_index: z.number().int(),
    status: z.enum(CONTENT_STATUSES),
    round: z.number().int(),
    max_rounds: z.number().int(),
    late: z.boolean(),
    due_at: z.string().nullable(),
    post_url: z.string().nullable(),
    /** The latest word on the live link (a rejection's reason). */
    live_reviews: z.array(contentReviewSchema),
    rounds: z.array(contentRoundSchema),
    updated_at: z.string(),
  })
  .meta({ id: 'ContentItem' });
export type ContentItem = z.infer<typeof contentItemSchema>;

/** One row of the pre-approval queue. */
export const contentQueueItemSchema = z.object({
  id: z.string(),
  assignment_id: z.string(),
  post_index: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  round: z.number().int(),
  late: z.boolean(),
  due_at: z.string().nullable(),
  channel: z.string(),
  post_content_type: z.string(),
  creator: z.object({ id: z.number().int(), name: z.string() }),
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  job: z.object({ id: z.string(), name: z.string() }).nullable(),
  brand: z.object({ id: z.string(), name: z.string() }),
  /** The first file of the latest round, for a thumbnail. */
  preview: contentFileSchema.nullable(),
  updated_at: z.string(),
});
export type ContentQueueItem = z.infer<typeof contentQueueItemSchema>;

export const contentQueueSchema = z.object({ results: z.array(contentQueueItemSchema), total: z.number().int() });

/** What the brief asks of the post: the reviewer's do's and don'ts beside the draft. */
export const contentRequirementsSchema = z.object({
  handles: z.array(z.string()),
  hashtags: z.array(z.string()),
  call_to_action: z.string(),
  key_selling_points: z.array(z.string()),
  content_creation_steps: z.array(z.string()),
  extra_instructions: z.string(),
});

/** The reviewer's view of one item: the item, who and what it is for, the brief's requirements. */
export const contentDetailSchema = contentItemSchema
  .extend({
    channel: z.string(),
    post_content_type: z.string(),
    creator: z.object({ id: z.number().int(), name: z.string() }),
    campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
    job: z.object({ id: z.string(), name: z.string() }).nullable(),
    brand: z.object({ id: z.string(), name: z.string() }),
    requirements: contentRequirementsSchema,
    /** The moves the caller may make now (from CONTENT_TRANSITIONS and the round cap). */
    moves: z.array(z.enum(CONTENT_MOVES)),
  })
  .meta({ id: 'ContentDetail' });
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const CONTENT_QUEUE_FILTERS = ['TO_REVIEW', ...CONTENT_STATUSES] as const;

export const contentQueueQuerySchema = z.object({
  status: z.enum(CONTENT_QUEUE_FILTERS).optional(),
  campaign_id: z.string().max(64).optional(),
  creator_id: z
    .string()
    .regex(/^\d{1,10}$/, 'creator_id must be a number')
    .optional(),
  late: z.enum(['true', 'false']).optional(),
  page_number: z
    .string()
    .regex(/^\d{1,6}$/, 'page_number must be a number')
    .optional(),
  page_size: z.enum(['5', '10', '20', '50']).optional(),
});

export const approveContentRequestSchema = z.object({
  comment: z.string().trim().max(REVIEW_COMMENT_MAX).optional(),
});
/** A text the call needs: named when missing, `empty` when blank, at most `max` characters. */
const requiredText = (field: string, empty: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, empty)
    .max(max);

export const requestChangesRequestSchema = z.object({
  comment: requiredText('comment', 'Tell the creator what to change', REVIEW_COMMENT_MAX),
});
export const rejectLiveRequestSchema = z.object({
  reason: requiredText('reason', 'Tell the creator what is wrong with the link', REVIEW_COMMENT_MAX),
});
export const submitLiveRequestSchema = z.object({
  post_url: requiredText('post_url', 'Paste the link of the live post', POST_URL_MAX),
});
