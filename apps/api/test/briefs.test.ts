/** Campaign briefs on the secondary API: every field, the row rules, both tag spellings, files, and access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  uniqueEmail,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: `/tmp/creatorhub-test-uploads-${process.pid}` });
});
afterAll(async () => ctx.close());

const doc = (text: string) => ({
  time: 1,
  version: '2.31.0',
  blocks: [
    { id: 'h1', type: 'header', data: { text, level: 2 } },
    { id: 'p1', type: 'paragraph', data: { text: 'Show the <b>new</b> range' } },
  ],
});

async function setup() {
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name: 'Brief Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Brief Brand',
    company_role: 'BRAND',
    parent_id: company.id,
  });
  return { owner, company, brand };
}

const fullBrief = (brandId: string) => ({
  brand_id: brandId,
  brief_name: 'Summer launch',
  platform: 'INSTAGRAM',
  niche: ['FASHION', 'LIFESTYLE'],
  start_date: '2027-01-10',
  end_date: '2027-02-10',
  overview: doc('Overview'),
  objectives: doc('Objectives'),
  call_to_action: 'Shop the range',
  content_creation_steps: ['Unbox', '', 'Try on', '  '],
  key_selling_points: ['', 'Light', 'Cheap'],
  handle: ['@brand', '@brand', ' '],
  hashtag: ['#summer'],
  pre_approval: true,
  advertiser_pre_approval: true,
});

const ms = (url: string) => `/ms/briefs/${url}`;

describe('briefs', () => {
  it('stores every field and reads it back; blank rows dropped, order kept; both spellings answered', async () => {
    const { owner, brand, company } = await setup();
    const created = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: fullBrief(brand.id),
    });
    expect(created.status).toBe(201);
    const read = await call(ctx.app, {
      method: 'POST',
      url: ms('get_brief'),
      token: owner.token,
      payload: { brief_id: created.body.brief_id },
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      brief_id: created.body.brief_id,
      brief_name: 'Summer launch',
      brand_id: brand.id,
      brand_name: 'Brief Brand',
      company_id: company.id,
      platform: 'INSTAGRAM',
      niche: ['FASHION', 'LIFESTYLE'],
      start_date: '2027-01-10',
      end_date: '2027-02-10',
      overview: doc('Overview'),
      objectives: doc('Objectives'),
      call_to_action: 'Shop the range',
      content_creation_steps: ['Unbox', 'Try on'],
      key_selling_points: ['Light', 'Cheap'],
      handle: ['@brand'],
      handles: ['@brand'],
      hashtag: ['#summer'],
      hashtags: ['#summer'],
      thumbnail: [],
      assets: [],
      pre_approval: true,
      advertiser_pre_approval: true,
      is_demo: false,
    });
  });

  it('a form that keeps its two empty rows stores none', async () => {
    const { owner, brand } = await setup();
    const res = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: {
        brand_id: brand.id,
        brief_name: 'Short',
        platform: 'TIKTOK',
        start_date: '2027-01-01',
        end_date: '2027-01-01',
        content_creation_steps: ['', ''],
        key_selling_points: ['', ''],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      content_creation_steps: [],
      key_selling_points: [],
      overview: null,
      niche: [],
      pre_approval: false,
    });
  });

  it('accepts the plural spellings handles/hashtags on input', async () => {
    const { owner, brand } = await setup();
    const { handle: _h, hashtag: _t, ...rest } = fullBrief(brand.id);
    const res = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: { ...rest, handles: ['@a', '@b'], hashtags: ['#x'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ handle: ['@a', '@b'], handles: ['@a', '@b'], hashtag: ['#x'], hashtags: ['#x'] });
    const updated = await call(ctx.app, {
      method: 'POST',
      url: ms('update_brief'),
      token: owner.token,
      payload: { brief_id: res.body.brief_id, hashtag: ['#y'] },
    });
    expect(updated.body).toMatchObject({ hashtags: ['#y'], handles: ['@a', '@b'] });
  });

  it.each([
    ['end before start', { start_date: '2027-02-10', end_date: '2027-02-09' }, 'end_date'],
    ['not a date', { start_date: '10/01/2027' }, 'start_date'],
    ['unknown platform', { platform: 'MYSPACE' }, 'platform'],
    ['unknown niche', { niche: ['KNITTING_EXTREME'] }, 'niche'],
    ['no name', { brief_name: '  ' }, 'brief_name'],
    ['a script block', { overview: { blocks: [{ type: 'raw', data: { html: '<script>x</script>' } }] } }, 'overview'],
    [
      'a heading level 7',
      { objectives: { blocks: [{ type: 'header', data: { text: 'x', level: 7 } }] } },
      'objectives',
    ],
    ['the year 0000', { start_date: '0000-01-01' }, 'start_date'],
    [
      'an image from elsewhere',
      { overview: { blocks: [{ type: 'image', data: { file: { url: 'https://tracker.example/p.png' } } }] } },
      'overview',
    ],
    // Unknown fields are refused by name, never dropped (decision 005): files come by upload only.
    ['thumbnail URLs on create', { thumbnail: ['/uploads/brief-thumbnails/a.png'] }, 'thumbnail'],
    ['an unknown field', { thumbnail_urls: ['https://example.com/a.png'] }, 'thumbnail_urls'],
    [
      'an unknown key in a block',
      { overview: { blocks: [{ type: 'paragraph', data: { text: 'x', colour: 'red' } }] } },
      'overview',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, change, field) => {
    const { owner, brand } = await setup();
    const res = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: { ...fullBrief(brand.id), ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.field.split('.')[0]).toBe(field);
  });

  it('refuses a text that sanitising would grow past the limits, and stores nothing', async () => {
    const { owner, brand } = await setup();
    const overview = { blocks: [{ type: 'paragraph', data: { text: '&'.repeat(20_000) } }] };
    const res = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: { ...fullBrief(brand.id), overview },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('overview');
    const list = await call(ctx.app, {
      method: 'POST',
      url: ms('get_briefs'),
      token: owner.token,
      payload: { brand_id: brand.id },
    });
    expect(list.status).toBe(200);
    expect(list.body.briefs).toEqual([]);
  });

  it('refuses an update that puts the end before the stored start', async () => {
    const { owner, brand } = await setup();
    const created = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: fullBrief(brand.id),
    });
    const res = await call(ctx.app, {
      method: 'POST',
      url: ms('update_brief'),
      token: owner.token,
      payload: { brief_id: created.body.brief_id, end_date: '2027-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('end_date');
  });

  it('sanitises inline HTML in rich text before storing', async () => {
    const { owner, brand } = await setup();
    const overview = {
      blocks: [
        {
          type: 'paragraph',
          data: {
            text:
              'Hi <img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
              '<a href="https://ok.example">ok</a><script>bad()</script>',
          },
        },
        {
          type: 'list',
          data: {
            style: 'ordered',
            items: [{ content: '<b onclick="x()">one</b>', items: [] }, 'two<iframe src="x"></iframe>'],
          },
        },
      ],
    };
    const res = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: { ...fullBrief(brand.id), overview },
    });
    expect(res.status).toBe(201);
    const text = JSON.stringify(res.body.overview);
    expect(text).not.toMatch(/onerror|onclick|javascript:|<script|<img|<iframe/);
    expect(res.body.overview.blocks[0].data.text).toContain('<a href="https://ok.example">ok</a>');
    expect(res.body.overview.blocks[1].data.items[0].content).toBe('<b>one</b>');
  });

  it("lists a brand's briefs, newest change first, narrowed by name; updates and deletes", async () => {
    const { owner, brand } = await setup();
    const a = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: { ...fullBrief(brand.id), brief_name: 'Alpha 100%' },
    });
    const b = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: { ...fullBrief(brand.id), brief_name: 'Beta' },
    });
    await call(ctx.app, {
      method: 'POST',
      url: ms('update_brief'),
      token: owner.token,
      payload: { brief_id: a.body.brief_id, call_to_action: 'Now' },
    });
    const list = await call(ctx.app, {
      method: 'POST',
      url: ms('get_briefs'),
      token: owner.token,
      payload: { brand_id: brand.id },
    });
    expect(list.body.briefs.map((x: { brief_name: string }) => x.brief_name)).toEqual(['Alpha 100%', 'Beta']);
    const narrowed = await call(ctx.app, {
      method: 'POST',
      url: ms('get_briefs'),
      token: owner.token,
      payload: { brand_id: brand.id, name: '100%' },
    });
    expect(narrowed.body.briefs.map((x: { brief_id: string }) => x.brief_id)).toEqual([a.body.brief_id]);
    // LIKE wildcards are searched for literally.
    const none = await call(ctx.app, {
      method: 'POST',
      url: ms('get_briefs'),
      token: owner.token,
      payload: { brand_id: brand.id, name: '_' },
    });
    expect(none.body.briefs).toEqual([]);
    const deleted = await call(ctx.app, {
      method: 'POST',
      url: ms('delete_brief'),
      token: owner.token,
      payload: { brief_id: b.body.brief_id },
    });
    expect(deleted.status).toBe(200);
    const gone = await call(ctx.app, {
      method: 'POST',
      url: ms('get_brief'),
      token: owner.token,
      payload: { brief_id: b.body.brief_id },
    });
    expect(gone.status).toBe(404);
  });

  it('a brief belongs to a brand, not to an account company', async () => {
    const { owner, company } = await setup();
    const res = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: fullBrief(company.id),
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('brand_id');
  });

  it("refuses a stranger's brand, brief and files alike, revealing nothing", async () => {
    const { owner, brand } = await setup();
    const created = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: fullBrief(brand.id),
    });
    const stranger = await createVerifiedMerchant(ctx);
    const briefId = created.body.brief_id;
    const attempts = [
      ['brief', fullBrief(brand.id)],
      ['get_briefs', { brand_id: brand.id }],
      ['get_brief', { brief_id: briefId }],
      ['update_brief', { brief_id: briefId, brief_name: 'Mine now' }],
      ['delete_brief', { brief_id: briefId }],
    ] as const;
    for (const [url, payload] of attempts) {
      const res = await call(ctx.app, { method: 'POST', url: ms(url), token: stranger.token, payload });
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body), url).not.toContain('Summer launch');
    }
    const upload = await call(ctx.app, {
      method: 'POST',
      url: ms('upload_asset'),
      token: stranger.token,
      ...multipart('a.pdf', 'application/pdf', PDF_BYTES, { brief_id: briefId }),
    });
    expect(upload.status).toBe(404);
    const unknown = await call(ctx.app, {
      method: 'POST',
      url: ms('get_brief'),
      token: owner.token,
      payload: { brief_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    const anonymous = await call(ctx.app, { method: 'POST', url: ms('get_brief'), payload: { brief_id: briefId } });
    expect(anonymous.status).toBe(401);
    const still = await call(ctx.app, {
      method: 'POST',
      url: ms('get_brief'),
      token: owner.token,
      payload: { brief_id: briefId },
    });
    expect(still.body.brief_name).toBe('Summer launch');
  });

  it("a brand manager of another brand of the same company cannot reach this brand's briefs", async () => {
    const { owner, company, brand } = await setup();
    const other = await createCompany(ctx, owner.token, {
      name: 'Other Brand',
      company_role: 'BRAND',
      parent_id: company.id,
    });
    const created = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: owner.token,
      payload: fullBrief(brand.id),
    });
    const manager = await createVerifiedMerchant(ctx, { email: uniqueEmail('bm') });
    await addMember(ctx, other.id, manager.email, 'BRAND_MANAGER');
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: ms('get_brief'),
          token: manager.token,
          payload: { brief_id: created.body.brief_id },
        })
      ).status,
    ).toBe(404);
    const own = await call(ctx.app, {
      method: 'POST',
      url: ms('brief'),
      token: manager.token,
      payload: fullBrief(other.id),
    });
    expect(own.status).toBe(201);
  });

  describe('files', () => {
    it('sets/replaces a thumbnail, adds images and PDFs, serves them typed, nosniff, removes by update', async () => {
      const { owner, brand } = await setup();
      const { body: brief } = await call(ctx.app, {
        method: 'POST',
        url: ms('brief'),
        token: owner.token,
        payload: fullBrief(brand.id),
      });
      const thumb1 = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_thumbnail'),
        token: owner.token,
        ...multipart('t1.png', 'image/png', PNG_BYTES, { brief_id: brief.brief_id }),
      });
      expect(thumb1.status).toBe(200);
      const thumb2 = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_thumbnail'),
        token: owner.token,
        ...multipart('t2.png', 'image/png', PNG_BYTES, { brief_id: brief.brief_id }),
      });
      expect(thumb2.body.thumbnail).toHaveLength(1);
      expect(thumb2.body.thumbnail[0]).toMatchObject({
        name: 't2.png',
        content_type: 'image/png',
        size: PNG_BYTES.length,
      });
      const pdf = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_asset'),
        token: owner.token,
        ...multipart('deck.pdf', 'application/pdf', PDF_BYTES, { brief_id: brief.brief_id }),
      });
      const png = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_asset'),
        token: owner.token,
        ...multipart('look.png', 'image/png', PNG_BYTES, { brief_id: brief.brief_id }),
      });
      expect(png.body.assets.map((a: { name: string }) => a.name)).toEqual(['deck.pdf', 'look.png']);
      const served = await call(ctx.app, { method: 'GET', url: pdf.body.assets[0].url });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // A brief's PDF is a download, never a page of our origin; every stored file is sandboxed.
      const stored = String(pdf.body.assets[0].url).split('/').pop();
      expect(served.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${stored}`);
      expect(served.headers['content-security-policy']).toBe('sandbox');
      const image = await call(ctx.app, { method: 'GET', url: png.body.assets[1].url });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-security-policy']).toBe('sandbox');
      expect(image.headers['content-disposition']).toBeUndefined();
      const kept = await call(ctx.app, {
        method: 'POST',
        url: ms('update_brief'),
        token: owner.token,
        payload: { brief_id: brief.brief_id, assets: [png.body.assets[1].url] },
      });
      expect(kept.body.assets.map((a: { name: string }) => a.name)).toEqual(['look.png']);
      const smuggled = await call(ctx.app, {
        method: 'POST',
        url: ms('update_brief'),
        token: owner.token,
        payload: { brief_id: brief.brief_id, assets: ['/uploads/other/x.png'] },
      });
      expect(smuggled.status).toBe(400);
      expect(smuggled.body.field).toBe('assets');
    });

    it("refuses bytes unlike the file name, an oversized file, a PDF thumbnail, with the spec's messages", async () => {
      const { owner, brand } = await setup();
      const { body: brief } = await call(ctx.app, {
        method: 'POST',
        url: ms('brief'),
        token: owner.token,
        payload: fullBrief(brand.id),
      });
      const fields = { brief_id: brief.brief_id };
      const fakePdf = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_asset'),
        token: owner.token,
        ...multipart('deck.pdf', 'application/pdf', Buffer.from('<html><script>alert(1)</script></html>'), fields),
      });
      expect(fakePdf.status).toBe(400);
      expect(fakePdf.body).toMatchObject({ code: 'VALIDATION', field: 'file' });
      expect(fakePdf.body.message).toContain('File "deck.pdf" is not accepted');
      const pdfThumb = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_thumbnail'),
        token: owner.token,
        ...multipart('t.pdf', 'application/pdf', PDF_BYTES, fields),
      });
      expect(pdfThumb.body.message).toContain('File "t.pdf" is not accepted');
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
      const large = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_asset'),
        token: owner.token,
        ...multipart('big.pdf', 'application/pdf', big, fields),
      });
      expect(large.status).toBe(400);
      expect(large.body.message).toContain('File "big.pdf is too large"');
      const noId = await call(ctx.app, {
        method: 'POST',
        url: ms('upload_asset'),
        token: owner.token,
        ...multipart('a.pdf', 'application/pdf', PDF_BYTES),
      });
      expect(noId.body.field).toBe('brief_id');
      const after = await call(ctx.app, { method: 'POST', url: ms('get_brief'), token: owner.token, payload: fields });
      expect(after.body.assets).toEqual([]);
      expect(after.body.thumbnail).toEqual([]);
    });

    it('an editor image is stored for a company the caller may write in, and refused for a stranger', async () => {
      const { owner, company, brand } = await setup();
      const ok = await call(ctx.app, {
        method: 'POST',
        url: '/api/upload/editor/image',
        token: owner.token,
        ...multipart('in.png', 'image/png', PNG_BYTES, { company_id: company.id }),
      });
      expect(ok.status).toBe(200);
      expect(ok.body.url).toMatch(/^\/uploads\/editor-images\/.+\.png$/);
      // The document takes the image by its exact URL; anything riding after it is refused, not stored.
      const image = (url: string) => ({ blocks: [{ type: 'image', data: { file: { url }, caption: 'Look' } }] });
      const brief = (url: string) =>
        call(ctx.app, {
          method: 'POST',
          url: ms('brief'),
          token: owner.token,
          payload: { ...fullBrief(brand.id), overview: image(url) },
        });
      expect((await brief(ok.body.url)).status).toBe(201);
      for (const url of [`${ok.body.url}"><img src=x onerror=alert(1)>`, `${ok.body.url}?x=1`, `/x${ok.body.url}`]) {
        const res = await brief(url);
        expect(res.status, url).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'overview.blocks.0.data.file.url' });
      }
      const stranger = await createVerifiedMerchant(ctx);
      const refused = await call(ctx.app, {
        method: 'POST',
        url: '/api/upload/editor/image',
        token: stranger.token,
        ...multipart('in.png', 'image/png', PNG_BYTES, { company_id: company.id }),
      });
      expect(refused.status).toBe(404);
    });
  });
});
