import { describe, expect, it } from 'vitest';
import { categoryLabel, insightCta, insightRows, insightSections } from './insights';

const item = (text: string, cta = 'Plan next campaign') => ({ Insight: text, Action: `Do ${text}`, CTA: cta });

describe('insight rows (spec section 3)', () => {
  it('maps platform -> category -> items to rows in the modal order: by category, then platform', () => {
    const rows = insightRows({
      ALL: { budget: [item('budget all')], timing: [item('timing all')] },
      INSTAGRAM: {
        improvements: [item('ig low', 'Review content')],
        strengths: [item('ig high', 'Find similar creators'), item('ig high 2')],
      },
      TIKTOK: { strengths: [item('tt high')], creator_performance: [item('tt creator', 'Review creator')] },
    });
    expect(rows.map((r) => [r.category, r.platform, r.text])).toEqual([
      ['strengths', 'INSTAGRAM', 'ig high'],
      ['strengths', 'INSTAGRAM', 'ig high 2'],
      ['strengths', 'TIKTOK', 'tt high'],
      ['improvements', 'INSTAGRAM', 'ig low'],
      ['creator_performance', 'TIKTOK', 'tt creator'],
      ['timing', 'ALL', 'timing all'],
      ['budget', 'ALL', 'budget all'],
    ]);
    expect(rows[0]).toEqual({
      platform: 'INSTAGRAM',
      category: 'strengths',
      text: 'ig high',
      suggestion: 'Do ig high',
      buttonText: 'Find similar creators',
    });
  });

  it('has no rows for nothing', () => {
    expect(insightRows(undefined)).toEqual([]);
    expect(insightRows({})).toEqual([]);
    expect(insightRows({ INSTAGRAM: {} })).toEqual([]);
  });

  it('puts the rows in four sections, recommendations grouped by area, empty ones left out', () => {
    const rows = insightRows({
      ALL: { budget: [item('b')], content_strategy: [item('c')], brand_new: [item('n')] },
      INSTAGRAM: { strengths: [item('s')] },
    });
    const sections = insightSections(rows);
    expect(sections.map((s) => s.title)).toEqual(['Strong performance indicators', 'Recommendations']);
    expect(sections[0].groups).toEqual([{ category: 'strengths', title: null, rows: [rows[0]] }]);
    expect(sections[1].groups.map((g) => [g.title, g.rows.map((r) => r.text)])).toEqual([
      ['Content strategy', ['c']],
      ['Budget', ['b']],
      ['Brand new', ['n']],
    ]);
    expect(insightSections([])).toEqual([]);
  });

  it('names categories and gives each call to action something to do', () => {
    expect(categoryLabel('creator_mix')).toBe('Creator mix');
    expect(categoryLabel('toString')).toBe('Tostring');
    expect(insightCta('Find similar creators')).toBe('discover-creators');
    expect(insightCta('Plan next campaign')).toBe('create-campaign');
    expect(insightCta('Review content')).toBe('review-content');
    expect(insightCta('Review creator')).toBe('close');
    expect(insightCta('')).toBe('close');
  });
});
