/**
 * The content and assignment rules of issue 18: every allowed move of both machines listed in full (a row added,
 * dropped or changed fails until this list says so), the refusals' codes and the round cap, the caption check,
 * the live-link rules, media sniffing and due dates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MOVES, ASSIGNMENT_STATUSES, ASSIGNMENT_TRANSITIONS, postDueDate } from '../src/assignments';
import {
  checkCaption,
  CONTENT_MOVES,
  CONTENT_ROLES,
  CONTENT_STATUSES,
  CONTENT_TRANSITIONS,
  contentMoveRefusal,
  contentMoveTarget,
  liveLinkKey,
  reviewerRole,
  sniffContentMedia,
  type ContentMachineState,
} from '../src/content';
import { PARTIES, transitionOf } from '../src/state-machine';

const STATES: ContentMachineState[] = ['NEW', ...CONTENT_STATUSES];

describe('the content machine', () => {
  it('allows exactly these moves', () => {
    const lines: string[] = [];
    for (const from of STATES)
      for (const move of CONTENT_MOVES)
        for (const by of CONTENT_ROLES) {
          const row = transitionOf(CONTENT_TRANSITIONS, from, move, by);
          if (row) lines.push(`${from} ${move} by ${by} -> ${row.to}`);
        }
    expect(lines).toEqual([
      'NEW SUBMIT by CREATOR -> SUBMITTED',
      'NEW SUBMIT_LIVE by CREATOR -> LIVE_SUBMITTED',
      'SUBMITTED APPROVE by BRAND -> APPROVED',
      'SUBMITTED APPROVE by PARENT -> BRAND_APPROVED',
      'SUBMITTED REQUEST_CHANGES by BRAND -> CHANGES_REQUESTED',
      'SUBMITTED REQUEST_CHANGES by PARENT -> CHANGES_REQUESTED',
      'CHANGES_REQUESTED SUBMIT by CREATOR -> SUBMITTED',
      'BRAND_APPROVED APPROVE by BRAND -> APPROVED',
      'BRAND_APPROVED REQUEST_CHANGES by BRAND -> CHANGES_REQUESTED',
      'APPROVED SUBMIT_LIVE by CREATOR -> LIVE_SUBMITTED',
      'LIVE_SUBMITTED VERIFY_LIVE by BRAND -> VERIFIED',
      'LIVE_SUBMITTED VERIFY_LIVE by PARENT -> VERIFIED',
      'LIVE_SUBMITTED REJECT_LIVE by BRAND -> LIVE_REJECTED',
      'LIVE_SUBMITTED REJECT_LIVE by PARENT -> LIVE_REJECTED',
      'LIVE_REJECTED SUBMIT_LIVE by CREATOR -> LIVE_SUBMITTED',
    ]);
  });

  const context = { pre_approval: true, round: 1, max_rounds: 3 };

  it('refuses a move the state does not allow with 409, one for another role with 403', () => {
    expect(contentMoveRefusal('VERIFIED', 'APPROVE', 'BRAND', context)).toMatchObject({ code: 'CONFLICT' });
    expect(contentMoveRefusal('CHANGES_REQUESTED', 'APPROVE', 'BRAND', context)?.message).toBe(
      'This content is changes requested; it cannot be approved now',
    );
    expect(contentMoveRefusal('BRAND_APPROVED', 'APPROVE', 'PARENT', context)).toEqual({
      code: 'FORBIDDEN',
      message: "This content waits for the brand's own team to approve it",
    });
    expect(contentMoveRefusal('SUBMITTED', 'APPROVE', 'CREATOR', context)).toMatchObject({ code: 'FORBIDDEN' });
    expect(contentMoveRefusal('SUBMITTED', 'APPROVE', 'BRAND', context)).toBeNull();
  });

  it('follows the pre-approval switch for the first submission', () => {
    expect(contentMoveRefusal('NEW', 'SUBMIT', 'CREATOR', context)).toBeNull();
    expect(contentMoveRefusal('NEW', 'SUBMIT_LIVE', 'CREATOR', context)?.message).toBe(
      'Submit a draft for approval before posting',
    );
    const none = { ...context, pre_approval: false };
    expect(contentMoveRefusal('NEW', 'SUBMIT_LIVE', 'CREATOR', none)).toBeNull();
    expect(contentMoveRefusal('NEW', 'SUBMIT', 'CREATOR', none)?.code).toBe('CONFLICT');
  });

  it('caps the rounds: changes can be requested before the last round only', () => {
    for (const [round, max, allowed] of [
      [1, 3, true],
      [2, 3, true],
      [3, 3, false],
      [1, 1, false],
    ] as const) {
      const refused = contentMoveRefusal('SUBMITTED', 'REQUEST_CHANGES', 'BRAND', {
        pre_approval: true,
        round,
        max_rounds: max,
      });
      expect(refused === null, `round ${round} of ${max}`).toBe(allowed);
      if (!allowed) expect(refused?.message).toContain('approve the content or end the assignment');
    }
    // Approval is never capped.
    expect(contentMoveRefusal('SUBMITTED', 'APPROVE', 'BRAND', { pre_approval: true, round: 3, max_rounds: 3 })).toBe(
      null,
    );
  });

  it('makes a reviewer PARENT only when the advertiser approves too and they are not of the brand', () => {
    expect(reviewerRole({ advertiser_pre_approval: true, of_brand: false })).toBe('PARENT');
    expect(reviewerRole({ advertiser_pre_approval: true, of_brand: true })).toBe('BRAND');
    expect(reviewerRole({ advertiser_pre_approval: false, of_brand: false })).toBe('BRAND');
    expect(contentMoveTarget('SUBMITTED', 'APPROVE', 'PARENT')).toBe('BRAND_APPROVED');
    expect(() => contentMoveTarget('VERIFIED', 'APPROVE', 'BRAND')).toThrow();
  });
});

describe('the assignment machine', () => {
  it('allows exactly these moves', () => {
    const lines: string[] = [];
    for (const from of ASSIGNMENT_STATUSES)
      for (const move of ASSIGNMENT_MOVES)
        for (const by of PARTIES) {
          const row = transitionOf(ASSIGNMENT_TRANSITIONS, from, move, by);
          if (row) lines.push(`${from} ${move} by ${by} -> ${row.to}`);
        }
    expect(lines).toEqual([
      'AWAITING_CONTRACT CONTRACT_SIGNED by CREATOR -> ACTIVE',
      'AWAITING_CONTRACT CANCEL by BRAND -> CANCELLED',
      'AWAITING_CONTRACT CANCEL by CREATOR -> CANCELLED',
      'ACTIVE CANCEL by BRAND -> CANCELLED',
      'ACTIVE CANCEL by CREATOR -> CANCELLED',
      'ACTIVE COMPLETE by BRAND -> COMPLETED',
    ]);
  });

  it('dates each post by its subtask, else by the end of the work', () => {
    const end = new Date('2027-03-31T18:00:00Z');
    const first = new Date('2027-03-10T18:00:00Z');
    expect(postDueDate(1, [first], end)).toBe(first);
    expect(postDueDate(2, [first], end)).toBe(end);
    expect(postDueDate(1, [], null)).toBeNull();
  });
});

describe('the caption check', () => {
  const brief = { handles: ['@juicebrand', 'savannah.co'], hashtags: ['#FreshJuice'] };

  it('finds the handles and hashtags whatever their case, and a disclosure', () => {
    expect(checkCaption('Morning with @JuiceBrand and @savannah.co. #freshjuice #ad', brief)).toEqual({
      handles: [
        { text: '@juicebrand', present: true },
        { text: '@savannah.co', present: true },
      ],
      hashtags: [{ text: '#FreshJuice', present: true }],
      disclosure: true,
      ok: true,
    });
  });

  it('does not take a longer tag for a required one, nor #adidas for #ad', () => {
    const check = checkCaption('@juicebrandfan #FreshJuiceDay #adidas', brief);
    expect(check.handles[0].present).toBe(false);
    expect(check.hashtags[0].present).toBe(false);
    expect(check.disclosure).toBe(false);
    expect(check.ok).toBe(false);
  });

  it("accepts the platforms' paid-partnership wording as a disclosure", () => {
    expect(checkCaption('Paid partnership with @juicebrand', { handles: [], hashtags: [] }).disclosure).toBe(true);
    expect(checkCaption('#Sponsored', { handles: [], hashtags: [] }).disclosure).toBe(true);
    expect(checkCaption('#partner', { handles: [], hashtags: [] }).disclosure).toBe(true);
    expect(checkCaption('unsponsoredish', { handles: [], hashtags: [] }).disclosure).toBe(false);
  });
});

describe('live links', () => {
  it("takes https links on the channel's site and gives one key per post", () => {
    const key = (url: string, channel = 'INSTAGRAM') => {
      const result = liveLinkKey(url, channel);
      return 'key' in result ? result.key : `problem: ${result.problem}`;
    };
    expect(key('https://www.instagram.com/p/ABC123/')).toBe('instagram.com/p/abc123');
    expect(key('https://instagram.com/p/ABC123?igsh=tracking')).toBe('instagram.com/p/abc123');
    expect(key('https://m.instagram.com/p/abc123/')).toBe('instagram.com/p/abc123');
    expect(key('https://youtu.be/xyz', 'YOUTUBE')).toBe('youtu.be/xyz');
    expect(key('https://www.youtube.com/watch?v=Q1w2&t=3', 'YOUTUBE')).toBe('youtube.com/watch?v=Q1w2');
    expect(key('https://vm.tiktok.com/ZM123/', 'TIKTOK')).toBe('vm.tiktok.com/zm123');
    expect(key('https://twitter.com/a/status/1', 'X')).toBe('twitter.com/a/status/1');
    expect(key('http://www.instagram.com/p/abc/')).toBe('problem: The link must start with https://');
    expect(key('https://www.instagram.com/')).toMatch(/^problem: The link points at the site/);
    expect(key('https://evil-instagram.com/p/abc')).toBe(
      'problem: Paste the link of your Instagram post (on instagram.com)',
    );
    expect(key('https://instagram.com.evil.io/p/abc')).toMatch(/^problem/);
    expect(key('https://user:pw@instagram.com/p/abc')).toMatch(/^problem/);
    expect(key('not a link')).toMatch(/^problem: Paste the full link/);
  });

  it("never accepts a host outside the channel's sites (property)", () => {
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (domain, path) => {
        const result = liveLinkKey(`https://${domain}${path}`, 'INSTAGRAM');
        const own = domain === 'instagram.com' || domain.endsWith('.instagram.com');
        return own || 'problem' in result;
      }),
    );
  });
});

describe('draft media', () => {
  it('knows images and videos by their first bytes, whatever their name', () => {
    const bytes = (...parts: (number[] | string)[]) =>
      Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));
    expect(sniffContentMedia(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentMedia(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffContentMedia(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentMedia(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('video/mp4');
    expect(sniffContentMedia(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('video/quicktime');
    expect(sniffContentMedia(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('video/webm');
    expect(sniffContentMedia(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffContentMedia(bytes('%PDF-1.4'))).toBeNull();
    expect(sniffContentMedia(bytes('<svg'))).toBeNull();
  });
});
