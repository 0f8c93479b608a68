import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelFor } from '@app/shared/config';
import { call, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('GET /conf/all', () => {
  it('holds every list of the config bundle, seeded by migration', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/conf/all' });
    expect(res.status).toBe(200);
    const bundle = res.body;
    expect(Object.keys(bundle).sort()).toEqual([
      'active_countries',
      'all_locations',
      'categories',
      'channels',
      'countries',
      'pre_live_check_statuses',
      'verification_statuses',
    ]);
    expect(bundle.channels.map((c: { value: string }) => c.value)).toEqual([
      'INSTAGRAM',
      'TIKTOK',
      'YOUTUBE',
      'FACEBOOK',
      'X',
      'LINKEDIN',
    ]);
    const instagram = bundle.channels[0];
    expect(instagram.levels.map((l: { level: string }) => l.level)).toEqual(['NANO', 'MICRO', 'MID', 'MACRO', 'MEGA']);
    expect(instagram.post_content_types.map((t: { value: string }) => t.value)).toContain('REEL');
    expect(instagram.icon_location).toMatch(/instagram/);
    const codes = bundle.active_countries.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['KE', 'NG', 'ZA', 'GH', 'UG', 'TZ', 'RW']));
    expect(bundle.countries.find((c: { code: string }) => c.code === 'KE')).toMatchObject({
      currency: 'KES',
      timezone: 'Africa/Nairobi',
    });
    expect(
      bundle.all_locations.some(
        (l: { country_code: string; name: string }) => l.country_code === 'KE' && l.name === 'Nairobi',
      ),
    ).toBe(true);
    const profession = bundle.categories.find((c: { enum_value: string }) => c.enum_value === 'PROFESSION');
    expect(
      profession.subcategories.every((s: { subcategory_type: string }) => s.subcategory_type === 'OCCUPATION'),
    ).toBe(true);
    const lifestyle = bundle.categories.find((c: { enum_value: string }) => c.enum_value === 'LIFESTYLE');
    expect(lifestyle.subcategories.every((s: { subcategory_type: string }) => s.subcategory_type === 'POSTING')).toBe(
      true,
    );
    expect(bundle.verification_statuses).toContainEqual({ value: 'NOT_VERIFIED', label: 'Pending' });
  });

  it('level bands cover every follower count from the lowest band up without gaps', async () => {
    const { body } = await call(ctx.app, { method: 'GET', url: '/api/conf/all' });
    const levels = body.channels[0].levels;
    expect(levelFor(levels, 999)).toBeNull();
    expect(levelFor(levels, 1_000)).toBe('NANO');
    expect(levelFor(levels, 9_999)).toBe('NANO');
    expect(levelFor(levels, 10_000)).toBe('MICRO');
    expect(levelFor(levels, 499_999)).toBe('MID');
    expect(levelFor(levels, 999_999)).toBe('MACRO');
    expect(levelFor(levels, 50_000_000)).toBe('MEGA');
    for (let i = 1; i < levels.length; i += 1) expect(levels[i].min_followers).toBe(levels[i - 1].max_followers + 1);
  });
});

describe('reference calls', () => {
  it('channels, currencies and budget bounds by country and currency', async () => {
    const channels = await call(ctx.app, { method: 'GET', url: '/api/conf/channels/countries/ke' });
    expect(channels.status).toBe(200);
    expect(channels.body.length).toBe(6);
    const currencies = await call(ctx.app, { method: 'GET', url: '/api/conf/currencies/countries/NG' });
    expect(currencies.body.map((c: { code: string }) => c.code)).toEqual(['NGN', 'USD']);
    const budget = await call(ctx.app, { method: 'GET', url: '/api/conf/budget_min_max/KES' });
    expect(budget.body).toMatchObject({
      currency: 'KES',
      min_minor: expect.any(Number),
      max_minor: expect.any(Number),
    });
    // Minor units: whole currency units in the table, times 100 on the wire.
    expect(Number.isSafeInteger(budget.body.min_minor) && budget.body.min_minor % 100).toBe(0);
    expect(budget.body.min_minor).toBeLessThan(budget.body.max_minor);
    expect((await call(ctx.app, { method: 'GET', url: '/api/conf/channels/countries/ZZ' })).status).toBe(404);
    const unknown = await call(ctx.app, { method: 'GET', url: '/api/conf/budget_min_max/XYZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^currency:/);
  });

  it('content creator types and FAQs by type', async () => {
    const types = await call(ctx.app, { method: 'GET', url: '/api/content-creator-types' });
    expect(types.body.length).toBeGreaterThanOrEqual(5);
    expect(types.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
    });
    const merchant = await call(ctx.app, { method: 'GET', url: '/api/faqs/by_type/MERCHANT' });
    expect(merchant.body.length).toBeGreaterThanOrEqual(5);
    expect(merchant.body[0].question).toBe('What is CreatorHub?');
    expect((await call(ctx.app, { method: 'GET', url: '/api/faqs/by_type/sme' })).body.length).toBeGreaterThan(0);
    expect((await call(ctx.app, { method: 'GET', url: '/api/faqs/by_type/NOPE' })).body).toEqual([]);
  });
});
