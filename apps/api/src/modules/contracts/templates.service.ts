/** Contract templates of a company: a PDF (FILE) or an Editor.js text (TEXT), never both (spec section 5). */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { ContractTemplate, ContractTemplateType } from '@app/shared/contracts';
import { isRichTextEmpty, type RichText } from '@app/shared/rich-text';
import { canonicalJson, LIVE_CONTRACT_STATUSES } from '@app/shared/contracts';
import { campaigns } from '../../db/schema/campaigns';
import { contracts, contractTemplates } from '../../db/schema/contracts';
import type { Db, Tx } from '../../db/client';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { AppError, fieldError } from '../../errors';
import type { UploadedFile } from '../../infra/uploads';
import { cleanRichText } from '../../infra/rich-text';
import { authorize, loadScoped } from '../companies/access';

export type TemplateRow = typeof contractTemplates.$inferSelect;

const templateNotFound = () => fieldError('template_id', 'Contract template not found', 'NOT_FOUND');

/** Where a template's PDF is read (with the bearer token). */
export const templateFileUrl = (id: string) => `/api/contract_templates/${id}/file`;

/** The SHA-256 a contract records of the exact text (its canonical JSON) or file bytes it was made from. */
export function textHash(content: RichText | Buffer): string {
  return createHash('sha256')
    .update(Buffer.isBuffer(content) ? content : canonicalJson(content))
    .digest('hex');
}

/** The template, if the caller may take `action` on its company; "not found" otherwise. */
export function templateFor(
  deps: Deps,
  actor: Actor,
  templateId: string,
  action: 'company.view' | 'contract.write',
): Promise<TemplateRow> {
  return loadScoped(deps, actor, templateId, {
    action,
    notFound: templateNotFound,
    load: async (id) => (await deps.db.select().from(contractTemplates).where(eq(contractTemplates.id, id)))[0],
    companyOf: (row) => row.companyId,
  });
}

/**
 * Campaigns still running that hold contracts made from the template (pending or signed): while there is
 * one, the template cannot be deleted. The campaigns issue adds the templates a campaign is set up with.
 */
export async function liveCampaignsUsing(db: Db | Tx, templateId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: campaigns.name })
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .where(
      and(
        eq(contracts.templateId, templateId),
        inArray(contracts.status, [...LIVE_CONTRACT_STATUSES]),
        isNull(campaigns.cancelledAt),
        gt(campaigns.endAt, sql`now()`),
      ),
    );
  return rows.map((r) => r.name);
}

async function usage(deps: Deps, ids: string[]): Promise<Map<string, { count: number; live: boolean }>> {
  if (!ids.length) return new Map();
  const rows = await deps.db
    .select({
      id: contracts.templateId,
      count: sql<number>`count(*)::int`,
      live: sql<boolean>`bool_or(${inArray(contracts.status, [...LIVE_CONTRACT_STATUSES])}
        and ${campaigns.cancelledAt} is null and ${campaigns.endAt} > now())`,
    })
    .from(contracts)
    .innerJoin(campaigns, eq(campaigns.id, contracts.campaignId))
    .where(inArray(contracts.templateId, ids))
    .groupBy(contracts.templateId);
  return new Map(rows.map((r) => [r.id!, { count: Number(r.count), live: Boolean(r.live) }]));
}

function view(row: TemplateRow, use = { count: 0, live: false }): ContractTemplate {
  return {
    id: row.id,
    company_id: row.companyId,
    title: row.title,
    type: row.type,
    body: row.body ?? null,
    file: row.fileKey
      ? { url: templateFileUrl(row.id), name: row.fileName ?? 'contract.pdf', size: row.fileSize ?? 0 }
      : null,
    contracts_count: use.count,
    in_use: use.live,
    is_demo: row.isDemo,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function viewOne(deps: Deps, row: TemplateRow) {
  return view(row, (await usage(deps, [row.id])).get(row.id));
}

export async function listTemplates(
  deps: Deps,
  actor: Actor,
  input: { company_id: string },
): Promise<ContractTemplate[]> {
  await authorize(deps, actor, input.company_id, 'company.view');
  const rows = await deps.db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.companyId, input.company_id))
    .orderBy(desc(contractTemplates.updatedAt));
  const use = await usage(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((row) => view(row, use.get(row.id)));
}

export async function getTemplate(deps: Deps, actor: Actor, input: { template_id: string }): Promise<ContractTemplate> {
  return viewOne(deps, await templateFor(deps, actor, input.template_id, 'company.view'));
}

interface TemplateContent {
  title?: string;
  type?: ContractTemplateType;
  body?: RichText;
  file?: UploadedFile | null;
}

/**
 * The spec's rule: FILE carries a file and no body, a text type a body and no file. `current` is the stored
 * template on an update (its file or body may stay); on create there is none.
 */
function contentOf(input: TemplateContent, current?: TemplateRow) {
  const type = input.type ?? current?.type;
  if (!type) throw fieldError('type', 'type must be FILE or TEXT');
  if (type === 'FILE') {
    if (input.body !== undefined)
      throw fieldError('body', 'A FILE template carries a PDF, not a body; send the PDF as file');
    const keepsFile = current?.type === 'FILE' && current.fileKey;
    if (!input.file && !keepsFile) throw fieldError('file', 'A FILE template needs its PDF: send it as file');
    return { type, body: null, file: input.file ?? null };
  }
  if (input.file)
    throw fieldError('file', 'A text template carries a body, not a file; choose type FILE to upload a PDF');
  const sent = input.body ?? (current?.type === type ? current.body : undefined);
  const body = sent ? cleanRichText(sent, 'body') : null;
  if (!body || isRichTextEmpty(body)) throw fieldError('body', 'A text template needs its text: send it as body');
  return { type, body, file: null };
}

export async function createTemplate(
  deps: Deps,
  actor: Actor,
  input: TemplateContent & { company_id: string; title: string },
): Promise<ContractTemplate> {
  await authorize(deps, actor, input.company_id, 'contract.write');
  const content = contentOf(input);
  const fileKey = content.file
    ? await deps.storage.putPrivate('contract-templates', content.file.bytes, content.file.extension)
    : null;
  const [row] = await deps.db
    .insert(contractTemplates)
    .values({
      companyId: input.company_id,
      title: input.title,
      type: content.type,
      body: content.body,
      fileKey,
      fileName: content.file?.filename ?? null,
      fileSize: content.file?.bytes.length ?? null,
      createdBy: actor.merchantId,
    })
    .returning();
  return view(row);
}

export async function updateTemplate(
  deps: Deps,
  actor: Actor,
  input: TemplateContent & { template_id: string },
): Promise<ContractTemplate> {
  const found = await templateFor(deps, actor, input.template_id, 'contract.write');
  const fileKey = input.file
    ? await deps.storage.putPrivate('contract-templates', input.file.bytes, input.file.extension)
    : null;
  const row = await deps.db.transaction(async (tx) => {
    // Locked, and the FILE/TEXT rule judged on the locked row: two edits at once cannot leave a FILE without its PDF.
    const [current] = await tx.select().from(contractTemplates).where(eq(contractTemplates.id, found.id)).for('update');
    if (!current) throw templateNotFound();
    const content = contentOf(input, current);
    // Contracts already made keep their own copy and hash: editing the template never changes them.
    const fileFields =
      content.type === 'FILE'
        ? fileKey
          ? { fileKey, fileName: input.file!.filename, fileSize: input.file!.bytes.length }
          : {}
        : { fileKey: null, fileName: null, fileSize: null };
    const [saved] = await tx
      .update(contractTemplates)
      .set({
        title: input.title ?? current.title,
        type: content.type,
        body: content.body,
        ...fileFields,
        updatedAt: new Date(),
      })
      .where(eq(contractTemplates.id, current.id))
      .returning();
    return saved;
  });
  return viewOne(deps, row);
}

export async function deleteTemplate(
  deps: Deps,
  actor: Actor,
  input: { template_id: string },
): Promise<{ message: string }> {
  const current = await templateFor(deps, actor, input.template_id, 'contract.write');
  return deps.db.transaction(async (tx) => {
    // Locked, so a campaign being created with it at this moment waits, then sees it gone.
    await tx
      .select({ id: contractTemplates.id })
      .from(contractTemplates)
      .where(eq(contractTemplates.id, current.id))
      .for('update');
    const live = await liveCampaignsUsing(tx, current.id);
    if (live.length) {
      const names = live
        .slice(0, 3)
        .map((n) => `"${n}"`)
        .join(', ');
      const more = live.length > 3 ? ` and ${live.length - 3} more` : '';
      const [plural, ends] = live.length > 1 ? ['s', 'they end or are'] : ['', 'it ends or is'];
      throw new AppError(
        'CONFLICT',
        `"${current.title}" is used by the live campaign${plural} ${names}${more}; ` +
          `it can be deleted once ${ends} cancelled`,
        { field: 'template_id' },
      );
    }
    await tx.delete(contractTemplates).where(eq(contractTemplates.id, current.id));
    return { message: `Contract template "${current.title}" deleted` };
  });
}

/** The template's PDF, for the preview. */
export async function templateFile(
  deps: Deps,
  actor: Actor,
  input: { template_id: string },
): Promise<{ bytes: Buffer; name: string }> {
  const row = await templateFor(deps, actor, input.template_id, 'company.view');
  const bytes = row.fileKey ? await deps.storage.readPrivate(row.fileKey) : null;
  if (!bytes) throw fieldError('template_id', 'This template has no file', 'NOT_FOUND');
  return { bytes, name: row.fileName ?? 'contract.pdf' };
}
