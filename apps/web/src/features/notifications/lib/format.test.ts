import { describe, expect, it } from 'vitest';
import { appLink, CREATOR_TOPICS, timeAgo, topicFrom, topicLabel } from './format';

describe('timeAgo', () => {
  const now = Date.parse('2027-03-01T12:00:00.000Z');
  it('says how long ago, in words', () => {
    expect(timeAgo('2027-03-01T11:57:00.000Z', now)).toBe('3 minutes ago');
    expect(timeAgo('2027-02-28T12:00:00.000Z', now)).toBe('a day ago');
    expect(timeAgo('2027-03-01T12:00:30.000Z', now)).toBe('just now');
    expect(timeAgo('', now)).toBe('');
    expect(timeAgo('yesterday-ish', now)).toBe('');
  });
});

describe('appLink', () => {
  it("follows this app's paths only", () => {
    expect(appLink('/companies/c1/jobs/j1')).toBe('/companies/c1/jobs/j1');
    expect(appLink('/creator/bids/b1?x=1')).toBe('/creator/bids/b1?x=1');
    expect(appLink('//evil.example/x')).toBeNull();
    expect(appLink('/\\evil.example')).toBeNull();
    expect(appLink('https://evil.example/')).toBeNull();
    expect(appLink('javascript:alert(1)')).toBeNull();
    expect(appLink('')).toBeNull();
  });
});

describe('topics', () => {
  it("reads a topic from the address, and names the creator's topics", () => {
    expect(topicFrom('bids')).toBe('bids');
    expect(topicFrom('nope')).toBeNull();
    expect(topicFrom(null)).toBeNull();
    expect(topicLabel('content_approvals')).toBe('Content to approve');
    expect(CREATOR_TOPICS.map((t) => t.id)).toEqual(['campaign_updates', 'bids', 'content_approvals', 'payments']);
  });
});
