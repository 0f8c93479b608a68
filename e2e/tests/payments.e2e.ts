/**
 * Payments in the browser (issue 19, decision 023), on the sandbox provider (it pays by itself through the queue).
 * Seeded through the API: a merchant owning an account company and its brand, a text contract template, a Kenyan
 * Instagram creator with a complete profile and a campaign of one post selecting them.
 *
 * 1. M-Pesa: the owner opens the campaign's details, reads the amount to fund, funds it by M-Pesa from a phone and
 *    watches "Check your phone" turn into Funded by itself (no reload). The creator accepts the invitation, has
 *    their payout number approved, sends a draft; the owner approves it; the creator sends the live link; the owner
 *    verifies the live post on the review page. The creator logs into the portal and reads on Earnings the payout
 *    Paid with its net and sent amounts; the owner reads the funding (Funded) in their payment history, and the
 *    funding and the payout (Paid) on the company's payments page. Earnings (390 px) and the company's payments
 *    page have no serious or critical axe finding.
 * 2. Invoice: the owner funds another campaign by invoice with a purchase-order number, reads the invoice's number,
 *    downloads its PDF and finds in it the number, the purchase order, the lines and the total.
 */
import { readFile, rm } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, describe, expect } from 'vitest';
import { decideVerification } from '@app/api/modules/creator-accounts/accounts.service';
import { PNG_BYTES } from '@app/api/test/helpers';
import { formatMoney } from '@app/shared/money';
import { fundingLines, type Earnings, type Funding, type PaymentsPage } from '@app/shared/payments';
import {
  acceptInvitationViaApi,
  agreedCampaignViaApi,
  browserTest,
  DESKTOP,
  expectAccessible,
  heading,
  logInAsCreator,
  ok,
  PHONE,
  waitForPath,
  type Stack,
} from '../fixtures';
import { paths } from '@app/web/paths';

const UPLOAD_DIR = `/tmp/e2e-uploads-payments-${process.pid}`;
const test = browserTest({ env: { UPLOAD_DIR }, queue: true });
afterAll(() => rm(UPLOAD_DIR, { recursive: true, force: true }));

const CAPTION = 'Morning fuel with @juicebrand #FreshJuice #ad';
/** What the sandbox and the queue change by themselves (a callback after a second, polled every second). */
const LIVE = { timeout: 20_000 };
/** What a person's own move changes on their page. */
const STEP = { timeout: 10_000 };

/** The creator's payout number, sent through the API and approved as staff do. */
async function approvedPayoutNumber(stack: Stack, creator: { email: string; token: string }, number: string) {
  await ok(
    stack.api('POST', '/api/creator/verification/payment', { mpesa_number: number }, creator.token),
    'POST /creator/verification/payment',
  );
  await decideVerification(stack.app.deps.db, { email: creator.email, step: 'PAYMENT', status: 'APPROVED' });
}

/** Draft (a PNG and a caption) by the creator, approved by the owner, then its live link: the content's id. */
async function livePost(stack: Stack, ownerToken: string, creatorToken: string, assignmentId: string) {
  const form = new FormData();
  form.append('caption', CAPTION);
  form.append('post_index', '1');
  form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'look.png');
  const draftRes = await fetch(`${stack.baseUrl}/api/creator/assignments/${assignmentId}/content`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creatorToken}` },
    body: form,
  });
  const draft = (await draftRes.json()) as { id: string };
  if (draftRes.status !== 201)
    throw new Error(`sending the draft answered ${draftRes.status}: ${JSON.stringify(draft)}`);
  await ok(stack.api('POST', `/api/content/${draft.id}/approve`, {}, ownerToken), 'approving the draft');
  const postUrl = `https://www.instagram.com/p/e2e${Date.now().toString(36)}/`;
  await ok(
    stack.api('POST', `/api/creator/content/${draft.id}/live`, { post_url: postUrl }, creatorToken),
    'sending the live link',
  );
  return { contentId: draft.id, postUrl };
}

/** The value under a labelled fact of a card ("Net pay" -> "KES 4,750.00"). */
const factValue = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();

describe('payments in the browser', () => {
  test('M-Pesa funding turns Funded live; a verified post is paid; both sides read it', async ({
    stack,
    openPage,
    pageAs,
  }) => {
    const { merchant, brandId, creator, campaign } = await agreedCampaignViaApi(stack, {
      name: 'Juice launch',
      funded: false,
      accept: false,
    });
    const work = campaign.cost.deliverables_total_minor;
    const currency = campaign.cost.currency;
    const money = (minor: number) => formatMoney(minor, currency);
    const { total_minor: total } = fundingLines(work);

    // ---- the owner opens the campaign's details: not funded yet, the amount to fund ----
    const desktop = await pageAs(merchant, 'brand', DESKTOP);
    const detailsPath = paths.company.campaignDetails(campaign.company_id, campaign.id);
    await desktop.goto(detailsPath);
    await waitForPath(desktop, detailsPath);
    await heading(desktop, 'Juice launch', 2);
    const panel = desktop.getByTestId('funding-panel');
    const none = panel.getByTestId('funding-none');
    await none.waitFor();
    expect(await none.textContent()).toBe(
      `Not funded yet. To fund: ${money(total)} (the agreed work of ${money(work)}, the platform fee and VAT).`,
    );
    // A mark on this document: still there later means the page was never reloaded.
    await desktop.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    // ---- Fund: M-Pesa from a phone; the dialog says to check the phone, then Funded by itself ----
    await panel.getByRole('button', { name: 'Fund: Juice launch', exact: true }).click();
    const dialog = desktop.getByRole('dialog', { name: 'Fund Juice launch' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'M-Pesa' }).check();
    await dialog.getByLabel('M-Pesa number').fill('0712 345 678');
    const asked = desktop.waitForResponse(
      (r) => r.url().endsWith('/api/payments/fundings') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: `Pay ${money(total)}`, exact: true }).click();
    const askedReply = await asked;
    expect(askedReply.status()).toBe(201);
    const funding = (await askedReply.json()) as Funding;
    expect(funding).toMatchObject({ status: 'PENDING', method: 'MPESA', amount_minor: total });
    const checkPhone = dialog.getByTestId('check-phone');
    await checkPhone.waitFor(STEP);
    expect(await checkPhone.textContent()).toContain('Check your phone');
    await dialog.getByTestId('funded').getByText('Funded', { exact: true }).waitFor(LIVE);
    expect(await dialog.getByTestId('funded').textContent()).toContain(
      `${money(total)} is held in escrow until the work is verified.`,
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The panel behind it says so too, with the receipt.
    await panel.getByTestId('funding-funded').waitFor(LIVE);
    expect(await panel.getByTestId('funding-status').textContent()).toBe('Funded');
    expect(await panel.getByTestId('funding-funded').textContent()).toContain(`${money(total)} funded`);
    await panel.getByTestId('download-receipt').waitFor();
    expect(await panel.getByRole('button', { name: /^Fund/ }).count()).toBe(0);
    expect(await desktop.evaluate(() => 'e2eSameDocument' in window)).toBe(true);

    // ---- the work through the API: accepted, the payout number approved, a draft approved, the live link ----
    const assignmentId = await acceptInvitationViaApi(stack, creator.token, campaign.id);
    // Approved before the post is verified: the payout goes out right after the verification (the outbox).
    await approvedPayoutNumber(stack, creator, '0722 000 111');
    const { contentId, postUrl } = await livePost(stack, merchant.token, creator.token, assignmentId);

    // ---- the owner verifies the live post on its review page ----
    const reviewPath = paths.company.preApprovalTask(brandId, contentId);
    await desktop.goto(reviewPath);
    await waitForPath(desktop, reviewPath);
    await desktop.getByTestId('live-post').getByTestId('live-link').getByText(postUrl, { exact: true }).waitFor();
    await desktop.getByRole('button', { name: 'Verify live post', exact: true }).click();
    const verifyDialog = desktop.getByRole('dialog', { name: 'Verify the live post?' });
    const verified = desktop.waitForResponse(
      (r) => r.url().endsWith(`/api/content/${contentId}/verify-live`) && r.request().method() === 'POST',
    );
    await verifyDialog.getByRole('button', { name: 'Verify', exact: true }).click();
    expect((await verified).status()).toBe(200);
    await desktop.getByTestId('toast-success').getByText('The live post is verified.').waitFor();

    // ---- the sandbox pays the creator by itself: the figures to expect, from the API ----
    let earnings: Earnings | undefined;
    await expect
      .poll(
        async () => {
          earnings = await ok(
            stack.api<Earnings>('GET', '/api/creator/earnings', undefined, creator.token),
            'GET /creator/earnings',
          );
          return earnings.payouts.map((p) => p.status);
        },
        { ...LIVE, interval: 250, message: 'the payout is paid' },
      )
      .toEqual(['PAID']);
    const payout = earnings!.payouts[0];
    expect(payout).toMatchObject({ gross_minor: work, currency, post_index: 1 });
    expect(payout.net_minor).toBe(payout.gross_minor - payout.withholding_minor);
    expect(payout.sent_minor).not.toBeNull();

    // ---- the creator logs into the portal and reads the payout on Earnings (a phone) ----
    const phone = await openPage(PHONE);
    await logInAsCreator(phone, creator.email);
    await phone
      .getByRole('navigation', { name: 'Creator portal sections' })
      .getByRole('link', { name: 'Earnings' })
      .click();
    await waitForPath(phone, paths.creator.earnings());
    await heading(phone, 'Earnings', 1);
    const card = phone.getByTestId('payout-card');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    // The work it pays for links to it (the API's `work` already names the post: "Juice launch: post 1").
    expect(await card.getByRole('link').first().textContent()).toContain('Juice launch');
    expect(await card.getByTestId('payout-status').textContent()).toBe('Paid');
    expect(await factValue(card, 'Agreed')).toBe(money(payout.gross_minor));
    expect(await factValue(card, `Tax withheld (${payout.withholding_percent}%)`)).toBe(
      money(payout.withholding_minor),
    );
    expect(await factValue(card, 'Net pay')).toBe(money(payout.net_minor));
    expect(await factValue(card, 'Sent')).toContain(money(payout.sent_minor!));
    await card.getByRole('button', { name: new RegExp(payout.receipt!.number) }).waitFor();
    expect(await phone.getByTestId('payout-not-ready').count()).toBe(0);
    await expectAccessible(phone, 'creator earnings at 390 px');

    // ---- the owner's payment history: the funding, Funded ----
    await desktop.goto(paths.profile.paymentHistory());
    await waitForPath(desktop, paths.profile.paymentHistory());
    await heading(desktop, 'Payment history', 2);
    const historyRow = desktop.getByTestId('history-row');
    await historyRow.first().waitFor();
    expect(await historyRow.count()).toBe(1);
    expect(await historyRow.getByTestId('funding-status').textContent()).toBe('Funded');
    const historyText = await historyRow.textContent();
    expect(historyText).toContain('Juice launch');
    expect(historyText).toContain('M-Pesa');
    expect(historyText).toContain(money(total));

    // ---- the company's payments page: the funding (Funded) and the payout (Paid) ----
    const companyPayments = await ok(
      stack.api<PaymentsPage>('GET', `/api/companies/${campaign.company_id}/payments`, undefined, merchant.token),
      'GET /companies/{id}/payments',
    );
    const fundingRow = companyPayments.results.find((r) => r.type === 'FUNDING');
    const payoutRow = companyPayments.results.find((r) => r.type === 'PAYOUT');
    expect(fundingRow).toMatchObject({ id: funding.id, status: 'FUNDED', amount_minor: total });
    expect(payoutRow).toMatchObject({ status: 'PAID' });
    const paymentsPath = paths.company.payments(campaign.company_id);
    await desktop.goto(paymentsPath);
    await waitForPath(desktop, paymentsPath);
    await heading(desktop, 'Payments', 2);
    const rowOf = (id: string) => desktop.locator(`[data-testid="payment-row"][data-payment-id="${id}"]`);
    await rowOf(fundingRow!.id).waitFor();
    expect(await rowOf(fundingRow!.id).getByTestId('payment-status').textContent()).toBe('Funded');
    expect(await rowOf(fundingRow!.id).getByTestId('payment-amount').textContent()).toBe(money(total));
    expect(await rowOf(fundingRow!.id).textContent()).toContain('Juice launch');
    expect(await rowOf(payoutRow!.id).getByTestId('payment-status').textContent()).toBe('Paid');
    expect(await rowOf(payoutRow!.id).getByTestId('payment-amount').textContent()).toBe(money(payoutRow!.amount_minor));
    expect(await rowOf(payoutRow!.id).textContent()).toContain('Achieng Otieno: post 1');
    await expectAccessible(desktop, 'company payments');
  }, 180_000);

  test('invoice: a purchase order, the invoice number, its PDF with the lines and the total', async ({
    stack,
    pageAs,
  }) => {
    const { merchant, campaign } = await agreedCampaignViaApi(stack, {
      name: 'Juice relaunch',
      funded: false,
      accept: false,
    });
    const currency = campaign.cost.currency;
    const money = (minor: number) => formatMoney(minor, currency);
    const { total_minor: total } = fundingLines(campaign.cost.deliverables_total_minor);

    const desktop = await pageAs(merchant, 'brand', DESKTOP);
    const detailsPath = paths.company.campaignDetails(campaign.company_id, campaign.id);
    await desktop.goto(detailsPath);
    await waitForPath(desktop, detailsPath);
    await heading(desktop, 'Juice relaunch', 2);
    const panel = desktop.getByTestId('funding-panel');
    await panel.getByTestId('funding-none').waitFor();

    // ---- Fund by invoice: the campaign's purchase order is asked first ----
    await panel.getByRole('button', { name: 'Fund: Juice relaunch', exact: true }).click();
    const dialog = desktop.getByRole('dialog', { name: 'Fund Juice relaunch' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Invoice' }).check();
    const issue = dialog.getByRole('button', { name: 'Issue the invoice', exact: true });
    await issue.click();
    await dialog.getByText('Enter the purchase order number', { exact: true }).waitFor();
    await dialog.getByLabel('Purchase order number').fill('PO-7781');
    const asked = desktop.waitForResponse(
      (r) => r.url().endsWith('/api/payments/fundings') && r.request().method() === 'POST',
    );
    await issue.click();
    const askedReply = await asked;
    expect(askedReply.status()).toBe(201);
    const funding = (await askedReply.json()) as Funding;
    expect(funding).toMatchObject({ status: 'PENDING', method: 'INVOICE', amount_minor: total });
    const invoiceNumber = funding.invoice!.number;
    expect(invoiceNumber).toMatch(/^INV-\d{6}$/);

    const issued = dialog.getByTestId('invoice-issued');
    await issued.getByText(`Invoice ${invoiceNumber} issued`, { exact: true }).waitFor(STEP);

    // ---- the invoice's PDF, downloaded, read back ----
    const download = desktop.waitForEvent('download');
    await issued.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)`, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const bytes = await readFile(await file.path());
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(`Invoice ${invoiceNumber}`);
    expect(text).toContain('PO-7781');
    expect(text).toContain('Agreed work');
    expect(text).toContain('Platform fee (30%)');
    expect(text).toContain('VAT (15%)');
    expect(text).toContain('Total due');
    expect(text).toContain(money(total));

    // ---- closed, the panel says the invoice waits to be paid ----
    await dialog.getByRole('button', { name: 'Close (it goes on)', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const invoiced = panel.getByTestId('funding-invoiced');
    await invoiced.waitFor(STEP);
    expect(await invoiced.textContent()).toBe(
      `Invoice ${invoiceNumber} of ${money(total)} is issued: the work is funded once it is paid.`,
    );
    expect(await panel.getByTestId('funding-status').textContent()).toBe('Awaiting payment');
    await panel.getByRole('button', { name: `Download invoice ${invoiceNumber} (PDF)`, exact: true }).waitFor();
  }, 120_000);
});
