/**
 * Every route of spec section 2 with its guard (spec sections 4 and 6).
 *
 * Guards (layout routes, outermost first):
 * - RootLayout/SessionRules SME user on any non-SME path but the open pages -> SME home; brand user on an SME path ->
 * brandOnSmePath
 *  - AnonymousOnly             brand auth pages; logged-in brand user -> safe `redirect` or brandHomePath
 *  - RequireBrand              brand login, else /auth/login?redirect={path}
 *  - RequireActiveAccount      company routes; account_disabled -> /disabled
 * - RequireCompany /companies/{company_id}/...; not a member -> "not found or no access" page, way back to /companies
 *  - RequireDisabledAccount    /disabled; only a disabled account sees it, others -> /companies
 *  - SmeAnonymousOnly          SME sign-in / sign-up; SME user -> SME home
 *  - RequireSme                SME login, else /sme/auth/signin?redirect={path}
 *  - RequireSmeCompany         /sme/{sme_id}/...; not theirs -> SME home
 * - CreatorAnonymousOnly creator sign-up, code, login, password; a creator session -> safe portal `redirect` or
 * /creator
 *  - RequireCreator            the creator portal; no creator session -> /creator/login?redirect={path}
 *
 * Company pages sit in the company shell (header and section tabs). Screens owned by later issues
 * are titled placeholders; their guards are real.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { CreatorLoginPage } from '../features/creator-accounts/pages/LoginPage';
import { paths, relativeTo, ROUTES } from '../lib/paths';
import { AnonymousOnly } from './guards/AnonymousOnly';
import { CreatorAnonymousOnly } from './guards/CreatorAnonymousOnly';
import { RequireCreator } from './guards/RequireCreator';
import { RequireActiveAccount } from './guards/RequireActiveAccount';
import { RequireBrand } from './guards/RequireBrand';
import { RequireCompany } from './guards/RequireCompany';
import { RequireDisabledAccount } from './guards/RequireDisabledAccount';
import { RequireSme } from './guards/RequireSme';
import { RequireSmeCompany } from './guards/RequireSmeCompany';
import { SmeAnonymousOnly } from './guards/SmeAnonymousOnly';
import { AppLayout } from './layouts/AppLayout';
import { CreatorFrame } from './layouts/CreatorFrame';
import { RootLayout } from './layouts/RootLayout';
import { withMantineStyles } from './mantine-styles';
import {
  prefetchCampaigns,
  prefetchCompany,
  prefetchCreatorHome,
  prefetchDashboard,
  prefetchDiscovery,
  type CompanyRoute,
} from './route-data';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';

/**
 * A code-split page or layout: the module is fetched when its route is first matched (so are the logged-in shells
 * of the creator portal and the SME area: the login pages load neither), beside all of Mantine's styles.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await withMantineStyles(load) }) };
}

/** The query cache the loaders prefetch into (createAppRouter's); none in tests that only match routes. */
let routeQueryClient: QueryClient | undefined;

/**
 * A loader that starts its page's requests (app/route-data.ts) beside the page's code and returns at once, so the
 * page renders as before, with its data on the way or there.
 */
function prefetching(start: (client: QueryClient, args: LoaderFunctionArgs) => Promise<void>): LoaderFunction {
  return (args) => {
    const client = routeQueryClient;
    if (client) void start(client, args).catch(() => undefined);
    return null;
  };
}

/** The same for a page under /companies/{company_id}. */
function prefetchingCompany(start: (route: CompanyRoute) => Promise<void>): LoaderFunction {
  return prefetching((client, { params, request }) =>
    start({ client, companyId: params.companyId ?? '', url: new URL(request.url) }),
  );
}

/*
 * The login pages (brand, SME, creator) are in the first page's bundle, not code-split: they are the first page of
 * most visits, so they show without a second round trip, drawn with the shell's part of Mantine's styles
 * (app/mantine-shell.css). Together with the entry they must stay within 200 KB of gzip (issue 22, checked by
 * `npm run bench:web`).
 */
const auth = {
  login: { Component: LoginPage },
  signup: page(() => import('../features/auth/pages/SignupPage').then((m) => m.SignupPage)),
  createAccount: page(() => import('../features/auth/pages/CreateAccountPage').then((m) => m.CreateAccountPage)),
  resetPassword: page(() => import('../features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  thankYou: page(() => import('../features/auth/pages/ThankYouPage').then((m) => m.ThankYouPage)),
  verifyEmail: page(() => import('../features/auth/pages/VerifyEmailPage').then((m) => m.BrandVerifyEmailPage)),
  smeVerifyEmail: page(() => import('../features/auth/pages/VerifyEmailPage').then((m) => m.SmeVerifyEmailPage)),
  // One login and one sign-up screen, configured by area (spec section 4).
  smeSignin: { element: <LoginPage area="sme" /> },
  smeSignup: {
    lazy: async () => {
      const { SignupPage } = await withMantineStyles(() => import('../features/auth/pages/SignupPage'));
      return { element: <SignupPage area="sme" /> };
    },
  },
  smeCompleteSignup: page(() =>
    import('../features/auth/pages/sme/SmeCompleteSignupPage').then((m) => m.SmeCompleteSignupPage),
  ),
  smeCreateBrand: page(() => import('../features/auth/pages/sme/SmeCreateBrandPage').then((m) => m.SmeCreateBrandPage)),
  smeTokenEntry: page(() => import('../features/auth/pages/sme/SmeTokenEntryPage').then((m) => m.SmeTokenEntryPage)),
  acceptInvitation: page(() =>
    import('../features/auth/pages/AcceptInvitationPage').then((m) => m.AcceptInvitationPage),
  ),
};

const info = {
  faq: page(() => import('../features/config/pages/FaqPage').then((m) => m.FaqPage)),
  terms: page(() => import('../features/config/pages/TermsPage').then((m) => m.TermsPage)),
  privacy: page(() => import('../features/config/pages/PrivacyPage').then((m) => m.PrivacyPage)),
  contact: page(() => import('../features/config/pages/ContactPage').then((m) => m.ContactPage)),
  disabled: page(() => import('../features/merchants/pages/DisabledPage').then((m) => m.DisabledPage)),
};

const onboarding = page(() => import('../features/onboarding/pages/OnboardingPage').then((m) => m.OnboardingPage));

const companies = {
  list: page(() => import('../features/companies/pages/CompaniesPage').then((m) => m.CompaniesPage)),
  overview: page(() => import('../features/companies/pages/DashboardMainPage').then((m) => m.DashboardMainPage)),
  shell: page(() => import('../features/companies/pages/CompanyShell').then((m) => m.CompanyShell)),
  dashboard: page(() => import('../features/dashboard/pages/CompanyDashboardPage').then((m) => m.CompanyDashboardPage)),
  settings: page(() => import('../features/companies/pages/CompanySettingsPage').then((m) => m.CompanySettingsPage)),
};

const creators = {
  discovery: page(() => import('../features/creators/pages/CreatorDiscoveryPage').then((m) => m.CreatorDiscoveryPage)),
  list: page(() => import('../features/creators/pages/InfluencersPage').then((m) => m.InfluencersPage)),
  profile: page(() => import('../features/creators/pages/InfluencerProfilePage').then((m) => m.InfluencerProfilePage)),
  comparison: page(() =>
    import('../features/creators/pages/InfluencerComparisonPage').then((m) => m.InfluencerComparisonPage),
  ),
};

const groups = {
  list: page(() => import('../features/groups/pages/GroupsPage').then((m) => m.GroupsPage)),
  create: page(() => import('../features/groups/pages/CreateGroupPage').then((m) => m.CreateGroupPage)),
  details: page(() => import('../features/groups/pages/GroupDetailsPage').then((m) => m.GroupDetailsPage)),
  universe: page(() => import('../features/groups/pages/UniverseGroupPage').then((m) => m.UniverseGroupPage)),
};

const briefs = {
  list: page(() => import('../features/briefs/pages/BriefsPage').then((m) => m.BriefsPage)),
  create: page(() => import('../features/briefs/pages/CreateBriefPage').then((m) => m.CreateBriefPage)),
  details: page(() => import('../features/briefs/pages/BriefPage').then((m) => m.BriefPage)),
};

const contracts = {
  page: page(() => import('../features/contracts/merchant/pages/ContractsPage').then((m) => m.ContractsPage)),
  campaign: page(() =>
    import('../features/contracts/merchant/pages/ContractCampaignPage').then((m) => m.ContractCampaignPage),
  ),
};

const campaigns = {
  list: page(() => import('../features/campaigns/merchant/pages/CampaignsPage').then((m) => m.CampaignsPage)),
  details: page(() =>
    import('../features/campaigns/merchant/pages/CampaignDetailsPage').then((m) => m.CampaignDetailsPage),
  ),
  public: page(() => import('../features/campaigns/public/pages/PublicCampaignPage').then((m) => m.PublicCampaignPage)),
};

const reporting = {
  reports: page(() => import('../features/reporting/merchant/pages/ReportsPage').then((m) => m.ReportsPage)),
};

const jobs = {
  list: page(() => import('../features/jobs/merchant/pages/JobsPage').then((m) => m.JobsPage)),
  details: page(() => import('../features/jobs/merchant/pages/JobDetailsPage').then((m) => m.JobDetailsPage)),
  start: page(() => import('../features/jobs/merchant/pages/StartJobPage').then((m) => m.StartJobPage)),
  bid: page(() => import('../features/jobs/merchant/pages/BidPage').then((m) => m.BidPage)),
};

const content = {
  queue: page(() => import('../features/content/merchant/pages/ContentQueuePage').then((m) => m.ContentQueuePage)),
  // A verified post's figures come from reporting, which content (before it in the feature order) cannot import.
  review: {
    lazy: async () => {
      const [{ ContentReviewPage }, { MetricReportsPanel }] = await withMantineStyles(() =>
        Promise.all([
          import('../features/content/merchant/pages/ContentReviewPage'),
          import('../features/reporting/merchant/components/MetricReportsPanel'),
        ]),
      );
      return { element: <ContentReviewPage figures={(detail) => <MetricReportsPanel contentId={detail.id} />} /> };
    },
  },
};

const payments = {
  company: page(() =>
    import('../features/payments/merchant/pages/CompanyPaymentsPage').then((m) => m.CompanyPaymentsPage),
  ),
  all: page(() => import('../features/payments/merchant/pages/PaymentsPage').then((m) => m.PaymentsPage)),
  profile: page(() =>
    import('../features/payments/merchant/pages/ProfilePaymentsPage').then((m) => m.ProfilePaymentsPage),
  ),
  profileHistory: page(() =>
    import('../features/payments/merchant/pages/PaymentHistoryPage').then((m) => m.PaymentHistoryPage),
  ),
};

const team = page(() => import('../features/team/pages/ManageTeamPage').then((m) => m.ManageTeamPage));

const notifications = {
  company: page(() =>
    import('../features/notifications/merchant/pages/NotificationsPage').then((m) => m.CompanyNotificationsPage),
  ),
  creator: page(() =>
    import('../features/notifications/creator/pages/NotificationsPage').then((m) => m.CreatorNotificationsPage),
  ),
};

const profile = {
  layout: page(() => import('../features/merchants/pages/ProfileLayout').then((m) => m.ProfileLayout)),
  details: page(() => import('../features/merchants/pages/ProfileDetailsPage').then((m) => m.ProfileDetailsPage)),
  notifications: page(() =>
    import('../features/merchants/pages/NotificationSettingsPage').then((m) => m.NotificationSettingsPage),
  ),
};

/** The creator portal (decision 016): its own session and frame, phone first. */
const creatorPortal = {
  signup: page(() => import('../features/creator-accounts/pages/SignupPage').then((m) => m.CreatorSignupPage)),
  verify: page(() => import('../features/creator-accounts/pages/VerifyPage').then((m) => m.CreatorVerifyPage)),
  login: { Component: CreatorLoginPage },
  resetPassword: page(() =>
    import('../features/creator-accounts/pages/ResetPasswordPage').then((m) => m.CreatorResetPasswordPage),
  ),
  home: page(() => import('../features/creator-accounts/pages/HomePage').then((m) => m.CreatorHomePage)),
  profile: page(() => import('../features/creator-accounts/pages/ProfilePage').then((m) => m.CreatorProfilePage)),
  invitations: page(() =>
    import('../features/campaigns/creator/pages/InvitationsPage').then((m) => m.CreatorInvitationsPage),
  ),
  invitation: page(() =>
    import('../features/campaigns/creator/pages/InvitationPage').then((m) => m.CreatorInvitationPage),
  ),
  contracts: page(() =>
    import('../features/contracts/creator/pages/ContractsPage').then((m) => m.CreatorContractsPage),
  ),
  contract: page(() => import('../features/contracts/creator/pages/ContractPage').then((m) => m.CreatorContractPage)),
  work: page(() => import('../features/assignments/creator/pages/WorkPage').then((m) => m.CreatorWorkPage)),
  assignment: page(() =>
    import('../features/assignments/creator/pages/AssignmentPage').then((m) => m.CreatorAssignmentPage),
  ),
  jobs: page(() => import('../features/jobs/creator/pages/JobsPage').then((m) => m.CreatorJobsPage)),
  job: page(() => import('../features/jobs/creator/pages/JobPage').then((m) => m.CreatorJobPage)),
  bids: page(() => import('../features/jobs/creator/pages/BidsPage').then((m) => m.CreatorBidsPage)),
  bid: page(() => import('../features/jobs/creator/pages/BidPage').then((m) => m.CreatorBidPage)),
  earnings: page(() => import('../features/payments/creator/pages/EarningsPage').then((m) => m.CreatorEarningsPage)),
};

const creatorRoutes = ROUTES.creator;

/** SME authentication pages; mounted under both /sme/auth and /sme (spec: "/sme/ and /sme/auth/"). */
function smeAuthChildren(at: {
  signin: string;
  signup: string;
  verifyEmail: string;
  completeSignup: string;
}): RouteObject[] {
  return [
    {
      element: <SmeAnonymousOnly />,
      children: [
        { path: at.signin, ...auth.smeSignin },
        { path: at.signup, ...auth.smeSignup },
      ],
    },
    { path: at.verifyEmail, ...auth.smeVerifyEmail },
    { path: at.completeSignup, ...auth.smeCompleteSignup },
  ];
}

const company = ROUTES.company;
const smeCompany = ROUTES.sme.company;

/** /companies/{company_id}/...: every child needs membership of that company and sits in its shell. */
const companyChildren: RouteObject[] = [
  { index: true, element: <Navigate to={relativeTo(company.root, company.dashboard)} replace /> },
  { path: company.dashboard, ...companies.dashboard, loader: prefetchingCompany(prefetchDashboard) },
  { path: company.campaigns, ...campaigns.list, loader: prefetchingCompany(prefetchCampaigns) },
  { path: company.reports, ...reporting.reports },
  { path: company.briefs, ...briefs.list },
  { path: company.createBrief, ...briefs.create },
  { path: company.brief, ...briefs.details },
  { path: company.contracts, ...contracts.page },
  { path: company.contractCampaign, ...contracts.campaign },
  { path: company.groups, ...groups.list },
  { path: company.createGroup, ...groups.create },
  { path: company.groupDetails, ...groups.details },
  { path: company.universeGroup, ...groups.universe },
  {
    path: company.creatorDiscovery,
    ...creators.discovery,
    loader: prefetchingCompany(prefetchDiscovery),
  },
  { path: company.jobs, ...jobs.list },
  { path: company.job, ...jobs.details },
  { path: company.startJob, ...jobs.start },
  { path: company.bid, ...jobs.bid },
  { path: company.preApproval, ...content.queue },
  { path: company.preApprovalTask, ...content.review },
  { path: company.payments, ...payments.company },
  { path: company.notifications, ...notifications.company },
  { path: company.settings, ...companies.settings },
  { path: company.campaignDetails, ...campaigns.details },
  {
    path: company.createCampaign,
    ...page(() => import('../features/campaigns/merchant/pages/CreateCampaignPage').then((m) => m.CreateCampaignPage)),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <PageLoader />,
    children: [
      // ---- SME area: its own frame and its own session ----
      {
        path: ROUTES.sme.root,
        element: <AppLayout area="sme" />,
        children: [
          // /sme?token=... signs the SME user in; /sme alone goes to the sign-in.
          { index: true, ...auth.smeTokenEntry },
          {
            path: ROUTES.sme.auth,
            children: [
              { index: true, element: <Navigate to={paths.sme.signin()} replace /> },
              ...smeAuthChildren(ROUTES.sme),
            ],
          },
          ...smeAuthChildren(ROUTES.sme.short),
          {
            path: ROUTES.sme.createBrand,
            element: <RequireSme />,
            children: [{ index: true, ...auth.smeCreateBrand }],
          },
          {
            path: smeCompany.root,
            element: <RequireSme />,
            children: [
              {
                element: <RequireSmeCompany />,
                children: [
                  {
                    ...page(() => import('./layouts/SmeShell').then((m) => m.SmeShell)),
                    children: [
                      {
                        index: true,
                        element: <Navigate to={relativeTo(smeCompany.root, smeCompany.dashboard)} replace />,
                      },
                      {
                        path: smeCompany.dashboard,
                        ...page(() =>
                          import('../features/dashboard/sme/pages/SmeDashboardPage').then((m) => m.SmeDashboardPage),
                        ),
                      },
                      {
                        path: smeCompany.campaigns,
                        ...page(() =>
                          import('../features/campaigns/sme/pages/SmeCampaignsPage').then((m) => m.SmeCampaignsPage),
                        ),
                      },
                      {
                        path: smeCompany.createCampaign,
                        ...page(() =>
                          import('../features/campaigns/sme/pages/SmeCreateCampaignPage').then(
                            (m) => m.SmeCreateCampaignPage,
                          ),
                        ),
                      },
                      {
                        path: smeCompany.reports,
                        ...page(() =>
                          import('../features/reporting/sme/pages/SmeReportsPage').then((m) => m.SmeReportsPage),
                        ),
                      },
                      {
                        path: smeCompany.report,
                        ...page(() =>
                          import('../features/reporting/sme/pages/SmeCampaignReportPage').then(
                            (m) => m.SmeCampaignReportPage,
                          ),
                        ),
                      },
                      {
                        path: smeCompany.contents,
                        ...page(() =>
                          import('../features/content/sme/pages/SmeContentsPage').then((m) => m.SmeContentsPage),
                        ),
                      },
                      {
                        path: smeCompany.settings,
                        ...page(() =>
                          import('../features/companies/sme/pages/SmeSettingsPage').then((m) => m.SmeSettingsPage),
                        ),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },

      // ---- creator portal: its own frame and its own session ----
      {
        path: creatorRoutes.root,
        children: [
          {
            element: <CreatorAnonymousOnly />,
            children: [
              {
                element: <CreatorFrame />,
                children: [
                  { path: creatorRoutes.signup, ...creatorPortal.signup },
                  { path: creatorRoutes.verify, ...creatorPortal.verify },
                  { path: creatorRoutes.login, ...creatorPortal.login },
                  { path: creatorRoutes.resetPassword, ...creatorPortal.resetPassword },
                ],
              },
            ],
          },
          {
            element: <RequireCreator />,
            children: [
              {
                ...page(() => import('./layouts/CreatorShell').then((m) => m.CreatorShell)),
                children: [
                  {
                    index: true,
                    ...creatorPortal.home,
                    loader: prefetching(prefetchCreatorHome),
                  },
                  { path: creatorRoutes.profile, ...creatorPortal.profile },
                  { path: creatorRoutes.invitations, ...creatorPortal.invitations },
                  { path: creatorRoutes.invitation, ...creatorPortal.invitation },
                  { path: creatorRoutes.contracts, ...creatorPortal.contracts },
                  { path: creatorRoutes.contract, ...creatorPortal.contract },
                  { path: creatorRoutes.work, ...creatorPortal.work },
                  { path: creatorRoutes.assignment, ...creatorPortal.assignment },
                  { path: creatorRoutes.jobs, ...creatorPortal.jobs },
                  { path: creatorRoutes.job, ...creatorPortal.job },
                  { path: creatorRoutes.bids, ...creatorPortal.bids },
                  { path: creatorRoutes.bid, ...creatorPortal.bid },
                  { path: creatorRoutes.notifications, ...notifications.creator },
                  { path: creatorRoutes.earnings, ...creatorPortal.earnings },
                ],
              },
            ],
          },
          { element: <CreatorFrame />, children: [{ path: '*', element: <NotFoundPage /> }] },
        ],
      },

      // ---- brand, auth and public pages ----
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to={paths.auth.login()} replace /> },
          {
            path: ROUTES.auth.root,
            children: [
              {
                element: <AnonymousOnly />,
                children: [
                  { index: true, element: <Navigate to={paths.auth.login()} replace /> },
                  { path: ROUTES.auth.login, ...auth.login },
                  { path: ROUTES.auth.signup, ...auth.signup },
                  { path: ROUTES.auth.inviteMerchant, ...auth.createAccount },
                  { path: ROUTES.auth.createAccount, ...auth.createAccount },
                  { path: ROUTES.auth.resetPassword, ...auth.resetPassword },
                ],
              },
              // An existing account accepts an invitation once logged in (the login comes back here).
              {
                path: ROUTES.auth.acceptInvitation,
                element: <RequireBrand />,
                children: [{ index: true, ...auth.acceptInvitation }],
              },
              // Needs the pending verification token, not anonymity (the session appears on success).
              { path: ROUTES.auth.verifyEmail, ...auth.verifyEmail },
              // Open to any visitor.
              { path: ROUTES.auth.thankYou, ...auth.thankYou },
            ],
          },

          {
            element: <RequireBrand />,
            children: [
              { path: ROUTES.onboarding.root, ...onboarding },
              { path: ROUTES.onboarding.type, ...onboarding },
              {
                path: ROUTES.profile.root,
                ...profile.layout,
                children: [
                  { index: true, element: <Navigate to={paths.profile.details()} replace /> },
                  { path: ROUTES.profile.details, ...profile.details },
                  { path: ROUTES.profile.notifications, ...profile.notifications },
                  { path: ROUTES.profile.payments, ...payments.profile },
                  { path: ROUTES.profile.paymentHistory, ...payments.profileHistory },
                ],
              },
              {
                element: <RequireActiveAccount />,
                children: [
                  { path: ROUTES.companies, ...companies.list },
                  { path: ROUTES.dashboardMain, ...companies.overview },
                  { path: ROUTES.manageTeam, ...team },
                  {
                    path: company.root,
                    element: <RequireCompany />,
                    loader: prefetchingCompany(prefetchCompany),
                    children: [{ ...companies.shell, children: companyChildren }],
                  },
                  { path: ROUTES.influencers, ...creators.list },
                  { path: ROUTES.influencer, ...creators.profile },
                  { path: ROUTES.influencerComparison, ...creators.comparison },
                  { path: ROUTES.payments, ...payments.all },
                ],
              },
            ],
          },

          // ---- public ----
          // Open to anyone, logged in or not, outside the company shell.
          { path: ROUTES.publicCampaign, ...campaigns.public },
          { path: ROUTES.faq, ...info.faq },
          { path: ROUTES.terms, ...info.terms },
          { path: ROUTES.privacy, ...info.privacy },
          { path: ROUTES.contact, ...info.contact },
          // Only for a disabled account; everyone else goes on to /companies.
          { path: ROUTES.disabled, element: <RequireDisabledAccount />, children: [{ index: true, ...info.disabled }] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app's router; its loaders prefetch pages' data into `queryClient` (app/route-data.ts). */
export function createAppRouter(queryClient?: QueryClient) {
  routeQueryClient = queryClient;
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Once the router has loaded the code of every route the address matches (and run their loaders). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
