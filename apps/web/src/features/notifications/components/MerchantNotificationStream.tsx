import { useMerchantNotificationStream } from '../lib/use-notification-stream';

/**
 * The merchant's live notifications as a component, so the merchant layout loads the stream's code (its parser, the
 * cache updates) only while a brand session is there, not with the login page.
 */
export function MerchantNotificationStream() {
  useMerchantNotificationStream();
  return null;
}
