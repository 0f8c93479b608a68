/**
 * Every route of spec section 2 with its guard (spec sections 4 and 6).
 *
 * Guards (layout routes, outermost first):
 *  - RootLayout/SessionRules   SME user on any non-SME path (open pages too) -> SME home; brand user on an SME path -> brandOnSmePath
 *  - AnonymousOnly             brand auth pages; logged-in brand user -> safe `redirect` or brandHomePath
 *  - RequireBrand              brand login, else /auth/login?redirect={path}
 *  - RequireActiveAccount      company routes; account_disabled -> /disabled
 *  - RequireCompany            /companies/{company_id}/...; not a member -> "not found or no access" page, way back to /companies
 *  - RequireDisabledAccount    /disabled; only a disabled account sees it, others -> /companies
 *  - SmeAnonymousOnly          SME sign-in / sign-up; SME user -> SME home
 *  - RequireSme                SME login, else /sme/auth/signin?redirect={path}
 *  - RequireSmeCompany         /sme/{sme_id}/...; not theirs -> SME home
 *
 * Company pages sit in the company shell (header and section tabs). Screens owned by later issues
 * are titled placeholders; their guards are real.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { SectionPlaceholder } from '../components/SectionPlaceholder';
import { AnonymousOnly } from './guards/AnonymousOnly';
import { RequireActiveAccount } from './guards/RequireActiveAccount';
import { RequireBrand } from './guards/RequireBrand';
import { RequireCompany } from './guards/RequireCompany';
import { RequireDisabledAccount } from './guards/RequireDisabledAccount';
import { RequireSme } from './guards/RequireSme';
import { RequireSmeCompany } from './guards/RequireSmeCompany';
import { SmeAnonymousOnly } from './guards/SmeAnonymousOnly';
import { AppLayout } from './layouts/AppLayout';
import { RootLayout } from './layouts/RootLayout';
import { SmeLayout } from './layouts/SmeLayout';
import { SmeShell } from './layouts/SmeShell';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';

/** A code-split page: the module is fetched when its route is first matched. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

function placeholder(title: string): Pick<RouteObject, 'element'> {
  return { element: <PlaceholderPage title={title} /> };
}

/** A placeholder inside a shell (company, profile), titled with an h2 under the shell's heading. */
function section(title: string): Pick<RouteObject, 'element'> {
  return { element: <SectionPlaceholder title={title} /> };
}

const auth = {
  login: page(() => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage)),
  signup: page(() => import('../features/auth/pages/SignupPage').then((m) => m.SignupPage)),
  createAccount: page(() => import('../features/auth/pages/CreateAccountPage').then((m) => m.CreateAccountPage)),
  resetPassword: page(() => import('../features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
  thankYou: page(() => import('../features/auth/pages/ThankYouPage').then((m) => m.ThankYouPage)),
  verifyEmail: page(() => import('../features/auth/pages/VerifyEmailPage').then((m) => m.BrandVerifyEmailPage)),
  smeVerifyEmail: page(() => import('../features/auth/pages/VerifyEmailPage').then((m) => m.SmeVerifyEmailPage)),
  smeSignin: page(() => import('../features/auth/pages/sme/SmeSigninPage').then((m) => m.SmeSigninPage)),
  smeSignup: page(() => import('../features/auth/pages/sme/SmeSignupPage').then((m) => m.SmeSignupPage)),
  smeCompleteSignup: page(() => import('../features/auth/pages/sme/SmeCompleteSignupPage').then((m) => m.SmeCompleteSignupPage)),
  smeCreateBrand: page(() => import('../features/auth/pages/sme/SmeCreateBrandPage').then((m) => m.SmeCreateBrandPage)),
  smeTokenEntry: page(() => import('../features/auth/pages/sme/SmeTokenEntryPage').then((m) => m.SmeTokenEntryPage)),
  acceptInvitation: page(() => import('../features/auth/pages/AcceptInvitationPage').then((m) => m.AcceptInvitationPage)),
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
  dashboard: page(() => import('../features/companies/pages/CompanyDashboardPage').then((m) => m.CompanyDashboardPage)),
  settings: page(() => import('../features/companies/pages/CompanySettingsPage').then((m) => m.CompanySettingsPage)),
  payments: page(() => import('../features/companies/pages/CompanyPaymentsPage').then((m) => m.CompanyPaymentsPage)),
};

const creators = {
  discovery: page(() => import('../features/creators/pages/CreatorDiscoveryPage').then((m) => m.CreatorDiscoveryPage)),
  list: page(() => import('../features/creators/pages/InfluencersPage').then((m) => m.InfluencersPage)),
  profile: page(() => import('../features/creators/pages/InfluencerProfilePage').then((m) => m.InfluencerProfilePage)),
  comparison: page(() => import('../features/creators/pages/InfluencerComparisonPage').then((m) => m.InfluencerComparisonPage)),
};

const groups = {
  list: page(() => import('../features/groups/pages/GroupsPage').then((m) => m.GroupsPage)),
  create: page(() => import('../features/groups/pages/CreateGroupPage').then((m) => m.CreateGroupPage)),
  details: page(() => import('../features/groups/pages/GroupDetailsPage').then((m) => m.GroupDetailsPage)),
  universe: page(() => import('../features/groups/pages/UniverseGroupPage').then((m) => m.UniverseGroupPage)),
};

const team = page(() => import('../features/team/pages/ManageTeamPage').then((m) => m.ManageTeamPage));

const profile = {
  layout: page(() => import('../features/merchants/pages/ProfileLayout').then((m) => m.ProfileLayout)),
  details: page(() => import('../features/merchants/pages/ProfileDetailsPage').then((m) => m.ProfileDetailsPage)),
  notifications: page(() => import('../features/merchants/pages/NotificationSettingsPage').then((m) => m.NotificationSettingsPage)),
  payments: page(() => import('../features/merchants/pages/ProfilePaymentsPage').then((m) => m.ProfilePaymentsPage)),
  paymentHistory: page(() => import('../features/merchants/pages/ProfilePaymentsPage').then((m) => m.PaymentHistoryPage)),
};

/** SME authentication pages; mounted under both /sme and /sme/auth (spec: "/sme/ and /sme/auth/"). */
function smeAuthChildren(): RouteObject[] {
  return [
    {
      element: <SmeAnonymousOnly />,
      children: [
        { path: 'signin', ...auth.smeSignin },
        { path: 'signup', ...auth.smeSignup },
      ],
    },
    { path: 'verify-email', ...auth.smeVerifyEmail },
    { path: 'complete-signup', ...auth.smeCompleteSignup },
  ];
}

/** /companies/{company_id}/...: every child needs membership of that company and sits in its shell. */
const companyChildren: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', ...companies.dashboard },
  { path: 'campaigns', ...section('Campaigns') },
  { path: 'reports', ...section('Reports') },
  { path: 'campaign-briefs', ...section('Campaign briefs') },
  { path: 'campaign-briefs/create', ...section('Create a campaign brief') },
  { path: 'campaign-briefs/:briefId', ...section('Campaign brief') },
  { path: 'contracts', ...section('Contracts') },
  { path: 'contracts/:contractId/campaigns/:campaignId', ...section('Contract campaign') },
  { path: 'groups', ...groups.list },
  { path: 'create-group', ...groups.create },
  { path: 'group-details/:groupId', ...groups.details },
  { path: 'universe-group', ...groups.universe },
  { path: 'creator-discovery', ...creators.discovery },
  { path: 'jobs', ...section('Jobs') },
  { path: 'jobs/:jobId', ...section('Job details') },
  { path: 'start-job', ...section('Start a job') },
  { path: 'job/:jobId/bids/:bidId', ...section('Bid') },
  { path: 'pre-approval', ...section('Content pre-approval') },
  { path: 'pre-approval/:taskId', ...section('Content pre-approval task') },
  { path: 'payments', ...companies.payments },
  { path: 'notifications', ...section('Notifications') },
  { path: 'settings', ...companies.settings },
  { path: 'details/:campaignId', ...section('Campaign details') },
  { path: 'create', ...section('Create a campaign') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <PageLoader />,
    children: [
      // ---- SME area: its own frame and its own session ----
      {
        path: 'sme',
        element: <SmeLayout />,
        children: [
          // /sme?token=... signs the SME user in; /sme alone goes to the sign-in.
          { index: true, ...auth.smeTokenEntry },
          { path: 'auth', children: [{ index: true, element: <Navigate to="/sme/auth/signin" replace /> }, ...smeAuthChildren()] },
          ...smeAuthChildren(),
          {
            path: 'auth/create-brand',
            element: <RequireSme />,
            children: [{ index: true, ...auth.smeCreateBrand }],
          },
          {
            path: ':smeId',
            element: <RequireSme />,
            children: [
              {
                element: <RequireSmeCompany />,
                children: [
                  {
                    element: <SmeShell />,
                    children: [
                      { index: true, element: <Navigate to="dashboard" replace /> },
                      { path: 'dashboard', ...placeholder('Dashboard') },
                      { path: 'campaigns', ...placeholder('Campaigns') },
                      { path: 'campaigns/create', ...placeholder('Create a campaign') },
                      { path: 'reports', ...placeholder('Reports') },
                      { path: 'reports/:campaignId', ...placeholder('Campaign report') },
                      { path: 'contents', ...placeholder('Contents') },
                      { path: 'settings', ...placeholder('Settings') },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },

      // ---- brand, auth and public pages ----
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            path: 'auth',
            children: [
              {
                element: <AnonymousOnly />,
                children: [
                  { index: true, element: <Navigate to="/auth/login" replace /> },
                  { path: 'login', ...auth.login },
                  { path: 'signup', ...auth.signup },
                  { path: 'invite/merchant', ...auth.createAccount },
                  { path: 'create-account', ...auth.createAccount },
                  { path: 'reset-password', ...auth.resetPassword },
                ],
              },
              // An existing account accepts an invitation once logged in (the login comes back here).
              { path: 'invite/merchant/accept', element: <RequireBrand />, children: [{ index: true, ...auth.acceptInvitation }] },
              // Needs the pending verification token, not anonymity (the session appears on success).
              { path: 'verify-email', ...auth.verifyEmail },
              // Open to any visitor.
              { path: 'thank-you', ...auth.thankYou },
            ],
          },

          {
            element: <RequireBrand />,
            children: [
              { path: 'onboarding', ...onboarding },
              { path: 'onboarding/:companyType', ...onboarding },
              {
                path: 'profile',
                ...profile.layout,
                children: [
                  { index: true, element: <Navigate to="/profile/details" replace /> },
                  { path: 'details', ...profile.details },
                  { path: 'notifications', ...profile.notifications },
                  { path: 'payments', ...profile.payments },
                  { path: 'payments/history', ...profile.paymentHistory },
                ],
              },
              {
                element: <RequireActiveAccount />,
                children: [
                  { path: 'companies', ...companies.list },
                  { path: 'dashboard-main', ...companies.overview },
                  { path: 'manage-team', ...team },
                  {
                    path: 'companies/:companyId',
                    element: <RequireCompany />,
                    children: [{ ...companies.shell, children: companyChildren }],
                  },
                  { path: 'influencers', ...creators.list },
                  { path: 'influencers/:influencerId', ...creators.profile },
                  { path: 'influencers-comparison/:influencerId', ...creators.comparison },
                  { path: 'payments', ...placeholder('Payments') },
                ],
              },
            ],
          },

          // ---- public ----
          { path: 'public/campaign-details/:campaignId', ...placeholder('Campaign details') },
          { path: 'faq', ...info.faq },
          { path: 'terms-and-conditions', ...info.terms },
          { path: 'privacypolicy', ...info.privacy },
          { path: 'contact', ...info.contact },
          // Only for a disabled account; everyone else goes on to /companies.
          { path: 'disabled', element: <RequireDisabledAccount />, children: [{ index: true, ...info.disabled }] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
