/**
 * Contract templates (multipart) and contracts: the FILE/TEXT rule, frozen copies, signing, the audit trail, access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateCatalogue } from '../src/db/seed/creators';
import { campaigns } from '../src/db/schema/campaigns';
import { contracts as contractsTable } from '../src/db/schema/contracts';
import { creators } from '../src/db/schema/creators';
import { createCampaignContracts, declineContract, signContract } from '../src/modules/contracts/contracts.service';
import { canonicalJson } from '@app/shared/contracts';
import {
  addMember,
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  multipartForm,
  PDF_BYTES,
  uniqueEmail,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let creatorIds: number[];
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: `/tmp/creatorhub-test-uploads-${process.pid}` });
  await generateCatalogue(ctx.database.db, { count: 20, seed: 7 });
  creatorIds = (await ctx.database.db.select({ id: creators.id }).from(creators).limit(3)).map((c) => c.id);
});
afterAll(async () => ctx.close());

const body = (text: string) =>
  JSON.stringify({
    blocks: [
      { type: 'header', data: { text: 'Agreement', level: 3 } },
      { type: 'paragraph', data: { text } },
    ],
  });
const pdf = { filename: 'terms.pdf', type: 'application/pdf', bytes: PDF_BYTES };
const by = { name: 'Campaign setup', ip: '203.0.113.5', userAgent: 'test' };

async function setup() {
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name: 'Contract Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Contract Brand',
    company_role: 'BRAND',
    parent_id: company.id,
  });
  return { owner, company, brand };
}

async function createTemplate(token: string, fields: Record<string, string>, file?: typeof pdf) {
  return call(ctx.app, { method: 'POST', url: '/api/contract_templates', token, ...multipartForm(fields, file) });
}

/** A campaign row that asks for signatures; `endsInDays` < 0 makes a finished one. */
async function campaignFor(companyId: string, name: string, endsInDays = 30) {
  const day = 86_400_000;
  const [row] = await ctx.database.db
    .insert(campaigns)
    .values({
      companyId,
      name,
      contractSignatureRequired: true,
      startAt: new Date(Date.now() - day),
      endAt: new Date(Date.now() + endsInDays * day),
    })
    .returning();
  return row;
}

async function makeContracts(campaignId: string, templateIds: string[], ids = creatorIds) {
  return ctx.database.db.transaction((tx) =>
    createCampaignContracts(ctx.app.deps, tx, {
      campaign_id: campaignId,
      creator_ids: ids,
      template_ids: templateIds,
      by,
    }),
  );
}

describe('contract templates', () => {
  it('creates a FILE template with its PDF, a TEXT template with its body; lists, reads, serves the PDF', async () => {
    const { owner, company } = await setup();
    const file = await createTemplate(
      owner.token,
      { company_id: company.id, title: 'Standard terms', type: 'FILE' },
      pdf,
    );
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({
      title: 'Standard terms',
      type: 'FILE',
      body: null,
      file: { name: 'terms.pdf', size: PDF_BYTES.length },
      in_use: false,
    });
    const text = await createTemplate(owner.token, {
      company_id: company.id,
      title: 'Usage rights',
      type: 'TEXT',
      body: body('You grant us rights.'),
    });
    expect(text.status).toBe(201);
    expect(text.body.body.blocks[1].data.text).toBe('You grant us rights.');
    expect(text.body.file).toBeNull();
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/contract_templates?company_id=${company.id}`,
      token: owner.token,
    });
    expect(list.body.map((t: { title: string }) => t.title).sort()).toEqual(['Standard terms', 'Usage rights']);
    const served = await call(ctx.app, { method: 'GET', url: file.body.file.url, token: owner.token });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Never shown inline from our origin: downloaded, and sandboxed should a browser render it anyway.
    expect(served.headers['content-disposition']).toBe("attachment; filename*=UTF-8''terms.pdf");
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(
      Buffer.from(served.body as string)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Private files are never reachable under /uploads.
    const key = (await ctx.database.db.query.contractTemplates.findFirst({
      where: (t, { eq: is }) => is(t.id, file.body.id),
    }))!.fileKey!;
    expect((await call(ctx.app, { method: 'GET', url: `/uploads/private/${key}` })).status).toBe(404);
  });

  it.each([
    ['a FILE template without a file', { type: 'FILE' }, undefined, 'file'],
    ['a FILE template with a body', { type: 'FILE', body: body('x') }, pdf, 'body'],
    ['a TEXT template without a body', { type: 'TEXT' }, undefined, 'body'],
    ['a TEXT template with a file', { type: 'TEXT', body: body('x') }, pdf, 'file'],
    ['an unknown type', { type: 'VIDEO' }, undefined, 'type'],
    ['a body that is not JSON', { type: 'TEXT', body: '{not json' }, undefined, 'body'],
    ['no title', { type: 'TEXT', body: body('x'), title: '' }, undefined, 'title'],
  ])('refuses %s', async (_label, fields, file, field) => {
    const { owner, company } = await setup();
    const res = await createTemplate(
      owner.token,
      { company_id: company.id, title: 'T', ...fields },
      file as typeof pdf | undefined,
    );
    expect(res.status).toBe(400);
    expect(res.body.field.split('.')[0]).toBe(field);
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/contract_templates?company_id=${company.id}`,
      token: owner.token,
    });
    expect(list.body).toEqual([]);
  });

  it('refuses a "PDF" whose bytes are not a PDF (or HTML around a PDF marker), with the spec\'s message', async () => {
    const { owner, company } = await setup();
    for (const bytes of [Buffer.from('<html>hi</html>'), Buffer.from('<html><script>x()</script>%PDF-1.4\n%%EOF\n')]) {
      const res = await createTemplate(
        owner.token,
        { company_id: company.id, title: 'T', type: 'FILE' },
        { filename: 'x.pdf', type: 'application/pdf', bytes },
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('File "x.pdf" is not accepted');
    }
  });

  it('refuses a text template whose text is empty once sanitised, and NUL characters in fields, with 400', async () => {
    const { owner, company } = await setup();
    const empty = await createTemplate(owner.token, {
      company_id: company.id,
      title: 'T',
      type: 'TEXT',
      body: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: '<script></script>' } }] }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('body');
    const nulTitle = await createTemplate(owner.token, {
      company_id: company.id,
      title: 'T\u0000',
      type: 'TEXT',
      body: body('x'),
    });
    expect(nulTitle.status).toBe(400);
    const nulBody = await createTemplate(owner.token, {
      company_id: company.id,
      title: 'T',
      type: 'TEXT',
      body: '{"blocks":[{"type":"paragraph","data":{"text":"a\\u0000b"}}]}',
    });
    expect(nulBody.status).toBe(400);
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/contract_templates?company_id=${company.id}`,
      token: owner.token,
    });
    expect(list.body).toEqual([]);
  });

  it("oversized template PDFs are refused with the spec's message", async () => {
    const { owner, company } = await setup();
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await createTemplate(
      owner.token,
      { company_id: company.id, title: 'T', type: 'FILE' },
      { filename: 'big.pdf', type: 'application/pdf', bytes: big },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('File "big.pdf is too large"');
  });

  it("updates title and text, switches text to a PDF, keeps a FILE template's PDF on a title change", async () => {
    const { owner, company } = await setup();
    const { body: t } = await createTemplate(owner.token, {
      company_id: company.id,
      title: 'Draft',
      type: 'TEXT',
      body: body('v1'),
    });
    const put = (fields: Record<string, string>, file?: typeof pdf) =>
      call(ctx.app, {
        method: 'PUT',
        url: `/api/contract_templates/${t.id}`,
        token: owner.token,
        ...multipartForm(fields, file),
      });
    const renamed = await put({ title: 'Final', body: body('v2') });
    expect(renamed.body).toMatchObject({ title: 'Final', type: 'TEXT' });
    expect(renamed.body.body.blocks[1].data.text).toBe('v2');
    expect((await put({ type: 'FILE' })).body.field).toBe('file');
    const switched = await put({ type: 'FILE' }, pdf);
    expect(switched.body).toMatchObject({ type: 'FILE', body: null, file: { name: 'terms.pdf' } });
    const retitled = await put({ title: 'Final PDF' });
    expect(retitled.body).toMatchObject({ title: 'Final PDF', type: 'FILE', file: { name: 'terms.pdf' } });
  });

  it('refuses deleting a template a live campaign uses, allows it once the campaign has ended', async () => {
    const { owner, brand } = await setup();
    const { body: t } = await createTemplate(owner.token, {
      company_id: brand.id,
      title: 'Live terms',
      type: 'TEXT',
      body: body('x'),
    });
    const campaign = await campaignFor(brand.id, 'Summer Live');
    await makeContracts(campaign.id, [t.id]);
    const listed = await call(ctx.app, { method: 'GET', url: `/api/contract_templates/${t.id}`, token: owner.token });
    expect(listed.body).toMatchObject({ in_use: true, contracts_count: creatorIds.length });
    const refused = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/contract_templates/${t.id}`,
      token: owner.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Summer Live');
    await ctx.database.db
      .update(campaigns)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, campaign.id));
    const deleted = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/contract_templates/${t.id}`,
      token: owner.token,
    });
    expect(deleted.status).toBe(200);
    // The contracts stay, with their own copy.
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/contracts?company_id=${brand.id}`,
      token: owner.token,
    });
    expect(list.body).toHaveLength(creatorIds.length);
    expect(list.body[0]).toMatchObject({ template_id: null, template_title: 'Live terms' });
  });

  it("refuses a stranger's template and company, and a brand manager's write (403)", async () => {
    const { owner, company } = await setup();
    const { body: t } = await createTemplate(owner.token, { company_id: company.id, title: 'Mine', type: 'FILE' }, pdf);
    const stranger = await createVerifiedMerchant(ctx);
    const tries = [
      { method: 'GET' as const, url: `/api/contract_templates/${t.id}` },
      { method: 'GET' as const, url: `/api/contract_templates/${t.id}/file` },
      { method: 'GET' as const, url: `/api/contract_templates?company_id=${company.id}` },
      { method: 'DELETE' as const, url: `/api/contract_templates/${t.id}` },
      { method: 'PUT' as const, url: `/api/contract_templates/${t.id}`, ...multipartForm({ title: 'Stolen' }) },
      {
        method: 'POST' as const,
        url: '/api/contract_templates',
        ...multipartForm({ company_id: company.id, title: 'X', type: 'TEXT', body: body('x') }),
      },
    ];
    for (const attempt of tries) {
      const res = await call(ctx.app, { ...attempt, token: stranger.token });
      expect(res.status, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Mine');
    }
    const manager = await createVerifiedMerchant(ctx, { email: uniqueEmail('bm') });
    await addMember(ctx, company.id, manager.email, 'BRAND_MANAGER');
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/contract_templates/${t.id}`, token: manager.token })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/contract_templates/${t.id}`, token: manager.token })).status,
    ).toBe(403);
  });
});

describe('contracts', () => {
  it('are made per campaign, creator and template, frozen by SHA-256; a later template edit changes none', async () => {
    const { owner, company, brand } = await setup();
    const { body: text } = await createTemplate(owner.token, {
      company_id: company.id,
      title: 'Rights',
      type: 'TEXT',
      body: body('Original wording'),
    });
    const { body: file } = await createTemplate(
      owner.token,
      { company_id: brand.id, title: 'Terms PDF', type: 'FILE' },
      pdf,
    );
    const campaign = await campaignFor(brand.id, 'Launch');
    const made = await makeContracts(campaign.id, [text.id, file.id]);
    expect(made).toHaveLength(creatorIds.length * 2);
    expect(await makeContracts(campaign.id, [text.id])).toEqual([]);

    const edited = await call(ctx.app, {
      method: 'PUT',
      url: `/api/contract_templates/${text.id}`,
      token: owner.token,
      ...multipartForm({ body: body('Changed wording') }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.body.blocks[1].data.text).toBe('Changed wording');
    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/contracts?company_id=${company.id}`,
      token: owner.token,
    });
    expect(list.body).toHaveLength(creatorIds.length * 2);
    const textContract = list.body.find((c: { template_title: string }) => c.template_title === 'Rights');
    expect(textContract).toMatchObject({
      status: 'PENDING_SIGNATURE',
      campaign: { id: campaign.id, name: 'Launch' },
      signed_at: null,
      signer_name: null,
    });
    expect(textContract.text_hash).toMatch(/^[0-9a-f]{64}$/);
    const detail = await call(ctx.app, { method: 'GET', url: `/api/contracts/${textContract.id}`, token: owner.token });
    expect(detail.body.body.blocks[1].data.text).toBe('Original wording');
    expect(detail.body.events).toEqual([
      expect.objectContaining({ event: 'CREATED', actor_name: 'Campaign setup', text_hash: textContract.text_hash }),
    ]);
    const fileContract = list.body.find((c: { template_title: string }) => c.template_title === 'Terms PDF');
    const { createHash } = await import('node:crypto');
    // Anyone holding the body can check the hash: SHA-256 of its canonical JSON (keys sorted).
    expect(textContract.text_hash).toBe(createHash('sha256').update(canonicalJson(detail.body.body)).digest('hex'));
    expect(fileContract.text_hash).toBe(createHash('sha256').update(PDF_BYTES).digest('hex'));
    const served = await call(ctx.app, {
      method: 'GET',
      url: `/api/contracts/${fileContract.id}/file`,
      token: owner.token,
    });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['content-security-policy']).toBe('sandbox');
    // Filters
    const byStatus = await call(ctx.app, {
      method: 'GET',
      url: `/api/contracts?company_id=${company.id}&status=SIGNED`,
      token: owner.token,
    });
    expect(byStatus.body).toEqual([]);
  });

  it('a template of another company cannot be used', async () => {
    const { brand } = await setup();
    const other = await setup();
    const { body: foreign } = await createTemplate(other.owner.token, {
      company_id: other.company.id,
      title: 'Theirs',
      type: 'TEXT',
      body: body('x'),
    });
    const campaign = await campaignFor(brand.id, 'Mine');
    await expect(makeContracts(campaign.id, [foreign.id])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      await ctx.database.db.select().from(contractsTable).where(eq(contractsTable.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it('the creator signs once (time, IP, user agent, name, hash recorded); sign or decline again is 409', async () => {
    const { owner, brand } = await setup();
    const { body: t } = await createTemplate(owner.token, {
      company_id: brand.id,
      title: 'Sign me',
      type: 'TEXT',
      body: body('x'),
    });
    const campaign = await campaignFor(brand.id, 'Signing');
    const [first] = await makeContracts(campaign.id, [t.id], [creatorIds[0]]);
    const client = { ip: '198.51.100.7', userAgent: 'Phone Browser 1.0' };
    await expect(
      signContract(ctx.app.deps, { creator_id: creatorIds[1] }, { contract_id: first.id, full_name: 'Not Me', client }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      signContract(
        ctx.app.deps,
        { creator_id: creatorIds[0] },
        { contract_id: first.id, full_name: 'Amina W', text_hash: 'f'.repeat(64), client },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const signed = await signContract(
      ctx.app.deps,
      { creator_id: creatorIds[0] },
      { contract_id: first.id, full_name: 'Amina W', text_hash: first.textHash, client },
    );
    expect(signed.status).toBe('SIGNED');
    await expect(
      signContract(
        ctx.app.deps,
        { creator_id: creatorIds[0] },
        { contract_id: first.id, full_name: 'Amina W', client },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      declineContract(
        ctx.app.deps,
        { creator_id: creatorIds[0], name: 'Amina W' },
        { contract_id: first.id, reason: 'late', client },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const detail = await call(ctx.app, { method: 'GET', url: `/api/contracts/${first.id}`, token: owner.token });
    expect(detail.body).toMatchObject({ status: 'SIGNED', signer_name: 'Amina W' });
    expect(detail.body.signed_at).not.toBeNull();
    expect(detail.body.events.map((e: { event: string }) => e.event)).toEqual(['CREATED', 'SIGNED']);
    expect(detail.body.events[1]).toMatchObject({
      actor_name: 'Amina W',
      ip: '198.51.100.7',
      user_agent: 'Phone Browser 1.0',
      text_hash: first.textHash,
    });
  });

  // On PostgreSQL (CI runs this file there too) the two transactions really overlap and the row lock decides;
  // on PGlite they run one after the other and this checks the state machine's refusal of the second.
  it('two signatures at the same moment: exactly one lands', async () => {
    const { owner, brand } = await setup();
    const { body: t } = await createTemplate(owner.token, {
      company_id: brand.id,
      title: 'Race',
      type: 'TEXT',
      body: body('x'),
    });
    const campaign = await campaignFor(brand.id, 'Race');
    const [contract] = await makeContracts(campaign.id, [t.id], [creatorIds[0]]);
    const client = { ip: '198.51.100.8', userAgent: null };
    const results = await Promise.allSettled([
      signContract(ctx.app.deps, { creator_id: creatorIds[0] }, { contract_id: contract.id, full_name: 'A', client }),
      signContract(ctx.app.deps, { creator_id: creatorIds[0] }, { contract_id: contract.id, full_name: 'B', client }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const detail = await call(ctx.app, { method: 'GET', url: `/api/contracts/${contract.id}`, token: owner.token });
    expect(detail.body.events.filter((e: { event: string }) => e.event === 'SIGNED')).toHaveLength(1);
  });

  it('the brand voids a signed contract with a reason, not twice; a brand manager cannot void', async () => {
    const { owner, company, brand } = await setup();
    const { body: t } = await createTemplate(owner.token, {
      company_id: brand.id,
      title: 'Void me',
      type: 'TEXT',
      body: body('x'),
    });
    const campaign = await campaignFor(brand.id, 'Voiding');
    const [contract] = await makeContracts(campaign.id, [t.id], [creatorIds[0]]);
    const manager = await createVerifiedMerchant(ctx, { email: uniqueEmail('bm') });
    await addMember(ctx, company.id, manager.email, 'BRAND_MANAGER');
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: `/api/contracts/${contract.id}/void`,
          token: manager.token,
          payload: { reason: 'no' },
        })
      ).status,
    ).toBe(403);
    const voided = await call(ctx.app, {
      method: 'POST',
      url: `/api/contracts/${contract.id}/void`,
      token: owner.token,
      payload: { reason: 'Campaign cancelled' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('VOID');
    expect(voided.body.events.at(-1)).toMatchObject({ event: 'VOIDED', reason: 'Campaign cancelled' });
    const again = await call(ctx.app, {
      method: 'POST',
      url: `/api/contracts/${contract.id}/void`,
      token: owner.token,
      payload: { reason: 'again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
  });

  it("a stranger sees none of a company's contracts", async () => {
    const { owner, brand } = await setup();
    const { body: t } = await createTemplate(
      owner.token,
      { company_id: brand.id, title: 'Private', type: 'FILE' },
      pdf,
    );
    const campaign = await campaignFor(brand.id, 'Private campaign');
    const [contract] = await makeContracts(campaign.id, [t.id], [creatorIds[0]]);
    const stranger = await createVerifiedMerchant(ctx);
    for (const url of [
      `/api/contracts?company_id=${brand.id}`,
      `/api/contracts/${contract.id}`,
      `/api/contracts/${contract.id}/file`,
    ]) {
      const res = await call(ctx.app, { method: 'GET', url, token: stranger.token });
      expect(res.status, url).toBe(404);
    }
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: `/api/contracts/${contract.id}/void`,
          token: stranger.token,
          payload: { reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});
