/**
 * Content pre-approval in two browsers (issue 18): a brand's merchant on a desktop and a creator on a phone (390 px).
 * Seeded through the API: the merchant's company and its brand, a text contract template, a Kenyan Instagram creator
 * with a complete profile, a campaign with pre-approval selecting the creator, who accepts the invitation.
 * The creator opens the work, picks a PNG and writes a caption (the caption check says it has everything), sends
 * it and reads "Waiting for review"; the merchant's bell counts one more unread notification without a reload (the
 * live stream). The merchant opens the pre-approval queue, then the item, and requests changes with a comment; the
 * creator's page shows "Changes requested" with the comment by itself, and the creator sends round 2. The merchant's
 * review page shows round 2 by itself; A then Enter approves it; the creator submits the live link, the merchant
 * verifies it; both read Verified. The queue, the review page and the creator's work page (390 px) have no serious or
 * critical axe finding.
 */
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { PNG_BYTES } from '@app/api/test/helpers';
import {
  agreedCampaignViaApi,
  browserTest,
  DESKTOP,
  expectAccessible,
  heading,
  ok,
  PHONE,
  waitForPath,
} from '../fixtures';
import { paths } from '@app/web/paths';

const UPLOAD_DIR = `/tmp/e2e-uploads-content-${process.pid}`;
const test = browserTest({ env: { UPLOAD_DIR }, queue: true });
afterAll(() => rm(UPLOAD_DIR, { recursive: true, force: true }));

/** The creator session key of apps/web/src/lib/creator-session.ts. */
const CREATOR_SESSION_KEY = 'creatorhub.session.creator';
const CAPTION = 'Morning fuel with @juicebrand #FreshJuice #ad';
/** Waits for what the other person's move changes on a page (a live update through the stream): generous, bounded. */
const LIVE = { timeout: 20_000 };
/** Waits for what a person's own move changes on their page. */
const STEP = { timeout: 10_000 };

/** The bell's unread count, read from its accessible name ("Notifications, 3 unread"). */
async function bellCount(page: Page): Promise<number | null> {
  const name = await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label');
  const match = name ? /(\d+) unread/.exec(name) : null;
  return match ? Number(match[1]) : null;
}

/** The creator's only post of the work, and its state badge. */
const postCard = (page: Page) => page.locator('[data-testid="post-card"][data-post="1"]');
const postStatus = (page: Page) => postCard(page).getByTestId('content-status');

/** Picks a PNG in the draft form, writes the caption and checks what the caption check says. */
async function fillDraft(phone: Page, filename: string, caption: string) {
  const draft = phone.getByRole('form', { name: 'Draft of post 1' });
  await draft.getByTestId('media-dropzone').locator('input[type="file"]').setInputFiles({
    name: filename,
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await draft.getByTestId('chosen-file').getByText(filename, { exact: true }).waitFor();
  await draft.getByRole('button', { name: `Remove ${filename}` }).waitFor();
  await draft.getByLabel('Caption', { exact: true }).fill(caption);
  const check = draft.getByTestId('caption-check');
  await check.getByText('The caption has everything the brief asks for.', { exact: true }).waitFor();
  expect(
    await check
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-present')} ${item.textContent}`)),
  ).toEqual(['true @juicebrand present', 'true #FreshJuice present', 'true Paid partnership disclosed present']);
  return draft;
}

describe('content pre-approval in two browsers', () => {
  test('draft, changes, round 2, approval, live link, verification: both read Verified', async ({
    stack,
    openPage,
    pageAs,
  }) => {
    const { merchant, brandId, creator, assignmentId } = await agreedCampaignViaApi(stack);

    // ---- the merchant, on a desktop: the brand's pre-approval queue, empty; the bell and its live stream ----
    const desktop = await pageAs(merchant, 'brand', DESKTOP);
    const streamOpen = desktop.waitForResponse(
      (r) => r.url().endsWith('/api/notifications/stream') && r.status() === 200,
      { timeout: 15_000 },
    );
    await desktop.goto(paths.company.preApproval(brandId));
    await waitForPath(desktop, paths.company.preApproval(brandId));
    await heading(desktop, 'Content pre-approval', 2);
    await desktop.getByTestId('queue-empty').getByText('Nothing to review', { exact: true }).waitFor();
    await streamOpen;
    const unreadBefore = await ok(
      stack.api<{ unread_count: number }>('GET', '/api/notifications', undefined, merchant.token),
      'GET /notifications',
    );
    await expect
      .poll(() => bellCount(desktop), { ...STEP, message: 'the bell shows the unread count' })
      .toBe(unreadBefore.unread_count);
    // A mark on this document: still there later means the page was never reloaded.
    await desktop.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    // ---- the creator, on a phone: the work page, a PNG and a caption, the caption check, sent ----
    const phone = await openPage(PHONE);
    await phone.goto('/favicon.svg');
    await phone.evaluate(([key, token]) => localStorage.setItem(key, JSON.stringify({ token })), [
      CREATOR_SESSION_KEY,
      creator.token,
    ] as const);
    const creatorStreamOpen = phone.waitForResponse(
      (r) => r.url().endsWith('/api/creator/notifications/stream') && r.status() === 200,
      { timeout: 15_000 },
    );
    await phone.goto(paths.creator.assignment(assignmentId));
    await waitForPath(phone, paths.creator.assignment(assignmentId));
    await heading(phone, 'Juice launch', 1);
    await creatorStreamOpen;
    expect(await phone.getByTestId('work-summary').textContent()).toContain('Reviewed before you post');
    expect(await postStatus(phone).textContent()).toBe('Not sent yet');
    const draft = await fillDraft(phone, 'look.png', CAPTION);
    const sent = phone.waitForResponse(
      (r) => r.url().endsWith(`/api/creator/assignments/${assignmentId}/content`) && r.request().method() === 'POST',
    );
    await draft.getByRole('button', { name: 'Send draft for review', exact: true }).click();
    const sentReply = await sent;
    expect(sentReply.status()).toBe(201);
    const contentId = ((await sentReply.json()) as { id: string }).id;
    await phone.getByTestId('toast-success').getByText('Draft sent: the brand reviews round 1 here.').waitFor();
    await expect.poll(() => postStatus(phone).textContent(), STEP).toBe('Waiting for review');
    await postCard(phone)
      .getByText('Your draft is with the brand for review. You hear from them here.', { exact: true })
      .waitFor();
    await postCard(phone).locator('[data-testid="draft-round"][data-round="1"]').waitFor();
    await expectAccessible(phone, 'creator work at 390 px, draft sent');

    // ---- the merchant's bell counts it without a reload; the queue lists it (the stream refreshed it) ----
    await expect
      .poll(() => bellCount(desktop), { ...LIVE, message: 'the bell counts the new draft without a reload' })
      .toBe(unreadBefore.unread_count + 1);
    expect(await desktop.evaluate(() => 'e2eSameDocument' in window)).toBe(true);
    await desktop.getByTestId('toast-default').getByText('Achieng Otieno sent a draft to approve').waitFor();
    const row = desktop.locator(`[data-testid="queue-row"][data-content-id="${contentId}"]`);
    await row.waitFor(LIVE);
    expect(await row.getByTestId('content-status').textContent()).toBe('Waiting for review');
    expect(await row.textContent()).toContain('Juice launch');
    expect(await row.textContent()).toContain('Juice Brand');
    await row.getByTestId('content-thumbnail').waitFor();
    await expectAccessible(desktop, 'pre-approval queue');

    // ---- the merchant opens the item and requests changes with a comment ----
    await row.getByRole('link', { name: 'Achieng Otieno: post 1 of Juice launch' }).click();
    const reviewPath = paths.company.preApprovalTask(brandId, contentId);
    await waitForPath(desktop, reviewPath);
    await heading(desktop, 'Achieng Otieno: post 1 of Juice launch', 2);
    const latest = desktop.getByTestId('latest-round');
    await latest.locator('[data-testid="content-round"][data-round="1"]').waitFor();
    expect(await latest.getByTestId('caption').textContent()).toBe(CAPTION);
    await latest.getByText('The caption has everything the brief asks for.', { exact: true }).waitFor();
    await desktop.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await expectAccessible(desktop, 'content review, round 1');

    await desktop.getByRole('button', { name: 'Request changes', exact: true }).click();
    const changesDialog = desktop.getByRole('dialog', { name: 'Request changes?' });
    await changesDialog
      .getByText('The draft goes back to Achieng Otieno for round 2 of 3. Say what to change.')
      .waitFor();
    await changesDialog.getByLabel('What to change').fill('Show the bottle label, please');
    const changed = desktop.waitForResponse(
      (r) => r.url().endsWith(`/api/content/${contentId}/request-changes`) && r.request().method() === 'POST',
    );
    await changesDialog.getByRole('button', { name: 'Request changes', exact: true }).click();
    expect((await changed).status()).toBe(200);
    await desktop.getByTestId('toast-success').getByText('Your changes are sent to Achieng Otieno.').waitFor();
    await changesDialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => desktop.getByTestId('content-status').first().textContent(), STEP)
      .toBe('Changes requested');
    await desktop
      .getByTestId('review-waiting')
      .getByText("Waiting for the creator's next round.", { exact: true })
      .waitFor();

    // ---- the creator's page shows the request and its comment by itself; round 2 goes out ----
    await expect.poll(() => postStatus(phone).textContent(), LIVE).toBe('Changes requested');
    const guidance = postCard(phone).getByTestId('post-guidance');
    await guidance.getByText('Show the bottle label, please', { exact: true }).waitFor(LIVE);
    expect(await guidance.textContent()).toContain('Changes requested');
    expect(await guidance.getByTestId('content-review').textContent()).toContain('Asked for changes');
    const secondDraft = await fillDraft(phone, 'label.png', `${CAPTION} Label in view!`);
    const resent = phone.waitForResponse(
      (r) => r.url().endsWith(`/api/creator/assignments/${assignmentId}/content`) && r.request().method() === 'POST',
    );
    await secondDraft.getByRole('button', { name: 'Send round 2 of 3', exact: true }).click();
    const resentReply = await resent;
    expect(resentReply.status()).toBe(201);
    expect(await resentReply.json()).toMatchObject({ id: contentId, round: 2, status: 'SUBMITTED' });
    await expect.poll(() => postStatus(phone).textContent(), STEP).toBe('Waiting for review');
    await postCard(phone).locator('[data-testid="draft-round"][data-round="2"]').waitFor();

    // ---- the review page shows round 2 by itself; A then Enter approves it ----
    await latest.locator('[data-testid="content-round"][data-round="2"]').waitFor(LIVE);
    expect(await latest.getByTestId('caption').textContent()).toBe(`${CAPTION} Label in view!`);
    await desktop.getByTestId('earlier-rounds').getByText('Show the bottle label, please', { exact: true }).waitFor();
    await desktop.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await expectAccessible(desktop, 'content review, round 2 with an earlier round');
    await desktop.keyboard.press('a');
    const approveDialog = desktop.getByRole('dialog', { name: 'Approve this draft?' });
    await approveDialog.waitFor();
    // An optional comment: the confirm button has the focus, so Enter approves.
    await expect
      .poll(
        () =>
          approveDialog
            .getByRole('button', { name: 'Approve', exact: true })
            .evaluate((button) => button === document.activeElement),
        STEP,
      )
      .toBe(true);
    const approved = desktop.waitForResponse(
      (r) => r.url().endsWith(`/api/content/${contentId}/approve`) && r.request().method() === 'POST',
    );
    await desktop.keyboard.press('Enter');
    expect((await approved).status()).toBe(200);
    await desktop.getByTestId('toast-success').getByText("You approved Achieng Otieno's draft.").waitFor();
    await expect
      .poll(() => desktop.getByTestId('content-status').first().textContent(), STEP)
      .toBe('Approved: post it');

    // ---- the creator is told to post it and submits the live link ----
    await expect.poll(() => postStatus(phone).textContent(), LIVE).toBe('Approved: post it');
    await postCard(phone).getByTestId('post-guidance').getByText('Approved: post it').waitFor();
    const postUrl = `https://www.instagram.com/p/e2e${Date.now().toString(36)}/`;
    const liveForm = phone.getByRole('form', { name: 'Live link of post 1' });
    await liveForm.getByLabel('Link of the live post').fill(postUrl);
    const linked = phone.waitForResponse(
      (r) => r.url().endsWith(`/api/creator/content/${contentId}/live`) && r.request().method() === 'POST',
    );
    await liveForm.getByRole('button', { name: 'Submit live link', exact: true }).click();
    expect((await linked).status()).toBe(200);
    await phone.getByTestId('toast-success').getByText('Live link sent: the brand checks it next.').waitFor();
    await expect.poll(() => postStatus(phone).textContent(), STEP).toBe('Live link to verify');
    await postCard(phone).getByRole('link', { name: postUrl }).waitFor();

    // ---- the merchant's review page shows the link by itself; Verify ----
    const livePanel = desktop.getByTestId('live-post');
    await livePanel.getByTestId('live-link').getByText(postUrl, { exact: true }).waitFor(LIVE);
    expect(await desktop.getByTestId('live-link').getAttribute('href')).toBe(postUrl);
    await desktop.getByRole('button', { name: 'Verify live post', exact: true }).click();
    const verifyDialog = desktop.getByRole('dialog', { name: 'Verify the live post?' });
    const verified = desktop.waitForResponse(
      (r) => r.url().endsWith(`/api/content/${contentId}/verify-live`) && r.request().method() === 'POST',
    );
    await verifyDialog.getByRole('button', { name: 'Verify', exact: true }).click();
    expect((await verified).status()).toBe(200);
    await desktop.getByTestId('toast-success').getByText('The live post is verified.').waitFor();
    await expect.poll(() => desktop.getByTestId('content-status').first().textContent(), STEP).toBe('Verified');
    await desktop
      .getByTestId('review-waiting')
      .getByText('The live post is verified: nothing left to do.', { exact: true })
      .waitFor();
    await expectAccessible(desktop, 'content review, verified');

    // ---- the creator reads Verified too: the post and the work ----
    await expect.poll(() => postStatus(phone).textContent(), LIVE).toBe('Verified');
    await postCard(phone).getByText('Verified: this post is done.', { exact: true }).waitFor();
    await phone.getByTestId('work-state').getByText('All posts verified').waitFor(LIVE);
    await expectAccessible(phone, 'creator work at 390 px, verified');

    // ---- and the queue's "to review" list is empty again ----
    await desktop.getByRole('link', { name: 'Back to the queue' }).click();
    await waitForPath(desktop, /^\/companies\/[^/]+\/pre-approval(\?.*)?$/);
    await desktop.getByTestId('queue-empty').waitFor();
  }, 120_000);
});
