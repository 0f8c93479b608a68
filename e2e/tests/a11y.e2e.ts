/**
 * Accessibility (issue 8, part 14): axe-core (WCAG 2.0/2.1 A and AA, best practices) on the login,
 * sign-up, company dashboard, creator discovery, creator profile, groups, campaign briefs (list and form)
 * and contracts pages, at a desktop
 * width (1280 px) and a phone width (390 px): no serious or critical violation.
 */
import { appendFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { generateCatalogue } from '@app/api/db/seed/creators';
import {
  axeViolations,
  browserTest,
  groupViaApi,
  DESKTOP,
  heading,
  PHONE,
  searchCreatorsViaApi,
  type BrandOwner,
  type Stack,
} from '../fixtures';
import { paths } from '@app/web/paths';

const test = browserTest({ seed: (stack) => generateCatalogue(stack.database.db, { count: 60, seed: 5 }) });

interface Screen {
  name: string;
  /** Opens the screen and waits until it shows its content. */
  open(page: Page, context: { stack: Stack; owner: BrandOwner }): Promise<void>;
  loggedIn: boolean;
}

const SCREENS: Screen[] = [
  {
    name: 'login',
    loggedIn: false,
    async open(page) {
      await page.goto(paths.auth.login());
      await heading(page, 'Log in');
    },
  },
  {
    name: 'sign-up',
    loggedIn: false,
    async open(page) {
      await page.goto(paths.auth.signup());
      await heading(page, 'Create your account');
      await page.getByText('At least 8 characters', { exact: true }).waitFor();
    },
  },
  {
    name: 'SME sign-up',
    loggedIn: false,
    async open(page) {
      await page.goto(paths.sme.signup());
      await heading(page, 'Create your business account');
    },
  },
  {
    name: 'company dashboard',
    loggedIn: true,
    async open(page, { owner }) {
      await page.goto(paths.company.dashboard(owner.companyId));
      await heading(page, 'Company dashboard', 2);
      await page.getByTestId('onboarding-checklist').waitFor();
      // The headline cards, the campaigns ending this week and the notifications, loaded (not their skeletons).
      await page.getByTestId('dashboard-cards').waitFor();
    },
  },
  {
    name: 'creator discovery',
    loggedIn: true,
    async open(page, { owner }) {
      await page.goto(paths.company.creatorDiscovery(owner.companyId));
      await page.getByTestId('creator-card').first().waitFor();
    },
  },
  {
    name: 'creator profile',
    loggedIn: true,
    async open(page, { stack, owner }) {
      const top = (await searchCreatorsViaApi(stack, owner.token, { page_size: 1 })).influencers_for_search[0];
      await page.goto(paths.influencer(top.id));
      await heading(page, top.name);
      await page.getByTestId('metrics-card').first().waitFor();
    },
  },
  {
    name: 'groups',
    loggedIn: true,
    async open(page, { owner }) {
      await page.goto(paths.company.groups(owner.companyId));
      await page.getByTestId('group-card').first().waitFor();
    },
  },
  {
    name: 'campaign briefs',
    loggedIn: true,
    async open(page, { stack, owner }) {
      const brief = {
        brand_id: owner.companyId,
        brief_name: 'Launch brief',
        platform: 'INSTAGRAM',
        start_date: '2027-01-10',
        end_date: '2027-01-20',
      };
      expect((await stack.api('POST', '/ms/briefs/brief', brief, owner.token)).status).toBe(201);
      await page.goto(paths.company.briefs(owner.companyId));
      await heading(page, 'Campaign briefs');
      await page.getByText('Launch brief').first().waitFor();
    },
  },
  {
    name: 'create a brief',
    loggedIn: true,
    async open(page, { owner }) {
      await page.goto(paths.company.createBrief(owner.companyId));
      await heading(page, 'Create a brief');
      await page.getByRole('textbox', { name: 'Step 1', exact: true }).waitFor();
      await page.locator('.codex-editor').first().waitFor();
    },
  },
  {
    name: 'contracts',
    loggedIn: true,
    async open(page, { stack, owner }) {
      const form = new FormData();
      form.append('company_id', owner.companyId);
      form.append('title', 'Usage rights');
      form.append('type', 'TEXT');
      form.append(
        'body',
        JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'The creator grants usage rights.' } }] }),
      );
      const created = await fetch(`${stack.baseUrl}/api/contract_templates`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(created.status).toBe(201);
      await page.goto(paths.company.contracts(owner.companyId));
      await heading(page, 'Contracts');
      await page.getByText('Usage rights').first().waitFor();
    },
  },
];

const WIDTHS: Array<[string, BrowserContextOptions]> = [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
];

describe.each(WIDTHS)('at %s', (_width, viewport) => {
  test.for(SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s has no serious or critical axe violation',
    async ([, screen], { stack, brand, openPage, pageAs }) => {
      // a group with three creators, so the groups page shows a card with avatars and counts
      if (screen.loggedIn) await groupViaApi(stack, brand, 3);
      const page = screen.loggedIn ? await pageAs(brand, 'brand', viewport) : await openPage(viewport);
      await screen.open(page, { stack, owner: brand });
      const violations = await axeViolations(page);
      // A11Y_REPORT=<file>: every finding (minor and moderate too), one JSON line per screen and width.
      if (process.env.A11Y_REPORT) {
        const found = violations.map((v) => `${v.impact} ${v.id} (${v.targets.length})`);
        appendFileSync(
          process.env.A11Y_REPORT,
          `${JSON.stringify({ screen: screen.name, width: _width, violations: found })}\n`,
        );
      }
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious, JSON.stringify(violations, null, 2)).toEqual([]);
    },
  );
});
