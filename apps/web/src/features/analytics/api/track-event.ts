import { msClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export type AnalyticsEventName = 'onboarding_company_created' | 'teammate_invited' | 'theme_saved';

/**
 * POST /platform-analytics/event on the secondary API {event_name, platform: 'web', metadata}.
 * Fire-and-forget: never awaited by the UI, never shows an error, never logs anyone out.
 */
export function trackEvent(event_name: AnalyticsEventName, metadata: Record<string, unknown> = {}): void {
  const userId = sessionStore.get('brand')?.profile?.id;
  msClient
    .POST('/platform-analytics/event', {
      body: { event_name, platform: 'web', metadata: { ...(userId ? { user_id: userId } : {}), ...metadata } },
      handleUnauthorized: false,
    })
    .catch(() => undefined);
}
