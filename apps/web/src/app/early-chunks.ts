/**
 * The code-split modules a page's first paint waits for, by page (issue 22). The build lists each one's files (its
 * chunk, the chunks it imports, their styles) in index.html, and early-requests.ts asks for them with the page's data,
 * beside the app's entry, instead of when the entry has run and the router has matched the page.
 *
 * Paths are the lazy imports' (app/router.tsx, app/layouts/Navbar.tsx and AppLayout.tsx), from apps/web/src. Only
 * pages with a signed-in user: the login pages load nothing more than the entry (their 200 KB budget).
 */
export const EARLY_CHUNK_MODULES = {
  /** Every company page: its shell, Mantine's styles, and the signed-in navbar's menu, bell and live stream. */
  company: [
    'app/layouts/NavbarUserMenu.tsx',
    'features/notifications/components/NotificationBell.tsx',
    'features/notifications/components/MerchantNotificationStream.tsx',
    'features/companies/pages/CompanyShell.tsx',
  ],
  'company/dashboard': ['features/dashboard/pages/CompanyDashboardPage.tsx'],
  'company/creator-discovery': ['features/creators/pages/CreatorDiscoveryPage.tsx'],
  'company/campaigns': ['features/campaigns/merchant/pages/CampaignsPage.tsx'],
  creator: ['app/layouts/CreatorShell.tsx', 'features/creator-accounts/pages/HomePage.tsx'],
} as const;

export type EarlyChunkKey = keyof typeof EARLY_CHUNK_MODULES;

/** The id of index.html's JSON block that holds the files of each key (written by vite-early-requests.ts). */
export const EARLY_CHUNKS_ELEMENT_ID = 'early-chunks';
