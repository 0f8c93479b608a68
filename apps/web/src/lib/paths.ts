/**
 * Every route of the web app (spec section 2), once.
 *
 *  - `ROUTES`: the patterns the router matches (`/companies/:companyId/dashboard`).
 *  - `paths`:  typed builders for links and navigation (`paths.company.dashboard(companyId)`),
 *              parameters encoded, optional query values left out when empty.
 *
 * Plain TypeScript without browser or React imports, so the browser tests can import it too.
 */

type Segment = string | number;
type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly Segment[]>;

/** The `:name` parameters of a route pattern. */
export type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof RouteParams<`/${Rest}`>]: Segment }
  : Pattern extends `${string}:${infer Name}`
    ? { [K in Name]: Segment }
    : Record<never, never>;

/** `?a=1&b=2` of the values that are set (arrays repeat the key); '' when none is. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else if (value !== undefined && value !== null && value !== '') {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Fills a pattern's parameters (each encoded) and appends the query. */
export function buildPath<Pattern extends string>(
  pattern: Pattern,
  params: RouteParams<Pattern>,
  query?: Query,
): string {
  const values = params as Record<string, Segment>;
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Route ${pattern} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(query)}`;
}

/** Route patterns, absolute. The router nests them; each child pattern starts with its parent's. */
export const ROUTES = {
  home: '/',
  auth: {
    root: '/auth',
    login: '/auth/login',
    signup: '/auth/signup',
    /** The invitation link of the e-mail; shows the create-account page. */
    inviteMerchant: '/auth/invite/merchant',
    /** An existing account accepts an invitation once logged in. */
    acceptInvitation: '/auth/invite/merchant/accept',
    createAccount: '/auth/create-account',
    thankYou: '/auth/thank-you',
    resetPassword: '/auth/reset-password',
    verifyEmail: '/auth/verify-email',
  },
  onboarding: {
    root: '/onboarding',
    type: '/onboarding/:companyType',
  },
  sme: {
    /** `/sme?token=...` signs an SME user in; `/sme` alone goes to the sign-in. */
    root: '/sme',
    auth: '/sme/auth',
    signin: '/sme/auth/signin',
    signup: '/sme/auth/signup',
    verifyEmail: '/sme/auth/verify-email',
    completeSignup: '/sme/auth/complete-signup',
    createBrand: '/sme/auth/create-brand',
    /** The same authentication pages directly under /sme (spec: "/sme/ and /sme/auth/"). */
    short: {
      signin: '/sme/signin',
      signup: '/sme/signup',
      verifyEmail: '/sme/verify-email',
      completeSignup: '/sme/complete-signup',
    },
    company: {
      root: '/sme/:smeId',
      dashboard: '/sme/:smeId/dashboard',
      campaigns: '/sme/:smeId/campaigns',
      createCampaign: '/sme/:smeId/campaigns/create',
      reports: '/sme/:smeId/reports',
      report: '/sme/:smeId/reports/:campaignId',
      contents: '/sme/:smeId/contents',
      settings: '/sme/:smeId/settings',
    },
  },
  profile: {
    root: '/profile',
    details: '/profile/details',
    notifications: '/profile/notifications',
    payments: '/profile/payments',
    paymentHistory: '/profile/payments/history',
  },
  companies: '/companies',
  dashboardMain: '/dashboard-main',
  manageTeam: '/manage-team',
  company: {
    root: '/companies/:companyId',
    dashboard: '/companies/:companyId/dashboard',
    campaigns: '/companies/:companyId/campaigns',
    reports: '/companies/:companyId/reports',
    briefs: '/companies/:companyId/campaign-briefs',
    createBrief: '/companies/:companyId/campaign-briefs/create',
    brief: '/companies/:companyId/campaign-briefs/:briefId',
    contracts: '/companies/:companyId/contracts',
    contractCampaign: '/companies/:companyId/contracts/:contractId/campaigns/:campaignId',
    groups: '/companies/:companyId/groups',
    createGroup: '/companies/:companyId/create-group',
    groupDetails: '/companies/:companyId/group-details/:groupId',
    universeGroup: '/companies/:companyId/universe-group',
    creatorDiscovery: '/companies/:companyId/creator-discovery',
    jobs: '/companies/:companyId/jobs',
    job: '/companies/:companyId/jobs/:jobId',
    startJob: '/companies/:companyId/start-job',
    bid: '/companies/:companyId/job/:jobId/bids/:bidId',
    preApproval: '/companies/:companyId/pre-approval',
    preApprovalTask: '/companies/:companyId/pre-approval/:taskId',
    payments: '/companies/:companyId/payments',
    notifications: '/companies/:companyId/notifications',
    settings: '/companies/:companyId/settings',
    campaignDetails: '/companies/:companyId/details/:campaignId',
    createCampaign: '/companies/:companyId/create',
  },
  influencers: '/influencers',
  influencer: '/influencers/:influencerId',
  influencerComparison: '/influencers-comparison/:influencerId',
  publicCampaign: '/public/campaign-details/:campaignId',
  payments: '/payments',
  contact: '/contact',
  privacy: '/privacypolicy',
  faq: '/faq',
  terms: '/terms-and-conditions',
  disabled: '/disabled',
  /** The creator portal (decision 016): its own session, phone first. */
  creator: {
    root: '/creator',
    signup: '/creator/signup',
    /** The e-mailed sign-up code, with the sign-up token kept since /creator/signup. */
    verify: '/creator/verify',
    login: '/creator/login',
    /** The request form; with ?token&email (the e-mailed link) the new-password form. */
    resetPassword: '/creator/reset-password',
    profile: '/creator/profile',
    invitations: '/creator/invitations',
    invitation: '/creator/invitations/:invitationId',
    contracts: '/creator/contracts',
    contract: '/creator/contracts/:contractId',
    work: '/creator/work',
    /** One piece of agreed work: its posts, drafts and live links. */
    assignment: '/creator/work/:assignmentId',
    /** Open jobs this creator may bid on (the Jobs section, with My bids as its second tab). */
    jobs: '/creator/jobs',
    job: '/creator/jobs/:jobId',
    bids: '/creator/bids',
    bid: '/creator/bids/:bidId',
    /** The creator's notifications (the header's bell shows the latest ten). */
    notifications: '/creator/notifications',
    /** What the creator is paid for verified posts: totals per currency, each payout and its receipt. */
    earnings: '/creator/earnings',
  },
} as const;

const company = ROUTES.company;
const smeCompany = ROUTES.sme.company;

/** Typed builders of every route: what links, navigation and tests use. */
export const paths = {
  home: () => ROUTES.home,
  auth: {
    login: (query?: { redirect?: string | null }) => buildPath(ROUTES.auth.login, {}, query),
    signup: () => ROUTES.auth.signup,
    inviteMerchant: (query?: { token?: string; email?: string }) => buildPath(ROUTES.auth.inviteMerchant, {}, query),
    acceptInvitation: (query: { token: string; email: string }) => buildPath(ROUTES.auth.acceptInvitation, {}, query),
    createAccount: (query?: { token?: string; email?: string }) => buildPath(ROUTES.auth.createAccount, {}, query),
    thankYou: () => ROUTES.auth.thankYou,
    resetPassword: (query?: { token?: string; email?: string }) => buildPath(ROUTES.auth.resetPassword, {}, query),
    verifyEmail: () => ROUTES.auth.verifyEmail,
  },
  onboarding: (companyType?: string) =>
    companyType ? buildPath(ROUTES.onboarding.type, { companyType }) : ROUTES.onboarding.root,
  sme: {
    root: (query?: { token?: string }) => buildPath(ROUTES.sme.root, {}, query),
    signin: (query?: { redirect?: string | null }) => buildPath(ROUTES.sme.signin, {}, query),
    signup: () => ROUTES.sme.signup,
    verifyEmail: () => ROUTES.sme.verifyEmail,
    completeSignup: () => ROUTES.sme.completeSignup,
    createBrand: () => ROUTES.sme.createBrand,
    company: {
      dashboard: (smeId: Segment) => buildPath(smeCompany.dashboard, { smeId }),
      campaigns: (smeId: Segment) => buildPath(smeCompany.campaigns, { smeId }),
      createCampaign: (smeId: Segment) => buildPath(smeCompany.createCampaign, { smeId }),
      reports: (smeId: Segment) => buildPath(smeCompany.reports, { smeId }),
      report: (smeId: Segment, campaignId: Segment) => buildPath(smeCompany.report, { smeId, campaignId }),
      contents: (smeId: Segment) => buildPath(smeCompany.contents, { smeId }),
      settings: (smeId: Segment) => buildPath(smeCompany.settings, { smeId }),
    },
  },
  profile: {
    root: () => ROUTES.profile.root,
    details: () => ROUTES.profile.details,
    notifications: () => ROUTES.profile.notifications,
    payments: () => ROUTES.profile.payments,
    paymentHistory: () => ROUTES.profile.paymentHistory,
  },
  companies: () => ROUTES.companies,
  dashboardMain: () => ROUTES.dashboardMain,
  /** `company` preselects the company whose team is shown. */
  manageTeam: (query?: { company?: string }) => buildPath(ROUTES.manageTeam, {}, query),
  company: {
    root: (companyId: Segment) => buildPath(company.root, { companyId }),
    dashboard: (companyId: Segment) => buildPath(company.dashboard, { companyId }),
    /** `tab` opens one list (ongoing, upcoming, completed, all, drafts). */
    campaigns: (companyId: Segment, query?: { tab?: string }) => buildPath(company.campaigns, { companyId }, query),
    /** `campaign` opens that campaign's (or job's) report; `brand` with `from` and `to` (days) a brand's range. */
    reports: (companyId: Segment, query?: { campaign?: string; brand?: string; from?: string; to?: string }) =>
      buildPath(company.reports, { companyId }, query),
    /** `brand` picks one of the company's brands, `name` searches its briefs by name. */
    briefs: (companyId: Segment, query?: { brand?: string; name?: string }) =>
      buildPath(company.briefs, { companyId }, query),
    /** `brand` preselects the brand of the new brief. */
    createBrief: (companyId: Segment, query?: { brand?: string }) =>
      buildPath(company.createBrief, { companyId }, query),
    /** `edit` opens the brief in its form. */
    brief: (companyId: Segment, briefId: Segment, query?: { edit?: boolean }) =>
      buildPath(company.brief, { companyId, briefId }, query?.edit ? { edit: 1 } : undefined),
    /** `tab` opens the templates (default) or the contracts tab. */
    contracts: (companyId: Segment, query?: { tab?: 'templates' | 'contracts' }) =>
      buildPath(company.contracts, { companyId }, query),
    contractCampaign: (companyId: Segment, contractId: Segment, campaignId: Segment) =>
      buildPath(company.contractCampaign, { companyId, contractId, campaignId }),
    groups: (companyId: Segment) => buildPath(company.groups, { companyId }),
    createGroup: (companyId: Segment) => buildPath(company.createGroup, { companyId }),
    groupDetails: (companyId: Segment, groupId: Segment) => buildPath(company.groupDetails, { companyId, groupId }),
    universeGroup: (companyId: Segment) => buildPath(company.universeGroup, { companyId }),
    /** `add_to` opens discovery to add creators to that group. */
    creatorDiscovery: (companyId: Segment, query?: { add_to?: string }) =>
      buildPath(company.creatorDiscovery, { companyId }, query),
    jobs: (companyId: Segment) => buildPath(company.jobs, { companyId }),
    job: (companyId: Segment, jobId: Segment) => buildPath(company.job, { companyId, jobId }),
    startJob: (companyId: Segment) => buildPath(company.startJob, { companyId }),
    bid: (companyId: Segment, jobId: Segment, bidId: Segment) => buildPath(company.bid, { companyId, jobId, bidId }),
    preApproval: (companyId: Segment) => buildPath(company.preApproval, { companyId }),
    preApprovalTask: (companyId: Segment, taskId: Segment) => buildPath(company.preApprovalTask, { companyId, taskId }),
    payments: (companyId: Segment) => buildPath(company.payments, { companyId }),
    notifications: (companyId: Segment) => buildPath(company.notifications, { companyId }),
    settings: (companyId: Segment) => buildPath(company.settings, { companyId }),
    campaignDetails: (companyId: Segment, campaignId: Segment) =>
      buildPath(company.campaignDetails, { companyId, campaignId }),
    /** `draft` resumes that draft in the wizard, at its step. */
    createCampaign: (companyId: Segment, query?: { draft?: string }) =>
      buildPath(company.createCampaign, { companyId }, query),
  },
  influencers: () => ROUTES.influencers,
  influencer: (influencerId: Segment) => buildPath(ROUTES.influencer, { influencerId }),
  /** `others`: the creators compared with the first, as `?ids=7,9,11`. */
  influencerComparison: (influencerId: number, others: readonly number[] = []) =>
    `${buildPath(ROUTES.influencerComparison, { influencerId })}${others.length ? `?ids=${others.join(',')}` : ''}`,
  publicCampaign: (campaignId: Segment) => buildPath(ROUTES.publicCampaign, { campaignId }),
  payments: () => ROUTES.payments,
  contact: () => ROUTES.contact,
  privacy: () => ROUTES.privacy,
  faq: () => ROUTES.faq,
  terms: () => ROUTES.terms,
  disabled: () => ROUTES.disabled,
  creator: {
    home: () => ROUTES.creator.root,
    signup: () => ROUTES.creator.signup,
    verify: () => ROUTES.creator.verify,
    login: (query?: { redirect?: string | null }) => buildPath(ROUTES.creator.login, {}, query),
    resetPassword: (query?: { token?: string; email?: string }) => buildPath(ROUTES.creator.resetPassword, {}, query),
    profile: () => ROUTES.creator.profile,
    invitations: () => ROUTES.creator.invitations,
    invitation: (invitationId: Segment) => buildPath(ROUTES.creator.invitation, { invitationId }),
    contracts: () => ROUTES.creator.contracts,
    contract: (contractId: Segment) => buildPath(ROUTES.creator.contract, { contractId }),
    work: () => ROUTES.creator.work,
    assignment: (assignmentId: Segment) => buildPath(ROUTES.creator.assignment, { assignmentId }),
    /** `channel` filters by channel, `page` and `page_size` page the list (left out when they are the defaults). */
    jobs: (query?: { channel?: string | null; page?: number | null; page_size?: number | null }) =>
      buildPath(ROUTES.creator.jobs, {}, query),
    job: (jobId: Segment) => buildPath(ROUTES.creator.job, { jobId }),
    bids: () => ROUTES.creator.bids,
    bid: (bidId: Segment) => buildPath(ROUTES.creator.bid, { bidId }),
    notifications: () => ROUTES.creator.notifications,
    earnings: () => ROUTES.creator.earnings,
  },
} as const;

/** True for the creator portal's paths (/creator and below, with or without a query). */
export function isCreatorPath(path: string): boolean {
  const root = ROUTES.creator.root;
  return path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`) || path.startsWith(`${root}#`);
}

/**
 * True for the pages open to any visitor, signed in or not, whatever the session (decision 014): the FAQ, the terms,
 * the privacy policy, contact, the thank-you page and a campaign's public page.
 */
export function isOpenPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact: readonly string[] = [ROUTES.faq, ROUTES.terms, ROUTES.privacy, ROUTES.contact, ROUTES.auth.thankYou];
  if (exact.includes(path)) return true;
  const publicRoot = ROUTES.publicCampaign.slice(0, ROUTES.publicCampaign.indexOf(':'));
  return path.startsWith(publicRoot) && path.length > publicRoot.length && !path.slice(publicRoot.length).includes('/');
}

/** A route pattern relative to its parent's (for nested router children). */
export function relativeTo(parent: string, pattern: string): string {
  if (pattern === parent) return '';
  if (!pattern.startsWith(`${parent}/`)) throw new Error(`${pattern} is not under ${parent}`);
  return pattern.slice(parent.length + 1);
}
