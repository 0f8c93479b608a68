/**
 * Content pre-approval and live posts (issue 18, docs/state-machines.md "Content"). One item per post of an
 * assignment: the creator submits drafts in rounds (files streamed to private storage, a caption), reviewers of
 * the brand approve or request changes, the creator submits the live link, a reviewer verifies or rejects it.
 * Every move goes through `moveContent` (row lock, shared CONTENT_TRANSITIONS, 409 with the current `state`), in
 * the transaction that also writes the round or review and notifies the people concerned.
 */
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  CAPTION_MAX,
  checkCaption,
  CONTENT_MOVES,
  CONTENT_UNDER_REVIEW,
  contentMoveRefusal,
  contentMoveTarget,
  liveLinkKey,
  reviewerRole,
  type ContentDetail,
  type ContentItem,
  type ContentMachineState,
  type ContentMove,
  type ContentQueueItem,
  type ContentRole,
  type contentQueueQuerySchema,
} from '@app/shared/content';
import { can } from '@app/shared/permissions';
import type { NotificationKind } from '@app/shared/notifications';
import type { z } from 'zod';
import type { Actor, CreatorActor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { assignments } from '../../db/schema/assignments';
import { campaigns } from '../../db/schema/campaigns';
import { companies } from '../../db/schema/companies';
import { contentFiles, contentItems, contentReminders, contentReviews, contentRounds } from '../../db/schema/content';
import { creators } from '../../db/schema/creators';
import { jobs } from '../../db/schema/jobs';
import type { Deps } from '../../deps';
import { AppError, fieldError, isUuid } from '../../errors';
import { readMediaForm, type StoredMedia } from '../../infra/media-upload';
import { completeIfVerified, workContext, type WorkContext } from '../assignments/assignments.service';
import { releasePostPayout } from '../payments/payouts.service';
import { campaignMayRun } from '../payments/fundings.service';
import {
  authorize,
  isDirectMember,
  loadScoped,
  membersWhoCan,
  reachableCompanies,
  reachableTree,
  roleOn,
} from '../companies/access';
import { requireCreatorId } from '../creator-accounts/accounts.service';
import { merchantName } from '../merchants/merchants.service';
import {
  creatorRecipient,
  merchantRecipients,
  notify,
  type NotificationInput,
} from '../notifications/notifications.service';

type ItemRow = typeof contentItems.$inferSelect;

const contentNotFound = () => fieldError('content_id', 'Content not found', 'NOT_FOUND');
const assignmentNotFound = () => fieldError('assignment_id', 'Assignment not found', 'NOT_FOUND');
const fileNotFound = () => fieldError('file_id', 'File not found', 'NOT_FOUND');

/** Where each side opens an item. */
const reviewerLink = (item: Pick<ItemRow, 'companyId' | 'id'>) =>
  `/companies/${item.companyId}/pre-approval/${item.id}`;
const creatorLink = (item: Pick<ItemRow, 'assignmentId'>) => `/creator/work/${item.assignmentId}`;
const mediaUrl = (side: 'merchant' | 'creator', contentId: string, fileId: string) =>
  `/api${side === 'creator' ? '/creator' : ''}/content/${contentId}/files/${fileId}`;

// ---- Reads ----

/** The whole item as both sides read it: rounds with their files, caption check and reviews. */
async function readItem(
  db: Db | Tx,
  item: ItemRow,
  context: WorkContext,
  side: 'merchant' | 'creator',
): Promise<ContentItem> {
  const [rounds, reviews] = await Promise.all([
    db.select().from(contentRounds).where(eq(contentRounds.contentId, item.id)).orderBy(asc(contentRounds.round)),
    db
      .select()
      .from(contentReviews)
      .where(eq(contentReviews.contentId, item.id))
      .orderBy(asc(contentReviews.createdAt)),
  ]);
  const files = rounds.length
    ? await db
        .select()
        .from(contentFiles)
        .where(
          inArray(
            contentFiles.roundId,
            rounds.map((r) => r.id),
          ),
        )
        .orderBy(asc(contentFiles.position))
    : [];
  const review = (r: (typeof reviews)[number]) => ({
    action: r.action,
    comment: r.comment,
    by: { name: r.reviewerName, company_name: r.companyName },
    created_at: r.createdAt.toISOString(),
  });
  const isLive = (r: (typeof reviews)[number]) => r.action === 'VERIFY_LIVE' || r.action === 'REJECT_LIVE';
  return {
    id: item.id,
    assignment_id: item.assignmentId,
    post_index: item.postIndex,
    status: item.status,
    round: item.round,
    max_rounds: item.maxRounds,
    late: item.late,
    due_at: item.dueAt?.toISOString() ?? null,
    post_url: item.postUrl,
    live_reviews: reviews.filter(isLive).map(review),
    rounds: rounds.map((round) => ({
      round: round.round,
      caption: round.caption,
      late: round.late,
      submitted_at: round.submittedAt.toISOString(),
      caption_check: checkCaption(round.caption, context.requirements),
      files: files
        .filter((f) => f.roundId === round.id)
        .map((f) => ({
          id: f.id,
          url: mediaUrl(side, item.id, f.id),
          content_type: f.contentType,
          size_bytes: f.sizeBytes,
          filename: f.filename,
        })),
      reviews: reviews.filter((r) => !isLive(r) && r.round === round.round).map(review),
    })),
    updated_at: item.updatedAt.toISOString(),
  };
}

async function loadItem(db: Db | Tx, id: string): Promise<ItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await db.select().from(contentItems).where(eq(contentItems.id, id)))[0];
}

async function contextOf(db: Db | Tx, item: ItemRow): Promise<WorkContext> {
  const context = await workContext(db, item.assignmentId);
  if (!context) throw contentNotFound();
  return context;
}

/** The creator's own assignment and its terms; anyone else's is "not found". */
async function ownWork(db: Db | Tx, actor: CreatorActor, assignmentId: string): Promise<WorkContext> {
  const creatorId = requireCreatorId(actor);
  const context = await workContext(db, assignmentId);
  if (!context || context.assignment.creatorId !== creatorId) throw assignmentNotFound();
  return context;
}

/** The creator's own content item; anyone else's is "not found". */
async function ownItem(db: Db | Tx, actor: CreatorActor, id: string): Promise<ItemRow> {
  const creatorId = requireCreatorId(actor);
  const item = await loadItem(db, id);
  if (!item || item.creatorId !== creatorId) throw contentNotFound();
  return item;
}

export async function creatorContent(deps: Pick<Deps, 'db'>, actor: CreatorActor, id: string): Promise<ContentItem> {
  const item = await ownItem(deps.db, actor, id);
  return readItem(deps.db, item, await contextOf(deps.db, item), 'creator');
}

/** An item of a company the caller reaches with `action`; any other is "not found" (nothing revealed). */
function reviewable(deps: Deps, actor: Actor, id: string, action: 'company.view' | 'content.approve') {
  return loadScoped(deps, actor, id, {
    action,
    notFound: contentNotFound,
    load: (key) => loadItem(deps.db, key),
    companyOf: (row) => row.companyId,
  });
}

/** The caller's role on an item: PARENT when the advertiser's own approval is asked and they are not of the brand. */
async function roleFor(deps: Deps, actor: Actor, item: ItemRow, context: WorkContext): Promise<ContentRole> {
  const ofBrand = !context.advertiserPreApproval || (await isDirectMember(deps.db, actor.merchantId, item.companyId));
  return reviewerRole({ advertiser_pre_approval: context.advertiserPreApproval, of_brand: ofBrand });
}

function refusalOf(
  item: Pick<ItemRow, 'status' | 'round' | 'maxRounds'> | null,
  move: ContentMove,
  by: ContentRole,
  context: WorkContext,
) {
  const state: ContentMachineState = item?.status ?? 'NEW';
  return contentMoveRefusal(state, move, by, {
    pre_approval: context.preApproval,
    round: item?.round ?? 0,
    max_rounds: item?.maxRounds ?? context.maxRounds,
  });
}

export async function contentDetail(deps: Deps, actor: Actor, id: string): Promise<ContentDetail> {
  const item = await reviewable(deps, actor, id, 'company.view');
  const context = await contextOf(deps.db, item);
  const access = await roleOn(deps, actor.merchantId, item.companyId);
  const role = await roleFor(deps, actor, item, context);
  const mayReview = !!access && can(access.role, 'content.approve');
  const [names] = await deps.db
    .select({ creator: creators.name, brand: companies.name })
    .from(creators)
    .innerJoin(companies, eq(companies.id, item.companyId))
    .where(eq(creators.id, item.creatorId));
  return {
    ...(await readItem(deps.db, item, context, 'merchant')),
    channel: context.assignment.channel,
    post_content_type: context.assignment.postContentType,
    creator: { id: item.creatorId, name: names?.creator ?? '' },
    campaign: context.campaign,
    job: context.job,
    brand: { id: item.companyId, name: names?.brand ?? '' },
    requirements: {
      handles: context.requirements.handles,
      hashtags: context.requirements.hashtags,
      call_to_action: context.requirements.call_to_action,
      key_selling_points: context.requirements.key_selling_points,
      content_creation_steps: context.requirements.content_creation_steps,
      extra_instructions: context.requirements.extra_instructions,
    },
    moves: mayReview
      ? CONTENT_MOVES.filter(
          (move) => move !== 'SUBMIT' && move !== 'SUBMIT_LIVE' && !refusalOf(item, move, role, context),
        )
      : [],
  };
}

/**
 * A row's name by its key, as a subquery: PostgreSQL plans each alone, where the queue joining all seven tables made
 * it weigh every join order (1.8 ms of planning per page on PGlite, more than reading the page; issue 22).
 */
function nameBy<T extends string | null>(
  table: typeof creators | typeof campaigns | typeof jobs | typeof companies,
  key: AnyPgColumn,
): SQL<T> {
  return sql<T>`(select ${table.name} from ${table} where ${table.id} = ${key})`;
}

/** The pre-approval queue: the content of a company and everything under it, newest change first, filtered, paged. */
export async function contentQueue(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; query: z.infer<typeof contentQueueQuerySchema> },
): Promise<{ results: ContentQueueItem[]; total: number }> {
  await authorize(deps, actor, input.company_id, 'company.view');
  const { query } = input;
  const size = Number(query.page_size ?? 10);
  const pageNumber = Math.max(1, Number(query.page_number ?? 1));
  if (query.campaign_id !== undefined && !isUuid(query.campaign_id)) return { results: [], total: 0 };
  const tree = await reachableTree(deps, actor.merchantId, input.company_id);
  const status =
    query.status === 'TO_REVIEW'
      ? inArray(contentItems.status, [...CONTENT_UNDER_REVIEW])
      : query.status
        ? eq(contentItems.status, query.status)
        : undefined;
  const where = and(
    inArray(contentItems.companyId, tree),
    status,
    query.campaign_id ? eq(contentItems.campaignId, query.campaign_id) : undefined,
    query.creator_id ? eq(contentItems.creatorId, Number(query.creator_id)) : undefined,
    query.late ? eq(contentItems.late, query.late === 'true') : undefined,
  );
  const newestFirst = [desc(contentItems.updatedAt), desc(contentItems.id)];
  // The page's ids (from the (company_id, status, updated_at) index) with the count of every match beside them, then
  // only those rows joined: one statement (issue 22: the queue's three reads were its slowest part under load).
  const page = deps.db
    .select({ id: contentItems.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(contentItems)
    .where(where)
    .orderBy(...newestFirst)
    .limit(size)
    .offset((pageNumber - 1) * size)
    .as('page');
  const rows = await deps.db
    .select({
      item: contentItems,
      total: page.total,
      channel: assignments.channel,
      postContentType: assignments.postContentType,
      creatorName: nameBy<string>(creators, contentItems.creatorId),
      campaignName: nameBy<string | null>(campaigns, contentItems.campaignId),
      jobName: nameBy<string | null>(jobs, contentItems.jobId),
      brandName: nameBy<string>(companies, contentItems.companyId),
    })
    .from(page)
    .innerJoin(contentItems, eq(contentItems.id, page.id))
    .innerJoin(assignments, eq(assignments.id, contentItems.assignmentId))
    .orderBy(...newestFirst);
  // A page past the last has no row to carry the count: then it is asked for alone.
  const total = rows.length
    ? Number(rows[0].total)
    : pageNumber > 1
      ? ((await deps.db.select({ n: count() }).from(contentItems).where(where))[0]?.n ?? 0)
      : 0;
  const previews = await latestPreviews(
    deps.db,
    rows.map((r) => r.item),
  );
  return {
    total,
    results: rows.map(({ item, total: _total, ...r }) => ({
      id: item.id,
      assignment_id: item.assignmentId,
      post_index: item.postIndex,
      status: item.status,
      round: item.round,
      late: item.late,
      due_at: item.dueAt?.toISOString() ?? null,
      channel: r.channel,
      post_content_type: r.postContentType,
      creator: { id: item.creatorId, name: r.creatorName },
      campaign: item.campaignId ? { id: item.campaignId, name: r.campaignName ?? '' } : null,
      job: item.jobId ? { id: item.jobId, name: r.jobName ?? '' } : null,
      brand: { id: item.companyId, name: r.brandName },
      preview: previews.get(item.id) ?? null,
      updated_at: item.updatedAt.toISOString(),
    })),
  };
}

/** The first file of each item's latest round (the queue's thumbnail). */
async function latestPreviews(db: Db | Tx, items: ItemRow[]) {
  const result = new Map<string, ContentQueueItem['preview']>();
  const withRounds = items.filter((i) => i.round > 0);
  if (!withRounds.length) return result;
  const files = await db
    .select({ contentId: contentRounds.contentId, round: contentRounds.round, file: contentFiles })
    .from(contentFiles)
    .innerJoin(contentRounds, eq(contentRounds.id, contentFiles.roundId))
    .where(
      and(
        inArray(
          contentRounds.contentId,
          withRounds.map((i) => i.id),
        ),
        eq(contentFiles.position, 0),
      ),
    );
  for (const item of withRounds) {
    const f = files.find((x) => x.contentId === item.id && x.round === item.round)?.file;
    if (f)
      result.set(item.id, {
        id: f.id,
        url: mediaUrl('merchant', item.id, f.id),
        content_type: f.contentType,
        size_bytes: f.sizeBytes,
        filename: f.filename,
      });
  }
  return result;
}

/** How many of a campaign's posts wait for a reviewer and how many are verified (the campaign's stats). */
export async function campaignContentCounts(
  db: Db | Tx,
  campaignId: string,
): Promise<{ under_review: number; verified: number }> {
  const underReview = inArray(contentItems.status, [...CONTENT_UNDER_REVIEW]);
  const [row] = await db
    .select({
      under_review: sql<number>`count(*) filter (where ${underReview})::int`,
      verified: sql<number>`count(*) filter (where ${contentItems.status} = 'VERIFIED')::int`,
    })
    .from(contentItems)
    .where(eq(contentItems.campaignId, campaignId));
  return { under_review: Number(row?.under_review ?? 0), verified: Number(row?.verified ?? 0) };
}

// ---- Moves ----

/**
 * The assignment must be under way: not waiting for its contract, not cancelled or complete; and a campaign's
 * work starts only once the brand funded it (or staff allowed credit): an unfunded campaign does not go ongoing.
 */
async function refuseUnlessActive(db: Db, context: WorkContext): Promise<void> {
  const { status } = context.assignment;
  if (status !== 'ACTIVE') {
    const message =
      status === 'AWAITING_CONTRACT'
        ? `Sign the contract${context.contract ? ` "${context.contract.title}"` : ''} before you submit content`
        : `This work is ${status.toLowerCase()}; nothing more can be submitted`;
    throw new AppError('CONFLICT', message, { field: 'status', state: status });
  }
  if (context.campaign && !(await campaignMayRun(db, context.campaign.id)))
    throw new AppError('CONFLICT', 'The brand has not funded this campaign yet: work starts once it is funded', {
      field: 'status',
      state: 'AWAITING_FUNDING',
    });
}

/**
 * The one place content changes state: locks the item (or, for the first submission of a post, the assignment,
 * so two first submissions cannot both create it), refuses what the shared table and the round cap refuse (409
 * or 403, with the current state), and writes the new state. Returns the locked row as it was and the new state.
 */
async function moveContent(
  tx: Tx,
  target: { item_id: string } | { assignment_id: string; post_index: number },
  move: ContentMove,
  by: ContentRole,
  context: WorkContext,
): Promise<{ before: ItemRow | null; to: ItemRow['status'] }> {
  let before: ItemRow | null;
  if ('item_id' in target) {
    [before] = await tx.select().from(contentItems).where(eq(contentItems.id, target.item_id)).for('update');
    if (!before) throw contentNotFound();
  } else {
    await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(eq(assignments.id, target.assignment_id))
      .for('update');
    [before] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.assignmentId, target.assignment_id), eq(contentItems.postIndex, target.post_index)))
      .for('update');
    before ??= null;
  }
  const refused = refusalOf(before, move, by, context);
  if (refused) throw new AppError(refused.code, refused.message, { field: 'status', state: before?.status ?? 'NEW' });
  return { before, to: contentMoveTarget(before?.status ?? 'NEW', move, by) };
}

function postIndexOf(raw: string | undefined, context: WorkContext): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const index = /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!(index >= 1 && index <= context.assignment.posts))
    throw fieldError('post_index', `must be a post of this work, 1 to ${context.assignment.posts}`);
  return index;
}

const isLate = (due: Date | null | undefined, at: Date) => !!due && at.getTime() > due.getTime();

/** Notifies everyone at the brand who may review (members of the brand and the companies above it). */
async function reviewersNote(
  tx: Tx,
  item: Pick<ItemRow, 'companyId' | 'id'>,
  note: Omit<NotificationInput, 'to' | 'link' | 'company_id'>,
) {
  return {
    ...note,
    to: merchantRecipients(await membersWhoCan(tx, item.companyId, 'content.approve')),
    company_id: item.companyId,
    link: reviewerLink(item),
  };
}

async function creatorName(db: Db | Tx, creatorId: number): Promise<string> {
  const [row] = await db.select({ name: creators.name }).from(creators).where(eq(creators.id, creatorId));
  return row?.name ?? 'A creator';
}

const workName = (context: WorkContext) => context.campaign?.name ?? context.job?.name ?? 'your work';

/**
 * The creator submits a draft of one post (multipart: `file` parts, `caption`, optional `post_index`): the first
 * round, or the next after changes were requested. Files are checked and stored as they stream in and removed
 * again if the submission is refused.
 */
export async function submitDraft(
  deps: Deps,
  actor: CreatorActor,
  input: { assignment_id: string; request: FastifyRequest },
): Promise<ContentItem> {
  const context = await ownWork(deps.db, actor, input.assignment_id);
  await refuseUnlessActive(deps.db, context);
  const form = await readMediaForm(input.request, {
    storage: deps.storage,
    folder: 'content',
    fields: ['caption', 'post_index'],
    videoMaxBytes: deps.config.videoMaxBytes,
  });
  try {
    const id = await saveDraft(deps, context, form);
    return await creatorContent(deps, actor, id);
  } catch (error) {
    await Promise.all(form.files.map((f) => deps.storage.deletePrivate(f.key)));
    throw error;
  }
}

async function saveDraft(
  deps: Deps,
  context: WorkContext,
  form: { fields: Record<string, string>; files: StoredMedia[] },
): Promise<string> {
  const postIndex = postIndexOf(form.fields.post_index, context);
  const caption = (form.fields.caption ?? '').trim();
  if (!caption) throw fieldError('caption', 'Write the caption you will post');
  if (caption.length > CAPTION_MAX) throw fieldError('caption', `must be at most ${CAPTION_MAX} characters`);
  if (!form.files.length) throw fieldError('file', 'Add at least one image or video');
  const { assignment } = context;
  return deps.db.transaction(async (tx) => {
    const { before } = await moveContent(
      tx,
      { assignment_id: assignment.id, post_index: postIndex },
      'SUBMIT',
      'CREATOR',
      context,
    );
    const now = new Date();
    const due = context.dueDates[postIndex - 1] ?? null;
    const round = (before?.round ?? 0) + 1;
    const late = isLate(due, now);
    const values = { status: 'SUBMITTED' as const, round, late, dueAt: due, updatedAt: now };
    const [item] = before
      ? await tx.update(contentItems).set(values).where(eq(contentItems.id, before.id)).returning()
      : await tx
          .insert(contentItems)
          .values({
            ...values,
            assignmentId: assignment.id,
            postIndex,
            companyId: context.companyId,
            campaignId: assignment.campaignId,
            jobId: assignment.jobId,
            creatorId: assignment.creatorId,
            maxRounds: context.maxRounds,
          })
          .returning();
    const [saved] = await tx
      .insert(contentRounds)
      .values({ contentId: item.id, round, caption, late, submittedAt: now })
      .returning({ id: contentRounds.id });
    await tx.insert(contentFiles).values(
      form.files.map((f, position) => ({
        roundId: saved.id,
        position,
        storageKey: f.key,
        contentType: f.contentType,
        sizeBytes: f.sizeBytes,
        filename: f.filename,
      })),
    );
    const who = await creatorName(tx, assignment.creatorId);
    await notify(deps, tx, [
      await reviewersNote(tx, item, {
        kind: 'content.submitted',
        title: round > 1 ? `${who} sent round ${round} of a draft` : `${who} sent a draft to approve`,
        body: `Post ${postIndex} for ${workName(context)}${late ? ' (late)' : ''} is waiting for your review.`,
      }),
    ]);
    return item.id;
  });
}

/**
 * The creator submits the live link of a post: after approval, after a rejected link, or straight away when the
 * work needs no pre-approval (`target` is then the assignment and post). The link must be https on the channel's
 * site and serve no other work.
 */
export async function submitLive(
  deps: Deps,
  actor: CreatorActor,
  input: { content_id: string; post_url: string } | { assignment_id: string; post_index?: number; post_url: string },
): Promise<ContentItem> {
  const item = 'content_id' in input ? await ownItem(deps.db, actor, input.content_id) : null;
  const context = item
    ? await contextOf(deps.db, item)
    : await ownWork(deps.db, actor, (input as { assignment_id: string }).assignment_id);
  await refuseUnlessActive(deps.db, context);
  const postIndex =
    item?.postIndex ?? postIndexOf(String((input as { post_index?: number }).post_index ?? ''), context);
  const link = liveLinkKey(input.post_url, context.assignment.channel);
  if ('problem' in link) throw fieldError('post_url', link.problem);
  const id = await deps.db
    .transaction(async (tx) => {
      const target = item ? { item_id: item.id } : { assignment_id: context.assignment.id, post_index: postIndex };
      const { before, to } = await moveContent(tx, target, 'SUBMIT_LIVE', 'CREATOR', context);
      const [taken] = await tx
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.postUrlKey, link.key), before ? ne(contentItems.id, before.id) : undefined));
      if (taken) throw fieldError('post_url', 'This post is already submitted for other work', 'CONFLICT');
      const now = new Date();
      const due = context.dueDates[postIndex - 1] ?? null;
      const values = {
        status: to,
        postUrl: input.post_url.trim(),
        postUrlKey: link.key,
        late: isLate(due, now),
        dueAt: due,
        updatedAt: now,
      };
      const [saved] = before
        ? await tx.update(contentItems).set(values).where(eq(contentItems.id, before.id)).returning()
        : await tx
            .insert(contentItems)
            .values({
              ...values,
              assignmentId: context.assignment.id,
              postIndex,
              companyId: context.companyId,
              campaignId: context.assignment.campaignId,
              jobId: context.assignment.jobId,
              creatorId: context.assignment.creatorId,
              maxRounds: context.maxRounds,
            })
            .returning();
      const who = await creatorName(tx, context.assignment.creatorId);
      await notify(deps, tx, [
        await reviewersNote(tx, saved, {
          kind: 'content.live_submitted',
          title: `${who} posted: verify the live link`,
          body: `Post ${postIndex} for ${workName(context)} is live at ${values.postUrl}.`,
        }),
      ]);
      return saved.id;
    })
    .catch((error: unknown) => {
      // Two submissions of one link at once: the unique index decides, and the loser hears it like the check says.
      if (
        (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505'
      )
        throw fieldError('post_url', 'This post is already submitted for other work', 'CONFLICT');
      throw error;
    });
  return creatorContent(deps, actor, id);
}

const REVIEW_NOTES: Record<
  'APPROVE' | 'REQUEST_CHANGES' | 'VERIFY_LIVE' | 'REJECT_LIVE',
  { kind: NotificationKind; title: string }
> = {
  APPROVE: { kind: 'content.approved', title: 'Your draft is approved: post it' },
  REQUEST_CHANGES: { kind: 'content.changes_requested', title: 'Changes requested on your draft' },
  VERIFY_LIVE: { kind: 'content.verified', title: 'Your live post is verified' },
  REJECT_LIVE: { kind: 'content.live_rejected', title: 'Your live link was rejected' },
};

/**
 * A reviewer approves, requests changes, verifies or rejects the live link. With the advertiser's own approval
 * asked, a parent company's approval waits for the brand's team (BRAND_APPROVED), who are told.
 */
export async function reviewContent(
  deps: Deps,
  actor: Actor,
  input: { content_id: string; move: 'APPROVE' | 'REQUEST_CHANGES' | 'VERIFY_LIVE' | 'REJECT_LIVE'; comment?: string },
): Promise<ContentDetail> {
  const item = await reviewable(deps, actor, input.content_id, 'content.approve');
  const context = await contextOf(deps.db, item);
  const role = await roleFor(deps, actor, item, context);
  const reviewer = await merchantName(deps.db, actor);
  const actingFor = await actingCompanyName(deps, actor, item);
  await deps.db.transaction(async (tx) => {
    const { before, to } = await moveContent(tx, { item_id: item.id }, input.move, role, context);
    const row = before!;
    const now = new Date();
    await tx
      .update(contentItems)
      .set({ status: to, updatedAt: now, ...(input.move === 'REJECT_LIVE' ? { postUrlKey: null } : {}) })
      .where(eq(contentItems.id, row.id));
    await tx.insert(contentReviews).values({
      contentId: row.id,
      round: row.round,
      action: input.move,
      comment: input.comment?.trim() || null,
      merchantId: actor.merchantId,
      reviewerName: reviewer,
      companyName: actingFor,
      createdAt: now,
    });
    if (input.move === 'VERIFY_LIVE') {
      // The post's pay leaves escrow in this transaction: one payout per post, whoever verifies (decision 023).
      await releasePostPayout(deps, tx, {
        assignment_id: row.assignmentId,
        post_index: row.postIndex,
        content_id: row.id,
      });
      await completeIfVerified(tx, row.assignmentId);
    }
    const notes: NotificationInput[] = [];
    if (to === 'BRAND_APPROVED') {
      const own = await membersWhoCan(tx, row.companyId, 'content.approve', { directOnly: true });
      notes.push({
        kind: 'content.approved',
        to: merchantRecipients(own),
        company_id: row.companyId,
        title: `${actingFor || reviewer} approved a draft: your approval is needed`,
        body: `Post ${row.postIndex} for ${workName(context)} waits for the brand's own approval.`,
        link: reviewerLink(row),
      });
    } else {
      const note = REVIEW_NOTES[input.move];
      notes.push({
        kind: note.kind,
        to: await creatorRecipient(tx, row.creatorId),
        company_id: row.companyId,
        title: note.title,
        body: `Post ${row.postIndex} for ${workName(context)}${input.comment ? `: "${input.comment.trim()}"` : '.'}`,
        link: creatorLink(row),
      });
    }
    await notify(deps, tx, notes);
  });
  return contentDetail(deps, actor, item.id);
}

/** The company the reviewer acts for: the one whose membership reaches the brand (the brand itself or above it). */
async function actingCompanyName(deps: Deps, actor: Actor, item: ItemRow): Promise<string> {
  const reach = await reachableCompanies(deps, actor.merchantId);
  const entry = reach.find((c) => c.id === item.companyId);
  return reach.find((c) => c.id === entry?.source_id)?.name ?? entry?.name ?? '';
}

// ---- Media ----

/** A file of an item the caller may see: the creator's own, or a reviewer's company's. */
export async function contentFile(
  deps: Deps,
  who: { merchant: Actor } | { creator: CreatorActor },
  input: { content_id: string; file_id: string },
): Promise<{ key: string; contentType: string; filename: string }> {
  const item =
    'creator' in who
      ? await ownItem(deps.db, who.creator, input.content_id)
      : await reviewable(deps, who.merchant, input.content_id, 'company.view');
  if (!isUuid(input.file_id)) throw fileNotFound();
  const [file] = await deps.db
    .select({ key: contentFiles.storageKey, contentType: contentFiles.contentType, filename: contentFiles.filename })
    .from(contentFiles)
    .innerJoin(contentRounds, eq(contentRounds.id, contentFiles.roundId))
    .where(and(eq(contentFiles.id, input.file_id), eq(contentRounds.contentId, item.id)));
  if (!file) throw fileNotFound();
  return file;
}

// ---- Deadline reminders (the queue's job) ----

const DAY_MS = 86_400_000;

/**
 * The queue's reminder job (every few minutes): a creator whose post is due within 24 hours and not yet sent (or
 * sent back for changes) hears of it, once per post and due date (content_reminders is the record).
 */
export async function remindDeadlines(deps: Pick<Deps, 'db' | 'outbox'>, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + DAY_MS);
  const [from, to] = [now.toISOString(), horizon.toISOString()];
  // Candidates: active work whose task, subtask or job end falls within the next day.
  const candidates = await deps.db.execute<{ id: string }>(sql`
    select a.id from assignments a
    left join campaign_tasks t on t.id = a.campaign_task_id
    left join jobs j on j.id = a.job_id
    where a.status = 'ACTIVE' and (
      t.end_at between ${from}::timestamptz and ${to}::timestamptz
      or exists (select 1 from campaign_subtasks s join campaign_subtask_creators sc on sc.subtask_id = s.id
                 where s.task_id = a.campaign_task_id and sc.creator_id = a.creator_id
                   and s.end_at between ${from}::timestamptz and ${to}::timestamptz)
      or (j.id is not null and j.estimated_start_at <= ${to}::timestamptz))`);
  let sent = 0;
  for (const { id } of candidates.rows) {
    const context = await workContext(deps.db, id);
    if (!context) continue;
    const items = await deps.db
      .select({ postIndex: contentItems.postIndex, status: contentItems.status })
      .from(contentItems)
      .where(eq(contentItems.assignmentId, id));
    for (const [i, due] of context.dueDates.entries()) {
      if (!due || due < now || due > horizon) continue;
      const item = items.find((x) => x.postIndex === i + 1);
      if (item && item.status !== 'CHANGES_REQUESTED') continue;
      await deps.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(contentReminders)
          .values({ assignmentId: id, postIndex: i + 1, dueAt: due })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return;
        await notify(deps, tx, [
          {
            kind: 'content.deadline',
            to: await creatorRecipient(tx, context.assignment.creatorId),
            company_id: context.companyId,
            title: `Post ${i + 1} for ${workName(context)} is due within a day`,
            body: `Due ${due.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
            link: creatorLink({ assignmentId: id }),
          },
        ]);
        sent += 1;
      });
    }
  }
  return sent;
}
