/**
 * Teams in Chromium (issue 3): the owner invites a new e-mail from /manage-team, the link mailed over
 * SMTP creates the invitee's account and opens the company; the owner changes a member's role and
 * removes them (confirmed), and the list follows.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  browserTest,
  createCompanyViaApi,
  heading,
  joinCompanyViaApi,
  pathOfLink,
  readStorage,
  seedMerchant,
  uniqueEmail,
  waitForPath,
  type Stack,
} from '../fixtures';

const test = browserTest();

function memberRow(page: Page, email: string): Locator {
  return page.getByTestId('team-members').locator(`[data-testid="team-member"][data-email="${email}"]`);
}

/** The team as the API has it: e-mail -> role. */
async function teamRoles(stack: Stack, companyId: string, token: string): Promise<Record<string, string>> {
  const reply = await stack.api<{ members: { email: string; role: string }[] }>(
    'GET',
    `/api/companies/${companyId}/team`,
    undefined,
    token,
  );
  expect(reply.status).toBe(200);
  return Object.fromEntries(reply.body.members.map((m) => [m.email, m.role]));
}

describe('invitations', () => {
  test('the owner invites a new e-mail as Company manager; the mailed link makes the account, opens company', async ({
    stack,
    openPage,
    pageAs,
  }) => {
    const owner = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, owner.token, { name: 'Jamii Foods', company_role: 'ACCOUNT' });
    const ownerPage = await pageAs(owner);
    const invitee = uniqueEmail('invitee');

    // From the company dashboard to its team.
    await ownerPage.goto(`/companies/${companyId}/dashboard`);
    await heading(ownerPage, 'Company dashboard', 2);
    await ownerPage.getByRole('link', { name: 'Manage team' }).click();
    await waitForPath(ownerPage, `/manage-team?company=${companyId}`);
    await heading(ownerPage, 'Manage team', 1);
    expect(await ownerPage.getByRole('combobox', { name: 'Company' }).inputValue()).toBe('Jamii Foods');
    await heading(ownerPage, 'Members (1)');
    await memberRow(ownerPage, owner.email).getByText('You', { exact: true }).waitFor();

    const form = ownerPage.getByRole('form', { name: 'Invite a teammate to Jamii Foods' });
    await form.getByLabel('E-mail').fill(invitee);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await ownerPage.getByRole('option', { name: 'Company manager', exact: true }).click();
    expect(await form.getByRole('combobox', { name: 'Role' }).inputValue()).toBe('Company manager');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText(`Invitation sent to ${invitee}.`).waitFor();
    const pendingRow = ownerPage
      .getByTestId('team-invitations')
      .locator(`[data-testid="team-invitation"][data-email="${invitee}"]`);
    await pendingRow.getByText('Company manager', { exact: true }).waitFor();
    await heading(ownerPage, 'Pending invitations (1)');

    // The e-mail, captured over SMTP, carries the link to the create-account page.
    const link = await stack.linkFor(invitee, '/auth/invite/merchant');
    expect(link).toMatch(/^http:\/\/app\.test\/auth\/invite\/merchant\?token=[^&]+&email=/);
    expect(new URL(link).searchParams.get('email')).toBe(invitee);

    // The invitee, in a browser of their own.
    const page = await openPage();
    await page.goto(pathOfLink(link));
    await heading(page, 'Create your account');
    const summary = page.getByTestId('invitation-summary');
    await summary.getByText('Join Jamii Foods as Company manager').waitFor();
    expect(await summary.textContent()).toContain(`Wanjiru Mwangi invited ${invitee}.`);
    const emailField = page.getByLabel('E-mail');
    expect(await emailField.inputValue()).toBe(invitee);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('First name').fill('Baraka');
    await page.getByLabel('Last name').fill('Kiptoo');
    await page.getByLabel('Phone number').fill('+254 722 111222');
    await page.getByLabel('Password', { exact: true }).fill('Chai#2024x');
    await page.getByLabel('Confirm password').fill('Chai#2024x');
    await page.getByRole('button', { name: 'Create account' }).click();

    await waitForPath(page, `/companies/${companyId}/dashboard`);
    await heading(page, 'Jamii Foods', 1);
    await heading(page, 'Company dashboard', 2);
    await page.getByTestId('company-header').getByText('Company manager', { exact: true }).waitFor();
    const session = JSON.parse((await readStorage(page)).brand ?? 'null') as { token: string } | null;
    expect(session?.token).toEqual(expect.any(String));
    const profile = await stack.api('GET', '/api/user/merchant', undefined, session!.token);
    expect(profile.body).toMatchObject({ email: invitee, first_name: 'Baraka', last_name: 'Kiptoo' });
    expect(profile.body.companies).toEqual([
      expect.objectContaining({ id: companyId, cluster_role: 'COMPANY_MANAGER' }),
    ]);

    // The owner's list: the new member with their role, no pending invitation left.
    await ownerPage.reload();
    await heading(ownerPage, 'Members (2)');
    const row = memberRow(ownerPage, invitee);
    await row.getByText('Baraka Kiptoo', { exact: true }).waitFor();
    expect(await row.getByRole('combobox', { name: 'Role of Baraka Kiptoo' }).inputValue()).toBe('Company manager');
    await heading(ownerPage, 'Pending invitations (0)');
    await ownerPage.getByText('No pending invitations.').waitFor();

    // The used link does not work a second time.
    const again = await openPage();
    await again.goto(pathOfLink(link));
    await again.getByTestId('invitation-invalid').waitFor();
    expect(await again.getByRole('button', { name: 'Create account' }).count()).toBe(0);
  });

  test('an invited e-mail that already has an account logs in to accept and lands in the company', async ({
    stack,
    openPage,
    pageAs,
  }) => {
    const owner = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, owner.token, {
      name: 'Bahari Seafood',
      company_role: 'ACCOUNT',
    });
    const existing = await seedMerchant(stack);
    const ownId = await createCompanyViaApi(stack, existing.token, { name: 'Own Stall', company_role: 'BRAND' });
    const ownerPage = await pageAs(owner);

    await ownerPage.goto(`/manage-team?company=${companyId}`);
    const form = ownerPage.getByRole('form', { name: 'Invite a teammate to Bahari Seafood' });
    await form.getByLabel('E-mail').fill(existing.email);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await ownerPage.getByRole('option', { name: 'Admin', exact: true }).click();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText(`Invitation sent to ${existing.email}.`).waitFor();

    const page = await openPage();
    await page.goto(pathOfLink(await stack.linkFor(existing.email, '/auth/invite/merchant')));
    await heading(page, 'Accept your invitation');
    await page.getByTestId('invitation-summary').getByText('Join Bahari Seafood as Admin').waitFor();
    expect(await page.getByRole('button', { name: 'Create account' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Log in to accept' }).click();
    await waitForPath(page, /^\/auth\/login\?redirect=%2Fauth%2Finvite%2Fmerchant%2Faccept%3F/);
    await page.getByLabel('E-mail').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(existing.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await waitForPath(page, `/companies/${companyId}/dashboard`);
    await heading(page, 'Bahari Seafood', 1);
    await page.getByTestId('company-header').getByText('Admin', { exact: true }).waitFor();
    // Both companies are now theirs.
    await page.goto('/companies');
    await page.getByRole('link', { name: 'Bahari Seafood', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Own Stall', exact: true }).waitFor();
    expect(await page.locator(`[data-testid="company-row"][data-company-id="${ownId}"]`).count()).toBe(1);

    await ownerPage.reload();
    await heading(ownerPage, 'Members (2)');
    expect(
      await memberRow(ownerPage, existing.email).getByRole('combobox', { name: 'Role of Wanjiru Mwangi' }).inputValue(),
    ).toBe('Admin');
  });
});

describe('members', () => {
  test('the owner changes a member role and removes the member after confirming; the list follows', async ({
    stack,
    pageAs,
  }) => {
    const owner = await seedMerchant(stack);
    const companyId = await createCompanyViaApi(stack, owner.token, {
      name: 'Upepo Logistics',
      company_role: 'ACCOUNT',
    });
    const member = await seedMerchant(stack);
    await joinCompanyViaApi(stack, owner.token, companyId, member, 'COMPANY_MANAGER');
    const page = await pageAs(owner);

    await page.goto(`/manage-team?company=${companyId}`);
    await heading(page, 'Members (2)');
    const row = memberRow(page, member.email);
    const roleSelect = row.getByRole('combobox', { name: 'Role of Wanjiru Mwangi' });
    expect(await roleSelect.inputValue()).toBe('Company manager');
    // The owner's own row offers neither.
    expect(await memberRow(page, owner.email).getByRole('combobox').count()).toBe(0);
    expect(
      await memberRow(page, owner.email)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);

    // Change the role.
    await roleSelect.click();
    await page.getByRole('option', { name: 'Brand manager', exact: true }).click();
    await page.getByText('Wanjiru Mwangi is now Brand manager.').waitFor();
    await expect.poll(() => roleSelect.inputValue()).toBe('Brand manager');
    expect(await teamRoles(stack, companyId, owner.token)).toEqual({
      [owner.email]: 'OWNER',
      [member.email]: 'BRAND_MANAGER',
    });
    await page.reload();
    await heading(page, 'Members (2)');
    expect(await roleSelect.inputValue()).toBe('Brand manager');

    // Remove: cancelling keeps the member, confirming removes them.
    await row.getByRole('button', { name: 'Remove Wanjiru Mwangi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Wanjiru Mwangi?' });
    await dialog.getByText('Wanjiru Mwangi will no longer reach Upepo Logistics').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor();
    expect(Object.keys(await teamRoles(stack, companyId, owner.token))).toHaveLength(2);

    await row.getByRole('button', { name: 'Remove Wanjiru Mwangi' }).click();
    await dialog.waitFor();
    await page.getByTestId('confirm-action').click();
    await page.getByText('Wanjiru Mwangi was removed from Upepo Logistics.').waitFor();
    await row.waitFor({ state: 'detached' });
    await heading(page, 'Members (1)');
    expect(await teamRoles(stack, companyId, owner.token)).toEqual({ [owner.email]: 'OWNER' });
    // The removed member no longer reaches the company.
    expect((await stack.api('GET', `/api/companies/${companyId}`, undefined, member.token)).status).toBe(404);
  });
});
