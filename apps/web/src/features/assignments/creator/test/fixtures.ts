/** Agreed work and its posts' content, as the creator API answers them, for the work pages' tests. */
import type { Assignment, AssignmentPost } from '@app/shared/assignments';
import { checkCaption, type ContentItem, type ContentStatus } from '@app/shared/content';

export const assignmentId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const workContractId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
export const contentIdOf = (postIndex: number) => `c0c0c0c0-0000-4000-8000-00000000000${postIndex}`;

/** Instagram work of a campaign with pre-approval: two feed posts, nothing sent yet. */
export const activeAssignment: Assignment = {
  id: assignmentId,
  source: 'CAMPAIGN',
  campaign: { id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', name: 'Cold-pressed launch' },
  job: null,
  channel: 'INSTAGRAM',
  post_content_type: 'POST',
  posts: 2,
  amount_minor: 1_020_000,
  currency: 'KES',
  status: 'ACTIVE',
  pre_approval: true,
  contract: null,
  content: [
    { post_index: 1, due_at: '2027-03-08T15:00:00.000Z', content: null },
    { post_index: 2, due_at: '2027-03-12T15:00:00.000Z', content: null },
  ],
  requirements: {
    handles: ['savannahjuice'],
    hashtags: ['coldpressed'],
    call_to_action: 'Find us in your shop',
    key_selling_points: ['No added sugar'],
    content_creation_steps: [],
    extra_instructions: '',
  },
  created_at: '2027-02-02T08:00:00.000Z',
};

export const awaitingContract: Assignment = {
  ...activeAssignment,
  status: 'AWAITING_CONTRACT',
  contract: { id: workContractId, title: 'Content usage rights' },
};

/** A post whose content is in `status` (round `round`). */
export function postIn(postIndex: number, status: ContentStatus, round = 1, late = false): AssignmentPost {
  return {
    post_index: postIndex,
    due_at: '2027-03-08T15:00:00.000Z',
    content: { id: contentIdOf(postIndex), status, round, late },
  };
}

/** The work with its posts as given. */
export const withPosts = (assignment: Assignment, posts: AssignmentPost[]): Assignment => ({
  ...assignment,
  posts: posts.length,
  content: posts,
});

/** What the brief asks of the caption (as the assignment carries it). */
const REQUIREMENTS = activeAssignment.requirements;

export const reviewer = { name: 'Wanjiru Kamau', company_name: 'Savannah Juice' };

/**
 * A post's content item in `status`, with `round` draft rounds (0: a live link only, no pre-approval); the last round
 * carries `comment` as its review.
 */
export function contentItem(
  postIndex: number,
  status: ContentStatus,
  options: { round?: number; comment?: string; post_url?: string | null; live_reason?: string } = {},
): ContentItem {
  const round = options.round ?? 1;
  const rounds = Array.from({ length: round }, (_, i) => {
    const caption = i === 0 ? 'Fresh from Nakuru' : `Fresh from Nakuru @savannahjuice #ad (round ${i + 1})`;
    return {
      round: i + 1,
      caption,
      files: [
        {
          id: `f${postIndex}${i + 1}`,
          url: `/api/creator/content/${contentIdOf(postIndex)}/files/f${postIndex}${i + 1}`,
          content_type: 'image/jpeg',
          size_bytes: 1_200_000,
          filename: `juice-${i + 1}.jpg`,
        },
      ],
      submitted_at: `2027-03-0${i + 2}T09:00:00.000Z`,
      late: false,
      caption_check: checkCaption(caption, REQUIREMENTS),
      reviews:
        i === round - 1 && options.comment
          ? [
              {
                action: status === 'CHANGES_REQUESTED' ? ('REQUEST_CHANGES' as const) : ('APPROVE' as const),
                comment: options.comment,
                by: reviewer,
                created_at: `2027-03-0${i + 3}T10:00:00.000Z`,
              },
            ]
          : [],
    };
  });
  return {
    id: contentIdOf(postIndex),
    assignment_id: assignmentId,
    post_index: postIndex,
    status,
    round,
    max_rounds: 3,
    late: false,
    due_at: '2027-03-08T15:00:00.000Z',
    post_url: options.post_url ?? null,
    live_reviews: options.live_reason
      ? [{ action: 'REJECT_LIVE', comment: options.live_reason, by: reviewer, created_at: '2027-03-10T10:00:00.000Z' }]
      : [],
    rounds,
    updated_at: '2027-03-03T10:00:00.000Z',
  };
}
